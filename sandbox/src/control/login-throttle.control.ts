import type { FastifyInstance } from 'fastify';
import type { LoginThrottlePolicy } from '../auth/login-throttle.ts';
import { bodySchema, checkBody, controlError, type ControlContext } from './control-context.ts';

const validatePolicy = bodySchema<Partial<LoginThrottlePolicy>>({
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    freeFailures: { type: 'integer', minimum: 0, maximum: 1000 },
    firstWaitMs: { type: 'integer', minimum: 1000, maximum: 86_400_000 },
    maxWaitMs: { type: 'integer', minimum: 1000, maximum: 86_400_000 },
  },
});

/**
 * GET login-throttle: the policy `{ freeFailures, firstWaitMs, maxWaitMs }` of failed password logins
 * per username. PUT changes it (freeFailures 0 switches the throttle off) and forgets the counted
 * failures; DELETE only forgets them (every username may log in at once).
 */
export function registerLoginThrottleControls(app: FastifyInstance, context: ControlContext): void {
  const { loginThrottle } = context.state;

  app.get('/__sandbox/login-throttle', async (_request, reply) => reply.send(loginThrottle.policy));

  app.put('/__sandbox/login-throttle', async (request, reply) => {
    if (!checkBody(validatePolicy, request.body, reply)) return reply;
    try {
      loginThrottle.configure({ ...loginThrottle.policy, ...request.body });
    } catch (error) {
      return controlError(reply, 400, error instanceof Error ? error.message : String(error));
    }
    return reply.send(loginThrottle.policy);
  });

  app.delete('/__sandbox/login-throttle', async (_request, reply) => {
    loginThrottle.configure(loginThrottle.policy);
    return reply.code(204).send();
  });
}
