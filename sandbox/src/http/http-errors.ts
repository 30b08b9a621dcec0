import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorResponse } from '../dto.ts';
import type { SandboxLogger } from './sandbox-logger.ts';

/**
 * Body parsing and framework errors as the contract's ErrorResponse. An empty `application/json` body
 * counts as no body (so a body-less POST passes, or fails request validation when a body is required);
 * malformed JSON, an unsupported media type or an oversized body answer 400 with errorCode -1, anything
 * else 500 with errorCode 41.
 */
export function registerHttpErrors(app: FastifyInstance, log: SandboxLogger): void {
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

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const body: ErrorResponse = { errorCode: -1, errorMessage: `Bad request: ${error.message}` };
      return reply.code(400).type('application/json; charset=utf-8').send(body);
    }
    log.error(`${request.method} ${request.url} failed: ${error.stack ?? error.message}`);
    const body: ErrorResponse = { errorCode: 41, errorMessage: 'General server error' };
    return reply.code(500).type('application/json; charset=utf-8').send(body);
  });
}
