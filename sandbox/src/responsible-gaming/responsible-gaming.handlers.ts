import {
  SandboxError,
  ok,
  readBoolean,
  readString,
  requireCustomer,
  type OperationHandlers,
} from '../handlers/operation-handler.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import type { SandboxState } from '../state.ts';
import { requireOwnCustomer } from '../wallet/customer-id.guard.ts';
import { walletOf } from '../wallet/wallet.store.ts';
import { exclusionStatusOf, selfExclude, takeTimeout, type SelfExclusionPeriod } from './exclusion.rules.ts';
import type { LimitPeriod, LimitType } from './limit-types.ts';
import type { SettingsUpdate } from './limit-update.rule.ts';
import { limitsOf } from './limits.store.ts';
import { noRealtime, type Realtime } from './realtime.port.ts';

/** The label's default limits, which the registration and limits forms prefill (minor units). */
export const defaultLimits = [
  { type: 'PLACE_BET', period: 'DAILY', amount: 100000 },
  { type: 'PLACE_BET', period: 'WEEKLY', amount: 100000 },
  { type: 'PLACE_BET', period: 'MONTHLY', amount: 100000 },
  { type: 'MAX_BET_AMOUNT', period: 'ONCE', amount: 50000 },
] as const;

interface SelfExclusionRequest {
  readonly permanent: boolean;
  readonly period?: SelfExclusionPeriod;
  readonly password?: string;
}

/**
 * Limits, pending adjustments, self-exclusion and timeout. Self-exclusion and timeout end every session
 * of the customer after a SELF_EXCLUSION / PERMANENT_SE_BY_CUSTOMER / SE_BY_TIMEOUT notification.
 */
export function createResponsibleGamingHandlers(
  state: SandboxState,
  realtime: Realtime = noRealtime,
): OperationHandlers {
  const limits = limitsOf(state);
  const notify = (customerId: number, message: unknown): number =>
    realtime.publishToCustomer(customerId, message);

  const settingsOf = (player: PlayerRecord): object => {
    limits.settle(player, notify);
    return {
      limits: limits.limitsView(player),
      pendingLimits: limits.pendingView(player),
      ...exclusionStatusOf(player, state.now()),
      realityCheckInterval: player.realityCheckInterval,
    };
  };

  /** The self-exclusion tab (self-exclusion and timeout) is offered only when selfExcludeEnabled. */
  const requireSelfExclusionEnabled = (): void => {
    if (!state.customerConfig.selfExcludeEnabled)
      throw new SandboxError(400, 4, 'Self-exclusion is not enabled');
  };

  const endSessions = (player: PlayerRecord, message: { notificationType: string; data?: object }): void => {
    realtime.publishToCustomer(player.id, message);
    for (const session of state.tokens.sessionsOf(player.id)) {
      realtime.endSession(session.id, message.notificationType);
      state.tokens.revoke(session.id);
    }
  };

  return {
    getDefaultResponsibleGamingLimits: () => ok({ limits: defaultLimits }),

    getResponsibleGamingSettings: (context) => ok(settingsOf(requireOwnCustomer(context))),

    updateResponsibleGamingSettings: (context) => {
      const player = requireCustomer(context);
      if (!state.customerConfig.responsibleGamingLimitsEnabled)
        throw new SandboxError(400, 4, 'Responsible-gaming limits are not enabled');
      if (player.accountLockStatus === 'COOLING_OFF')
        throw new SandboxError(400, 66, 'Account is in a cooling-off period');
      if (limits.update(player, context.request.body as SettingsUpdate))
        walletOf(state).recordActivity(player, 'LIMIT_CHANGE');
      return ok(settingsOf(player));
    },

    confirmLimitAdjustment: (context) => {
      const player = requireCustomer(context);
      const raw = context.request.query.uniqueIds;
      const ids = (Array.isArray(raw) ? raw : [raw])
        .flatMap((v) => String(v).split(','))
        .filter((v) => v !== '');
      const body = context.request.body as { uniqueIds: string[] };
      if (
        new Set(body.uniqueIds).size !== new Set(ids).size ||
        !body.uniqueIds.every((id) => ids.includes(id))
      )
        throw new SandboxError(
          400,
          -1,
          'Request validation failed: body.uniqueIds must be the uniqueIds of the query',
        );
      limits.decide(player, ids, readBoolean(context.request.query, 'confirmed') === true);
      return { status: 204 };
    },

    getLimitRecords: (context) => {
      const player = requireCustomer(context);
      limits.settle(player, notify);
      const type = readString(context.request.query, 'type') as LimitType | undefined;
      const period = readString(context.request.query, 'period') as LimitPeriod | undefined;
      const wanted = (l: { type: string; period: string }): boolean =>
        (type === undefined || l.type === type) && (period === undefined || l.period === period);
      return ok({
        current: (limits.limitsView(player) as { type: string; period: string }[]).filter(wanted),
        pending: (limits.pendingView(player) as { type: string; period: string }[]).filter(wanted),
      });
    },

    getSelfExclusion: (context) => ok(exclusionStatusOf(requireCustomer(context), state.now())),

    selfExclude: (context) => {
      const player = requireCustomer(context);
      requireSelfExclusionEnabled();
      const body = context.request.body as SelfExclusionRequest;
      if (body.permanent === (body.period !== undefined))
        throw new SandboxError(
          400,
          -1,
          'Request validation failed: body.period is required for a temporary self-exclusion and absent for a permanent one',
        );
      if (body.password !== undefined && body.password !== player.password)
        throw new SandboxError(400, 1, 'Bad credentials');
      const detail = selfExclude(player, state.now(), body.period ?? null);
      walletOf(state).recordActivity(player, 'SELF_EXCLUSION');
      endSessions(
        player,
        detail.permanent
          ? { notificationType: 'PERMANENT_SE_BY_CUSTOMER' }
          : { notificationType: 'SELF_EXCLUSION', data: detail },
      );
      return ok(detail);
    },

    takeTimeout: (context) => {
      const player = requireCustomer(context);
      requireSelfExclusionEnabled();
      const { endDate } = context.request.body as { endDate: string };
      const detail = takeTimeout(player, state.now(), Date.parse(endDate));
      walletOf(state).recordActivity(player, 'TIMEOUT');
      endSessions(player, { notificationType: 'SE_BY_TIMEOUT', data: detail });
      return ok(detail);
    },
  };
}
