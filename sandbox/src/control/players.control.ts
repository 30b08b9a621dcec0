import type { FastifyInstance } from 'fastify';
import type { KycStatus } from '../dto.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import { bonusesOf } from '../bonuses/bonus.store.ts';
import { inboxOf } from '../inbox/inbox.store.ts';
import { sourceOfFundsOf } from '../account/source-of-funds.store.ts';
import { limitsOf } from '../responsible-gaming/limits.store.ts';
import { findPlayerByUsername } from '../state.ts';
import { bodySchema, checkBody, controlError, type ControlContext } from './control-context.ts';
import { pushNotification } from './notifications.control.ts';

interface KycRequest {
  readonly kycVerified: KycStatus;
  readonly kycNotVerifiedReason?: string | null;
  readonly notify?: boolean;
}

interface LockRequest {
  readonly accountLockStatus: string;
  readonly notify?: boolean;
}

const validateKyc = bodySchema<KycRequest>({
  type: 'object',
  required: ['kycVerified'],
  additionalProperties: false,
  properties: {
    kycVerified: { enum: ['VERIFIED', 'NOT_VERIFIED', 'WAITING_BO_USER'] },
    kycNotVerifiedReason: { type: ['string', 'null'], minLength: 1 },
    notify: { type: 'boolean' },
  },
});

const validateLock = bodySchema<LockRequest>({
  type: 'object',
  required: ['accountLockStatus'],
  additionalProperties: false,
  properties: {
    accountLockStatus: { type: 'string', pattern: '^[A-Z][A-Z_]*$' },
    notify: { type: 'boolean' },
  },
});

const validateTerms = bodySchema<{ accepted: boolean }>({
  type: 'object',
  required: ['accepted'],
  additionalProperties: false,
  properties: { accepted: { type: 'boolean' } },
});

const validateSimpleMessage = bodySchema<{ content: string; notify?: boolean }>({
  type: 'object',
  required: ['content'],
  additionalProperties: false,
  properties: { content: { type: 'string', minLength: 1, maxLength: 4000 }, notify: { type: 'boolean' } },
});

interface BonusOffer {
  readonly bonusName: string;
  readonly bonusAmount: number;
  readonly wageringRequirement: number;
  readonly wageringProducts?: readonly ('CASINO' | 'LIVE_CASINO')[];
  readonly expiresInDays?: number;
}

const validateBonus = bodySchema<BonusOffer>({
  type: 'object',
  required: ['bonusName', 'bonusAmount', 'wageringRequirement'],
  additionalProperties: false,
  properties: {
    bonusName: { type: 'string', minLength: 1, maxLength: 120 },
    bonusAmount: { type: 'integer', minimum: 1, maximum: 100_000_000 },
    wageringRequirement: { type: 'integer', minimum: 0, maximum: 1_000_000_000 },
    wageringProducts: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { enum: ['CASINO', 'LIVE_CASINO'] },
    },
    expiresInDays: { type: 'integer', minimum: 1, maximum: 365 },
  },
});

const validateSourceOfFunds = bodySchema<{ dueDate: string }>({
  type: 'object',
  required: ['dueDate'],
  additionalProperties: false,
  properties: { dueDate: { type: 'string', minLength: 1, maxLength: 40 } },
});

const validateExpiry = bodySchema<{ username: string; refreshTokens?: boolean }>({
  type: 'object',
  required: ['username'],
  additionalProperties: false,
  properties: { username: { type: 'string', minLength: 1 }, refreshTokens: { type: 'boolean' } },
});

/** The KYC notification kind matching a new status (account-and-session.md §4 KYC). */
export function kycNotificationType(kycVerified: KycStatus, reason: string | null): string {
  if (kycVerified === 'VERIFIED') return 'KYC_VERIFIED';
  if (kycVerified === 'WAITING_BO_USER') return 'KYC_WAITING_BO_USER';
  if (reason === 'NEW_PAYMENT_METHOD') return 'KYC_NOT_VERIFIED_NEW_PAYMENT_METHOD';
  if (reason === 'SUSPICION') return 'KYC_NOT_VERIFIED_SUSPICION';
  return 'KYC_NOT_VERIFIED';
}

