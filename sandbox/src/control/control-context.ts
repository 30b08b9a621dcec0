import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyReply } from 'fastify';
import type { CustomerConfig, ErrorResponse, GeneralConfig } from '../dto.ts';
import type { CompiledOperation } from '../openapi/operations.ts';
import { describeError, type ValueLocation } from '../openapi/schema-validator.ts';
import type { SandboxState } from '../state.ts';
import type { ErrorCodeEntry } from './catalogues.ts';
import type { ConfigPatcher } from './config-patch.ts';
import type { NotificationKinds } from './notification-kinds.ts';

/** What the control API needs of the STOMP broker. */
export interface ControlBroker {
  publishToCustomer(customerId: number, message: unknown): number;
  connectionsOf(customerId: number): number;
  /** Closes the realtime connections of a session (after what was published to them). */
  endSession(sessionId: string, reason: string): void;
}

/** Everything the control API's routes work on. */
export interface ControlContext {
  readonly state: SandboxState;
  readonly broker: ControlBroker;
  /** The notification kinds of the AsyncAPI document and the check of a pushed message. */
  readonly kinds: NotificationKinds;
  /** The operations of the OpenAPI document (failures are armed by their operationId). */
  readonly operations: readonly CompiledOperation[];
  /** The contract's ErrorCode catalogue. */
  readonly errorCodes: readonly ErrorCodeEntry[];
  readonly generalConfig: ConfigPatcher<GeneralConfig>;
  readonly customerConfig: ConfigPatcher<CustomerConfig>;
}

/** Answers an ErrorResponse (errorCode -1 unless told) from a control route. */
export function controlError(
  reply: FastifyReply,
  status: number,
  errorMessage: string,
  errorCode = -1,
): FastifyReply {
  return reply.code(status).send({ errorCode, errorMessage } satisfies ErrorResponse);
}

const ajv = new Ajv2020({ strict: true, allErrors: false });

/** A compiled validator of a control request body (plain JSON Schema, shared by every sandbox). */
export function bodySchema<T>(schema: object): ValidateFunction<T> {
  return ajv.compile<T>(schema);
}

/** Validates a body (or query); on failure answers 400 naming the field and returns false. */
export function checkBody<T>(
  validate: ValidateFunction<T>,
  body: unknown,
  reply: FastifyReply,
  location: ValueLocation = 'body',
): body is T {
  if (validate(body)) return true;
  void controlError(reply, 400, describeError(validate.errors, location));
  return false;
}
