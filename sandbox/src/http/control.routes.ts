import type { FastifyInstance } from 'fastify';
import { errorCodesOf } from '../control/catalogues.ts';
import { ConfigPatcher } from '../control/config-patch.ts';
import { registerConfigControls } from '../control/config.control.ts';
import { registerConsoleRoutes } from '../control/console.routes.ts';
import type { ControlBroker, ControlContext } from '../control/control-context.ts';
import { registerFailureControls } from '../control/failures.control.ts';
import { NotificationKinds } from '../control/notification-kinds.ts';
import { registerNotificationControls } from '../control/notifications.control.ts';
import { registerOutboxControls } from '../control/outbox.control.ts';
import { registerPlayerControls } from '../control/players.control.ts';
import type { CustomerConfig, ErrorResponse, GeneralConfig } from '../dto.ts';
import type { JsonObject } from '../openapi/openapi-document.ts';
import type { CompiledOperation } from '../openapi/operations.ts';
import { SchemaValidator } from '../openapi/schema-validator.ts';
import type { SandboxState } from '../state.ts';

export type { ControlBroker } from '../control/control-context.ts';

/** True for 127.0.0.0/8 and ::1, also in their IPv4-mapped IPv6 form. */
export function isLoopback(address: string | undefined): boolean {
  return address !== undefined && (address === '::1' || /^(::ffff:)?127\./.test(address));
}

/* Built once per document (validators compile slowly); sandboxes of one document share them. */
const kindsByDocument = new WeakMap<JsonObject, NotificationKinds>();
const contractPartsByDocument = new WeakMap<
  JsonObject,
  Pick<ControlContext, 'errorCodes' | 'generalConfig' | 'customerConfig'>
>();

function kindsOf(asyncApi: JsonObject): NotificationKinds {
  const kinds = kindsByDocument.get(asyncApi) ?? new NotificationKinds(asyncApi);
  kindsByDocument.set(asyncApi, kinds);
  return kinds;
}

function contractPartsOf(
  openApi: JsonObject,
): Pick<ControlContext, 'errorCodes' | 'generalConfig' | 'customerConfig'> {
  const cached = contractPartsByDocument.get(openApi);
  if (cached !== undefined) return cached;
  const validator = new SchemaValidator(openApi);
  const parts = {
    errorCodes: errorCodesOf(openApi),
    generalConfig: new ConfigPatcher<GeneralConfig>(openApi, validator, 'GeneralConfig'),
    customerConfig: new ConfigPatcher<CustomerConfig>(openApi, validator, 'CustomerConfig'),
  };
  contractPartsByDocument.set(openApi, parts);
  return parts;
}

export interface ControlRoutesOptions {
  readonly state: SandboxState;
  readonly broker: ControlBroker;
  readonly openApi: JsonObject;
  readonly asyncApi: JsonObject;
  readonly operations: readonly CompiledOperation[];
}

/**
 * The operator's control API under /__sandbox (JSON) and its console page (GET /__sandbox/), for
 * loopback callers only (others get 403 with errorCode 4). The routes, by module of src/control:
 * players (list, KYC, lock, token expiry), notifications (push, kinds), failures (arm, list, disarm;
 * operations, error codes), config (general, customer) and outbox. See sandbox/README.md.
 */
export function registerControlRoutes(app: FastifyInstance, options: ControlRoutesOptions): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/__sandbox') && !isLoopback(request.socket.remoteAddress)) {
      const body: ErrorResponse = {
        errorCode: 4,
        errorMessage: 'The control API accepts loopback callers only',
      };
      await reply.code(403).send(body);
    }
  });
  const context: ControlContext = {
    state: options.state,
    broker: options.broker,
    kinds: kindsOf(options.asyncApi),
    operations: options.operations,
    ...contractPartsOf(options.openApi),
  };
  registerPlayerControls(app, context);
  registerNotificationControls(app, context);
  registerFailureControls(app, context);
  registerConfigControls(app, context);
  registerOutboxControls(app, context);
  registerConsoleRoutes(app);
}
