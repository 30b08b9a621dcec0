import { errorCodes, type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { ErrorResponse } from '../dto.ts';
import { jsonBodyLimitBytes } from '../openapi/request-body-limits.ts';
import { closeIfBodyIsLarge, hasBody, isMultipart } from './early-refusal.ts';
import type { SandboxLogger } from './sandbox-logger.ts';

/**
 * Largest accepted body of a route that sets no limit of its own, in bytes (1 MiB). The API routes set
 * their operation's limit (see `openapi/request-body-limits.ts`).
 */
export const bodyLimitBytes = jsonBodyLimitBytes;

const json = 'application/json; charset=utf-8';

/**
 * Body parsing and framework errors as the contract's ErrorResponse, so bad input never crashes the
 * server. An empty `application/json` body, or an empty body without a media type (sent chunked), counts
 * as no body (so a body-less POST passes, or fails request validation when a body is required); malformed
 * JSON and an unsupported media type answer 400 with errorCode -1; a body over the route's limit (1 MiB;
 * an upload operation's own) 413 with errorCode -1; anything else 500 with errorCode 41.
 * multipart/form-data bodies reach handlers as the raw Buffer, on the contract's upload operations only
 * (and routes whose config says `multipart: true`): any other route, and unknown paths, refuse them
 * before reading them. Fastify must be created with
 * `bodyLimit: bodyLimitBytes`.
 */
export function registerHttpErrors(app: FastifyInstance, log: SandboxLogger): void {
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config as { multipart?: unknown; operationId?: unknown };
    // API routes check their own media types (after the bearer check); other routes take no uploads
    // unless they say so (`config: { multipart: true }`, e.g. the stand-in pages' forms).
    const checkedElsewhere = typeof config.operationId === 'string' || config.multipart === true;
    if (checkedElsewhere || !isMultipart(request) || !hasBody(request)) return;
    closeIfBodyIsLarge(request, reply);
    const body: ErrorResponse = {
      errorCode: -1,
      errorMessage: `Unsupported media type multipart/form-data: ${request.method} ${request.url.split('?')[0] ?? ''} takes no uploads`,
    };
    await reply.code(400).type(json).send(body);
  });
  // No operation of the contract takes text; a text body is a client bug, answered as a wrong media type.
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const body = typeof text === 'string' ? text : text.toString('utf8');
    if (body.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(body));
    } catch {
      const error = new Error('Request body is not valid JSON') as FastifyError;
      error.statusCode = 400;
      done(error, undefined);
    }
  });
  // A body without a media type counts as no body when it is empty: a POST without content that a proxy
  // (Pact's verifier) forwards chunked. Any other body of an unknown media type is not read.
  app.addContentTypeParser('*', async (request: FastifyRequest, payload: AsyncIterable<Buffer>) => {
    if (request.headers['content-type'] === undefined) {
      for await (const chunk of payload) {
        if (chunk.length > 0) throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE();
      }
      return undefined;
    }
    throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE();
  });
  // The limit is the route's (an upload operation's, from the contract).
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) {
      const limit = request.routeOptions.bodyLimit;
      const multipart = isMultipart(request);
      const operationId = (request.routeOptions.config as { operationId?: unknown }).operationId;
      const body: ErrorResponse = {
        errorCode: -1,
        errorMessage: `Request body too large: the limit is ${limit} bytes (${Math.round((limit / 1024 / 1024) * 100) / 100} MiB)${multipart && typeof operationId === 'string' ? ` for multipart/form-data of ${operationId}` : ''}`,
      };
      return reply.code(413).type(json).send(body);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      const body: ErrorResponse = {
        errorCode: -1,
        errorMessage: `Unsupported media type ${request.headers['content-type'] ?? '(none)'}: send application/json (multipart/form-data for uploads)`,
      };
      return reply.code(400).type(json).send(body);
    }
    if (status >= 400 && status < 500) {
      const body: ErrorResponse = { errorCode: -1, errorMessage: `Bad request: ${error.message}` };
      return reply.code(400).type(json).send(body);
    }
    log.error(`${request.method} ${request.url} failed: ${error.stack ?? error.message}`);
    const body: ErrorResponse = { errorCode: 41, errorMessage: 'General server error' };
    return reply.code(500).type(json).send(body);
  });
}
