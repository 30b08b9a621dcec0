import type { SessionRecord } from '../auth/token.store.ts';
import type { ErrorResponse } from '../dto.ts';
import type { ValidatedRequest } from '../openapi/request-check.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';

/** What a handler gets: the request as the contract accepted it and, on private operations, its customer. */
export interface OperationContext {
  readonly request: ValidatedRequest;
  /** The customer of the bearer token on private operations; null on public ones. */
  readonly customer: PlayerRecord | null;
  /** The session of the bearer token on private operations; null on public ones. */
  readonly session: SessionRecord | null;
  /**
   * Who called: the caller's IP address and the origin (scheme://host[:port]) it addressed (from Host:
   * fine for URLs answered to the caller itself); `publicOrigin` is the sandbox's configured public
   * origin, which links sent to players (mails, SMS) must use instead.
   */
  readonly client: { readonly ip: string; readonly origin: string; readonly publicOrigin: string };
}

/** A response a handler produces; the pipeline validates it against the contract before sending it. */
export interface SandboxReply {
  readonly status: number;
  /** JSON value (or text for non-JSON media types); undefined for no body. */
  readonly body?: unknown;
  /** Media type of the body; default application/json. */
  readonly contentType?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** A handler answers synchronously or, when it has to wait (multipart parsing, long polls), with a promise. */
export type OperationHandler = (context: OperationContext) => SandboxReply | Promise<SandboxReply>;

/** Handlers by the contract's operationId. */
export type OperationHandlers = Readonly<Record<string, OperationHandler>>;

/** An expected failure of a call: the pipeline answers it with an ErrorResponse. */
export class SandboxError extends Error {
  override readonly name = 'SandboxError';
  readonly status: number;
  readonly errorCode: number;
  readonly data: unknown;
  /** Headers of the answer (a 429's Retry-After). */
  readonly headers: Readonly<Record<string, string>> | undefined;

  constructor(
    status: number,
    errorCode: number,
    message: string,
    data?: unknown,
    headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.status = status;
    this.errorCode = errorCode;
    this.data = data;
    this.headers = headers;
  }

  /** The reply the pipeline sends for it. */
  toReply(): SandboxReply {
    const body = this.toResponse();
    return this.headers === undefined
      ? { status: this.status, body }
      : { status: this.status, body, headers: this.headers };
  }

  toResponse(): ErrorResponse {
    return this.data === undefined
      ? { errorCode: this.errorCode, errorMessage: this.message }
      : { errorCode: this.errorCode, errorMessage: this.message, data: this.data };
  }
}

export const ok = (body: unknown): SandboxReply => ({ status: 200, body });

export const errorReply = (status: number, errorCode: number, errorMessage: string): SandboxReply => ({
  status,
  body: { errorCode, errorMessage } satisfies ErrorResponse,
});

/** The customer of a private operation; the pipeline guarantees one, so its absence is a bug. */
export function requireCustomer(context: OperationContext): PlayerRecord {
  if (context.customer === null) throw new Error('A private operation ran without a customer');
  return context.customer;
}

/** A string parameter, or undefined when absent. */
export function readString(values: Readonly<Record<string, unknown>>, name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
}

/** A boolean parameter (already coerced by request validation), or undefined when absent. */
export function readBoolean(values: Readonly<Record<string, unknown>>, name: string): boolean | undefined {
  const value = values[name];
  return typeof value === 'boolean' ? value : undefined;
}
