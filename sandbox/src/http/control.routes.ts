import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ErrorResponse } from '../dto.ts';
import type { JsonObject } from '../openapi/openapi-document.ts';
import { describeError } from '../openapi/schema-validator.ts';
import { findPlayerByUsername, type SandboxState } from '../state.ts';

/** What the control API needs of the STOMP broker. */
export interface ControlBroker {
  publishToCustomer(customerId: number, message: unknown): number;
  connectionsOf(customerId: number): number;
}

/** True for 127.0.0.0/8 and ::1, also in their IPv4-mapped IPv6 form. */
export function isLoopback(address: string | undefined): boolean {
  return address !== undefined && (address === '::1' || /^(::ffff:)?127\./.test(address));
}

interface NotificationRequest {
  readonly username: string;
  readonly message: Readonly<Record<string, unknown>>;
}

/** Validators of the control API's bodies; a pushed message must be the AsyncAPI's SocketMessage. */
function createValidators(asyncApi: JsonObject): {
  notification: ValidateFunction<NotificationRequest>;
  username: ValidateFunction<{ username: string }>;
} {
  // strict: false because the AsyncAPI schemas carry x-* keywords.
  const ajv = new Ajv2020({ strict: false });
  ajv.addSchema(asyncApi, 'asyncapi.json');
  const username = { type: 'string', minLength: 1 };
  return {
    notification: ajv.compile<NotificationRequest>({
      type: 'object',
      required: ['username', 'message'],
      properties: { username, message: { $ref: 'asyncapi.json#/components/schemas/SocketMessage' } },
    }),
    username: ajv.compile<{ username: string }>({
      type: 'object',
      required: ['username'],
      properties: { username },
    }),
  };
}

const fail = (reply: FastifyReply, status: number, errorMessage: string): FastifyReply =>
  reply.code(status).send({ errorCode: -1, errorMessage } satisfies ErrorResponse);

/**
 * The operator's control API under /__sandbox, for loopback callers only (others get 403):
 * - POST /__sandbox/notifications { username, message } → 202 { delivered }: pushes the message (a
 *   SocketMessage of the AsyncAPI document) to the player's live `/user/queue/notifications` subscriptions.
 * - POST /__sandbox/tokens/expire { username } → 200 { sessions }: expires the player's access tokens,
 *   so the next private call answers 96.
 * - GET /__sandbox/players → 200 the players with their sessions and live connections.
 */
export function registerControlRoutes(
  app: FastifyInstance,
  state: SandboxState,
  broker: ControlBroker,
  asyncApi: JsonObject,
): void {
  const validate = createValidators(asyncApi);
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/__sandbox') && !isLoopback(request.socket.remoteAddress)) {
      await reply
        .code(403)
        .send({ errorCode: 4, errorMessage: 'The control API accepts loopback callers only' });
    }
  });

  app.post('/__sandbox/notifications', async (request, reply) => {
    if (!validate.notification(request.body))
      return fail(reply, 400, describeError(validate.notification.errors, 'body'));
    const { username, message } = request.body;
    const player = findPlayerByUsername(state, username);
    if (player === undefined) return fail(reply, 404, `No player "${username}"`);
    return reply.code(202).send({ delivered: broker.publishToCustomer(player.id, message) });
  });

  app.post('/__sandbox/tokens/expire', async (request, reply) => {
    if (!validate.username(request.body))
      return fail(reply, 400, describeError(validate.username.errors, 'body'));
    const { username } = request.body;
    const player = findPlayerByUsername(state, username);
    if (player === undefined) return fail(reply, 404, `No player "${username}"`);
    return reply.send({ sessions: state.tokens.expireAccessTokensOf(player.id) });
  });

  app.get('/__sandbox/players', async (_request, reply) =>
    reply.send(
      state.players.map((p) => ({
        id: p.id,
        username: p.username,
        firstName: p.firstName,
        lastName: p.lastName,
        accountLockStatus: p.accountLockStatus,
        kycVerified: p.kycVerified,
        cashBalance: p.cashBalance,
        bonusBalance: p.bonusBalance,
        sessions: state.tokens.sessionsOf(p.id).length,
        connections: broker.connectionsOf(p.id),
      })),
    ),
  );
}