/** A player as the control API lists it. */
function summary(context: ControlContext, p: PlayerRecord): Record<string, unknown> {
  return {
    id: p.id,
    username: p.username,
    email: p.email,
    firstName: p.firstName,
    lastName: p.lastName,
    lang: p.lang,
    accountLockStatus: p.accountLockStatus,
    kycVerified: p.kycVerified,
    kycNotVerifiedReason: p.kycNotVerifiedReason,
    cashBalance: p.cashBalance,
    bonusBalance: p.bonusBalance,
    sessions: context.state.tokens.sessionsOf(p.id).length,
    connections: context.broker.connectionsOf(p.id),
  };
}

/**
 * GET players; PUT players/{username}/kyc and …/lock (with `notify: true` the matching notification
 * is pushed to the player's live connections); POST players/{username}/simple-messages { content,
 * notify? } (a new on-site message; with notify, SIMPLE_MESSAGE is pushed); POST
 * players/{username}/bonuses { bonusName, bonusAmount, wageringRequirement, wageringProducts?,
 * expiresInDays? } (a new AVAILABLE bonus to claim); GET players/{username}/simple-messages (with
 * their read marks); POST players/{username}/limits/due (pending limit adjustments due now: the player
 * is asked to confirm them by RESPONSIBLE_GAMING_CHANGES_APPLY); PUT players/{username}/source-of-funds
 * { dueDate } (a source-of-funds declaration is due); POST tokens/expire { username, refreshTokens? } (access
 * tokens answer 96 from now on; with refreshTokens also the next refresh answers 98).
 */
