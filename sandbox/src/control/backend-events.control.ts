import type { FastifyInstance } from 'fastify';
import { SandboxError } from '../handlers/operation-handler.ts';
import { findPlayerByUsername } from '../state.ts';
import { applyBackendEvent, refusalRules, type BackendEvent } from './backend-events.ts';
import { bodySchema, checkBody, controlError, type ControlContext } from './control-context.ts';
import { pushNotification } from './notifications.control.ts';

const amount = { type: 'integer', minimum: 1, maximum: 100_000_000 } as const;
const only = (event: string, properties: Record<string, object> = {}): object => ({
  type: 'object',
  additionalProperties: false,
  required: ['event', ...Object.keys(properties)],
  properties: { event: { const: event }, ...properties },
});

const validateEvent = bodySchema<BackendEvent>({
  oneOf: [
    only('session-ended', { cause: { enum: ['operator', 'length', 'inactivity', 'maximum-win'] } }),
    only('excluded-by-operator'),
    only('identity-check-completed', { outcome: { enum: ['approved', 'refused'] } }),
    only('reality-check-started'),
    only('bet-placed', { product: { enum: ['RNG', 'LIVE_CASINO', 'SPORT'] }, amount }),
    only('deposit-attempted', { amount }),
    only('bet-refused', { rule: { enum: Object.keys(refusalRules) } }),
    only('gameplay-message', { text: { type: 'string', minLength: 1, maxLength: 500 } }),
    only('bonus-rule-broken', { reason: { type: 'string', minLength: 1, maxLength: 100 } }),
  ],
});

/**
 * POST players/{username}/events `{ event, …facts }` → `{ delivered, message }`: something happens to
 * the player in the backend outside the customer-facing API (see {@link BackendEvent}); the sandbox
 * applies it to her state, works out her notification and pushes it to her live connections; an event
 * that ends her sessions then closes them and revokes their tokens. An event that cannot happen to her
 * answers 400 with the reason and changes nothing; an unknown player 404.
 */
export function registerBackendEventControls(app: FastifyInstance, context: ControlContext): void {
  const { state, broker } = context;

  app.post<{ Params: { username: string } }>(
    '/__sandbox/players/:username/events',
    async (request, reply) => {
      if (!checkBody(validateEvent, request.body, reply)) return reply;
      const player = findPlayerByUsername(state, request.params.username);
      if (player === undefined) return controlError(reply, 404, `No player "${request.params.username}"`);
      let outcome: ReturnType<typeof applyBackendEvent>;
      try {
        outcome = applyBackendEvent(state, player, request.body);
      } catch (error) {
        if (!(error instanceof SandboxError)) throw error;
        return controlError(reply, 400, error.message);
      }
      const delivered = pushNotification(context, player, outcome.message);
      if (!delivered.ok) return controlError(reply, 500, delivered.message);
      if (outcome.endsSessions) {
        for (const session of state.tokens.sessionsOf(player.id)) {
          broker.endSession(session.id, outcome.message.notificationType);
          state.tokens.revoke(session.id);
        }
      }
      return reply.send({ delivered: delivered.count, message: outcome.message });
    },
  );
}
