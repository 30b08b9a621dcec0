import type { FastifyInstance } from 'fastify';
import type { PlayerRecord } from '../seed/players.seed.ts';
import { findPlayerByUsername } from '../state.ts';
import { bodySchema, checkBody, controlError, type ControlContext } from './control-context.ts';

export type Delivery =
  { readonly ok: true; readonly count: number } | { readonly ok: false; readonly message: string };

/** Checks a message against the AsyncAPI document and delivers it to the player's live subscriptions. */
export function pushNotification(context: ControlContext, player: PlayerRecord, message: unknown): Delivery {
  const check = context.kinds.check(message);
  if (!check.ok) return check;
  return { ok: true, count: context.broker.publishToCustomer(player.id, message) };
}

const validateRequest = bodySchema<{ username: string; message: unknown }>({
  type: 'object',
  required: ['username', 'message'],
  properties: { username: { type: 'string', minLength: 1 }, message: {} },
});

/**
 * POST notifications { username, message } → 202 { delivered }: the message must be a
 * SocketMessage and, when its notificationType is a kind of the AsyncAPI document, match that kind's
 * payload; an undocumented kind is still delivered (clients must cope with kinds they do not know).
 * GET notification-kinds → every kind of the AsyncAPI document with its example payload.
 */
export function registerNotificationControls(app: FastifyInstance, context: ControlContext): void {
  app.post('/__sandbox/notifications', async (request, reply) => {
    if (!checkBody(validateRequest, request.body, reply)) return reply;
    const { username, message } = request.body;
    const player = findPlayerByUsername(context.state, username);
    const check = context.kinds.check(message);
    if (!check.ok) return controlError(reply, 400, check.message);
    if (player === undefined) return controlError(reply, 404, `No player "${username}"`);
    const delivery = pushNotification(context, player, message);
    if (!delivery.ok) return controlError(reply, 400, delivery.message);
    return reply.code(202).send({ delivered: delivery.count });
  });

  app.get('/__sandbox/notification-kinds', async (_request, reply) => reply.send(context.kinds.kinds));
}
