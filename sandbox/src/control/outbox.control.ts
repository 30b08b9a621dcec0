import type { FastifyInstance } from 'fastify';
import { bodySchema, checkBody, type ControlContext } from './control-context.ts';
import type { OutboxKind } from './outbox.store.ts';

const validateQuery = bodySchema<{ username?: string; kind?: OutboxKind }>({
  type: 'object',
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 1 },
    kind: { enum: ['activation', 'reset', 'sms'] },
  },
});

/** GET outbox?username&kind → the messages the sandbox would have sent, newest first; DELETE empties it. */
export function registerOutboxControls(app: FastifyInstance, context: ControlContext): void {
  app.get('/__sandbox/outbox', async (request, reply) => {
    const query = { ...(request.query as Record<string, unknown>) };
    if (!checkBody(validateQuery, query, reply, 'query')) return reply;
    return reply.send(context.state.outbox.list(query));
  });

  app.delete('/__sandbox/outbox', async (_request, reply) => {
    context.state.outbox.clear();
    return reply.code(204).send();
  });
}