export function registerPlayerControls(app: FastifyInstance, context: ControlContext): void {
  const { state } = context;

  app.get('/__sandbox/players', async (_request, reply) =>
    reply.send(state.players.map((p) => summary(context, p))),
  );

  app.put<{ Params: { username: string } }>('/__sandbox/players/:username/kyc', async (request, reply) => {
    if (!checkBody(validateKyc, request.body, reply)) return reply;
    const player = findPlayerByUsername(state, request.params.username);
    if (player === undefined) return controlError(reply, 404, `No player "${request.params.username}"`);
    const { kycVerified, notify } = request.body;
    player.kycVerified = kycVerified;
    player.kycNotVerifiedReason =
      kycVerified === 'NOT_VERIFIED' ? (request.body.kycNotVerifiedReason ?? null) : null;
    if (notify !== true) return reply.send({ player: summary(context, player) });
    const message = {
      notificationType: kycNotificationType(kycVerified, player.kycNotVerifiedReason),
      data: { kycVerified },
    };
    const delivered = pushNotification(context, player, message);
    if (!delivered.ok) return controlError(reply, 400, delivered.message);
    return reply.send({ player: summary(context, player), delivered: delivered.count, message });
  });

  app.put<{ Params: { username: string } }>('/__sandbox/players/:username/lock', async (request, reply) => {
    if (!checkBody(validateLock, request.body, reply)) return reply;
    const player = findPlayerByUsername(state, request.params.username);
    if (player === undefined) return controlError(reply, 404, `No player "${request.params.username}"`);
    const { accountLockStatus, notify } = request.body;
    player.accountLockStatus = accountLockStatus;
    if (notify !== true) return reply.send({ player: summary(context, player) });
    const message = { notificationType: 'ACCOUNT_LOCK_STATUS_CHANGED', data: { accountLockStatus } };
    const delivered = pushNotification(context, player, message);
    if (!delivered.ok) return controlError(reply, 400, delivered.message);
    return reply.send({ player: summary(context, player), delivered: delivered.count, message });
  });

  // New terms published: the player must accept them again (the web opens the tac modal).
  app.put<{ Params: { username: string } }>('/__sandbox/players/:username/terms', async (request, reply) => {
    if (!checkBody(validateTerms, request.body, reply)) return reply;
    const player = findPlayerByUsername(state, request.params.username);
    if (player === undefined) return controlError(reply, 404, `No player "${request.params.username}"`);
    player.acceptTermsAndConditions = request.body.accepted;
    return reply.send({ player: summary(context, player) });
  });

  app.post<{ Params: { username: string } }>(
    '/__sandbox/players/:username/simple-messages',
    async (request, reply) => {
      if (!checkBody(validateSimpleMessage, request.body, reply)) return reply;
      const player = findPlayerByUsername(state, request.params.username);
      if (player === undefined) return controlError(reply, 404, `No player "${request.params.username}"`);
      const simpleMessage = inboxOf(state).addSimpleMessage(player, request.body.content);
      if (request.body.notify !== true) return reply.send({ simpleMessage });
      const message = { notificationType: 'SIMPLE_MESSAGE', data: { messageId: simpleMessage.id } };
      const delivered = pushNotification(context, player, message);
      if (!delivered.ok) return controlError(reply, 400, delivered.message);
      return reply.send({ simpleMessage, delivered: delivered.count, message });
    },
  );

  app.post<{ Params: { username: string } }>(
    '/__sandbox/players/:username/bonuses',
    async (request, reply) => {
      if (!checkBody(validateBonus, request.body, reply)) return reply;
      const player = findPlayerByUsername(state, request.params.username);
      if (player === undefined) return controlError(reply, 404, `No player "${request.params.username}"`);
      const offer = request.body;
      const bonus = bonusesOf(state).grant(player, {
        ...offer,
        wageringProducts: offer.wageringProducts ?? ['CASINO'],
        expiresInDays: offer.expiresInDays ?? 7,
      });
      return reply.send({ bonus });
    },
  );

  app.get<{ Params: { username: string } }>(
    '/__sandbox/players/:username/simple-messages',
    async (request, reply) => {
      const player = findPlayerByUsername(state, request.params.username);
      if (player === undefined) return controlError(reply, 404, `No player "${request.params.username}"`);
      return reply.send(inboxOf(state).simpleMessagesOf(player));
    },
  );

  app.post<{ Params: { username: string } }>(
    '/__sandbox/players/:username/limits/due',
    async (request, reply) => {
      const player = findPlayerByUsername(state, request.params.username);
      if (player === undefined) return controlError(reply, 404, `No player "${request.params.username}"`);
      let delivered = 0;
      const due = limitsOf(state).makeDue(player, (customerId, message) => {
        delivered = context.broker.publishToCustomer(customerId, message);
        return delivered;
      });
      return reply.send({ due, delivered });
    },
  );

  app.put<{ Params: { username: string } }>(
    '/__sandbox/players/:username/source-of-funds',
    async (request, reply) => {
      if (!checkBody(validateSourceOfFunds, request.body, reply)) return reply;
      const player = findPlayerByUsername(state, request.params.username);
      if (player === undefined) return controlError(reply, 404, `No player "${request.params.username}"`);
      if (Number.isNaN(Date.parse(request.body.dueDate)))
        return controlError(reply, 400, 'body.dueDate is not a date-time');
      sourceOfFundsOf(state).require(player.id, request.body.dueDate);
      return reply.send({ dueDate: request.body.dueDate });
    },
  );

  app.post('/__sandbox/tokens/expire', async (request, reply) => {
    if (!checkBody(validateExpiry, request.body, reply)) return reply;
    const { username, refreshTokens } = request.body;
    const player = findPlayerByUsername(state, username);
    if (player === undefined) return controlError(reply, 404, `No player "${username}"`);
    if (refreshTokens === true) state.tokens.expireRefreshTokensOf(player.id);
    return reply.send({ sessions: state.tokens.expireAccessTokensOf(player.id) });
  });
}
