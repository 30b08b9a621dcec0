import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '../dto.ts';
import {
  errorReply,
  SandboxError,
  type OperationHandlers,
  type SandboxReply,
} from '../handlers/operation-handler.ts';
import type { CompiledOperation } from '../openapi/operations.ts';
import { findPlayerById, type SandboxState } from '../state.ts';
import { closeIfBodyIsLarge, hasBody, isMultipart } from './early-refusal.ts';
import { tooManyRequests } from './rate-limiter.ts';
import type { SandboxLogger } from './sandbox-logger.ts';

/**
 * What happens when a response the sandbox produced violates the contract: `throw` answers 500
 * (errorCode 41) instead and logs an error, `log` only logs it, `off` skips the check.
 */
export type ResponseValidationMode = 'throw' | 'log' | 'off';

export interface ApiRoutesOptions {
  readonly operations: readonly CompiledOperation[];
  readonly handlers: OperationHandlers;
  readonly state: SandboxState;
  readonly validateResponses: ResponseValidationMode;
  readonly log: SandboxLogger;
  /** Every response-validation failure is appended here (tests assert it stays empty). */
  readonly violations: string[];
  /**
   * Origin of the links sent to players (activation and reset mails): the configured public origin,
   * never the request's Host header. Read per call (it is known once the server listens).
   */
  readonly publicOrigin: () => string;
}

/** What an API route's `config` holds; the global upload check (`registerHttpErrors`) leaves these routes to their own. */
export interface ApiRouteConfig {
  readonly operationId: string;
  readonly multipart: boolean;
}

/**
 * One route per operation of the contract. Each call goes through: bearer check on private operations
 * (401 with 3, 96 or 97) and the media type (multipart/form-data only where the contract declares it,
 * and only that there), both before the body is read; the body, up to the operation's limit
 * (1 MiB, or the multipart size the contract gives; 413 beyond); on the operations whose contract
 * declares a 429, the rate limit per client address (429 with Retry-After); request validation (400,
 * errorCode -1, naming the failing field); a failure the operator armed through the control API
 * (instead of the handler); the handler (expected failures as ErrorResponse; a crash is 500 with 41);
 * then response validation (a 400 must carry -1 or one of the operation's x-error-codes).
 */
export function registerApiRoutes(app: FastifyInstance, options: ApiRoutesOptions): void {
  for (const operation of options.operations) {
    if (options.handlers[operation.operationId] === undefined) {
      options.log.warn(`${operation.operationId} has no handler; it answers 500 (errorCode 41)`);
    }
    const config: ApiRouteConfig = {
      operationId: operation.operationId,
      multipart: operation.requestBody.multipart,
    };
    app.route({
      method: operation.method,
      url: operation.routePath,
      bodyLimit: operation.requestBody.bodyLimitBytes,
      config,
      // Runs before the body is read: a refused upload is never buffered.
      onRequest: async (request, reply) => {
        const refusal = refuseBeforeBody(operation, request, options);
        if (refusal === null) return;
        closeIfBodyIsLarge(request, reply);
        if (refusal.validate) send(reply, operation, refusal.reply, options);
        else
          void reply
            .code(refusal.reply.status)
            .type('application/json; charset=utf-8')
            .send(refusal.reply.body);
        return reply;
      },
      handler: async (request, reply) => {
        send(reply, operation, await run(operation, request, options), options);
        return reply;
      },
    });
  }
  const known = new Set(options.operations.map((o) => o.operationId));
  for (const operationId of Object.keys(options.handlers)) {
    if (!known.has(operationId))
      options.log.warn(`handler ${operationId} matches no operation of the contract`);
  }
}

/**
 * What is refused before the body is read: a private operation without a valid bearer token (401, a
 * response the contract declares, so it is validated), then a body of a media type the operation cannot
 * take: multipart/form-data where the contract does not declare it, or anything else where it declares
 * multipart only (400 with errorCode -1, like every unsupported media type). Null lets the request on.
 */
