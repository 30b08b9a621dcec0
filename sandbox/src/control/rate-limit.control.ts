import type { FastifyInstance } from 'fastify';
import { maxRateLimit, type RateLimit } from '../http/rate-limiter.ts';
import { bodySchema, checkBody, type ControlContext } from './control-context.ts';

const validateRateLimit = bodySchema<Partial<RateLimit>>({
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    max: { type: 'integer', minimum: 0, maximum: maxRateLimit.max },
    windowMs: { type: 'integer', minimum: 1000, maximum: maxRateLimit.windowMs },
  },
});

/**
 * GET rate-limit: `{ max, windowMs, operations }` (the limit and the operations it applies to: those
 * whose contract declares a 429). PUT rate-limit `{ max?, windowMs? }` changes the limit (max 0 switches
 * it off) and forgets the counted calls; DELETE rate-limit only forgets them.
 */
export function registerRateLimitControls(app: FastifyInstance, context: ControlContext): void {
  const { rateLimiter } = context.state;
  const operations = context.operations.filter((o) => o.rateLimited).map((o) => o.operationId);
  const view = () => ({ ...rateLimiter.limit, operations });

  app.get('/__sandbox/rate-limit', async (_request, reply) => reply.send(view()));

  app.put('/__sandbox/rate-limit', async (request, reply) => {
    if (!checkBody(validateRateLimit, request.body, reply)) return reply;
    rateLimiter.configure({ ...rateLimiter.limit, ...request.body });
    return reply.send(view());
  });

  app.delete('/__sandbox/rate-limit', async (_request, reply) => {
    rateLimiter.reset();
    return reply.code(204).send();
  });
}