function refuseBeforeBody(
  operation: CompiledOperation,
  request: FastifyRequest,
  options: ApiRoutesOptions,
): { readonly reply: SandboxReply; readonly validate: boolean } | null {
  if (operation.isPrivate) {
    const auth = options.state.tokens.authenticate(request.headers.authorization);
    if (!auth.ok) return { reply: errorReply(401, auth.errorCode, auth.errorMessage), validate: true };
  }
  const contentType = request.headers['content-type'];
  const { multipart, mediaTypes } = operation.requestBody;
  if (contentType === undefined || !hasBody(request) || isMultipart(request) === multipart) return null;
  const body: ErrorResponse = {
    errorCode: -1,
    errorMessage: `Unsupported media type ${contentType}: ${operation.operationId} takes ${mediaTypes.length === 0 ? 'no body' : mediaTypes.join(' or ')}`,
  };
  return { reply: { status: 400, body }, validate: false };
}

async function run(
  operation: CompiledOperation,
  request: FastifyRequest,
  options: ApiRoutesOptions,
): Promise<SandboxReply> {
  const { state } = options;
  let customer = null;
  let session = null;
  if (operation.isPrivate) {
    // Checked again: the token may have been revoked while the body arrived.
    const auth = state.tokens.authenticate(request.headers.authorization);
    if (!auth.ok) return errorReply(401, auth.errorCode, auth.errorMessage);
    customer = findPlayerById(state, auth.customerId) ?? null;
    if (customer === null) return errorReply(401, 97, 'Access token invalid');
    session = auth.session;
  }
  if (operation.rateLimited) {
    const verdict = state.rateLimiter.take(operation.operationId, request.ip);
    if (!verdict.ok) return tooManyRequests(operation.operationId, verdict.retryAfterSeconds);
  }
  const check = operation.checkRequest({
    params: request.params as Record<string, string>,
    query: request.query as Record<string, unknown>,
    headers: request.headers,
    body: request.body,
  });
  if (!check.ok) return errorReply(400, -1, `Request validation failed: ${check.message}`);
  const injected = state.failures.take(operation.operationId);
  if (injected !== undefined) return { status: injected.httpStatus, body: injected.body };
  const handler = options.handlers[operation.operationId];
  if (handler === undefined) {
    return errorReply(500, 41, `${operation.operationId} has no handler in the sandbox`);
  }
  try {
    const client = {
      ip: request.ip,
      origin: `${request.protocol}://${request.host}`,
      publicOrigin: options.publicOrigin(),
    };
    return await handler({ request: check.request, customer, session, client });
  } catch (error) {
    if (error instanceof SandboxError) return error.toReply();
    options.log.error(
      `${operation.operationId} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return errorReply(500, 41, 'General server error');
  }
}

function send(
  reply: FastifyReply,
  operation: CompiledOperation,
  result: SandboxReply,
  options: ApiRoutesOptions,
): void {
  const contentType = result.body === undefined ? null : (result.contentType ?? 'application/json');
  if (options.validateResponses !== 'off') {
    const violation = operation.checkResponse({ status: result.status, contentType, body: result.body });
    if (violation !== null) {
      const message = `${operation.method} ${operation.path} (${operation.operationId}) answered a response the contract does not allow: ${violation}`;
      options.violations.push(message);
      options.log.error(message);
      if (options.validateResponses === 'throw') {
        void reply.code(500).type('application/json').send({ errorCode: 41, errorMessage: message });
        return;
      }
    }
  }
  void reply.code(result.status).headers(result.headers ?? {});
  if (result.body === undefined || contentType === null) {
    void reply.send();
    return;
  }
  const payload = contentType === 'application/json' ? JSON.stringify(result.body) : result.body;
  void reply
    .type(contentType === 'application/json' ? 'application/json; charset=utf-8' : contentType)
    .send(payload);
}
