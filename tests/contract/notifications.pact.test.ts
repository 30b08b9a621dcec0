import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { parseNotification } from '@lv-casino/adapters/stomp/notification.mapper.ts';
import { NOTIFICATIONS_DESTINATION } from '@lv-casino/adapters/stomp/notifications.stomp-adapter.ts';
import { NotificationCatalogueTable } from '@lv-casino/core/notifications/notification-catalogue.table.ts';
import {
  NotificationDispatchUseCase,
  type NotificationOutcome,
} from '@lv-casino/core/notifications/notification-dispatch.use-case.ts';
import {
  notificationCatalogue,
  responsibleGamingPeriodValues,
  responsibleGamingTypeValues,
} from '@lv-casino/sdk/generated/notifications.ts';
import {
  createNotificationsPact,
  NOTIFICATION_STATES,
  NOTIFICATIONS_ASYNCAPI_OPERATION,
  type NotificationState,
} from './notifications/notification-pact.ts';

const { eachLike, integer, like, regex } = MatchersV3;

/**
 * Message pact of the realtime notifications (contracts/asyncapi/asyncapi.yaml, provider
 * lv-casino-customer-notifications): one asynchronous interaction per kind the web handles, and per
 * variant where a value changes the web's reaction. The message is handled the way the web does: the
 * STOMP MESSAGE body (the JSON text) goes through the real adapter's parser and core's dispatch over
 * the generated catalogue; the test asserts what the web then does. notificationType, statuses, limit
 * types and periods are exact (the reaction depends on them); ids, amounts and texts are matched by type.
 */

type JsonValue = string | number | boolean | null | JsonMap;
interface JsonMap {
  [key: string]: JsonValue;
}

/** One interaction: what happens at the provider, the message the web expects, and what the web does. */
interface Row {
  readonly description: string;
  readonly state: NotificationState;
  /** The provider state's parameters: how the provider comes to send the message. */
  readonly params: JsonMap;
  /** The message body, with Pact matchers where the value may vary. */
  readonly body: { readonly notificationType: string } & Readonly<Record<string, unknown>>;
  readonly outcome: NotificationOutcome;
}

const dispatch = new NotificationDispatchUseCase(new NotificationCatalogueTable(notificationCatalogue));

/** What the web does with a MESSAGE body of /user/queue/notifications (the adapter's parse, then core). */
function react(body: string): NotificationOutcome {
  const parsed = parseNotification(body);
  if (!parsed.ok) throw new Error(`the web drops the message: ${parsed.error}`);
  return dispatch.execute(parsed.value);
}

const oneOf = (values: readonly string[]): string => `^(${values.join('|')})$`;

/** What happens at the provider: a state (an event of the backend) and its facts. */
const when = (state: NotificationState, params: JsonMap = {}): Pick<Row, 'state' | 'params'> => ({
  state,
  params,
});

/** A game provider or the bonus engine refuses a bet by one of its rules. */
const refusedBy = (rule: string): Pick<Row, 'state' | 'params'> =>
  when(NOTIFICATION_STATES.betRefusedByRule, { rule });

function forceLogout(
  notificationType: string,
  messageKey: string,
  trigger: Pick<Row, 'state' | 'params'>,
): Row {
  return {
    description: `a ${notificationType} notification`,
    ...trigger,
    body: { notificationType },
    outcome: { kind: 'force-logout-open-login', notificationType, messageKey },
  };
}

type KycStatus = 'VERIFIED' | 'NOT_VERIFIED' | 'WAITING_BO_USER';

function kyc(
  notificationType: string,
  kycVerified: KycStatus,
  kycState: Extract<NotificationOutcome, { kind: 'update-kyc-status' }>['kycState'],
  trigger: Pick<Row, 'state' | 'params'>,
  description = `a ${notificationType} notification`,
): Row {
  return {
    description,
    ...trigger,
    body: { notificationType, data: { kycVerified } },
    outcome: { kind: 'update-kyc-status', notificationType, kycState },
  };
}

const kycChange = (kycVerified: KycStatus, kycNotVerifiedReason?: string): Pick<Row, 'state' | 'params'> => ({
  state: NOTIFICATION_STATES.kycChanges,
  params: { kycVerified, ...(kycNotVerifiedReason === undefined ? {} : { kycNotVerifiedReason }) },
});

function accountLock(
  accountLockStatus: string,
  outcome: Omit<Extract<NotificationOutcome, { kind: 'update-account-lock' }>, 'kind'>,
): Row {
  return {
    description: `an ACCOUNT_LOCK_STATUS_CHANGED notification to ${accountLockStatus}`,
    state: NOTIFICATION_STATES.lockChanges,
    params: { accountLockStatus },
    body: { notificationType: 'ACCOUNT_LOCK_STATUS_CHANGED', data: { accountLockStatus } },
    outcome: { kind: 'update-account-lock', ...outcome },
  };
}

const gamingOutcome = (
  notificationType: string,
  messageKey: string,
  values: Readonly<Record<string, string>> = {},
): NotificationOutcome => ({
  kind: 'open-gaming-modal',
  notificationType,
  message: { messageKey, values },
  next: { kind: 'open-modal', modal: 'socket-gaming', params: { notificationType } },
});

/** A kind that only opens the gaming modal with its catalogue message. */
const plainGaming = (
  notificationType: string,
  messageKey: string,
  trigger: Pick<Row, 'state' | 'params'>,
): Row => ({
  description: `a ${notificationType} notification`,
  ...trigger,
  body: { notificationType },
  outcome: gamingOutcome(notificationType, messageKey),
});

/** RESPONSIBLE_GAMING_ERROR: the message depends on the limit type and period. */
const breach = (
  responsibleGamingType: string,
  responsibleGamingPeriod: string,
  messageKey: string,
  trigger: Pick<Row, 'state' | 'params'>,
): Row => ({
  description: `a RESPONSIBLE_GAMING_ERROR notification for ${responsibleGamingType} ${responsibleGamingPeriod}`,
  ...trigger,
  body: { notificationType: 'RESPONSIBLE_GAMING_ERROR', responsibleGamingType, responsibleGamingPeriod },
  outcome: gamingOutcome('RESPONSIBLE_GAMING_ERROR', messageKey),
});

/** The player has a limit of `type` and `period`, and her next bet on `product` passes it. */
const hasLimit = (type: string, period: string, product: string): Pick<Row, 'state' | 'params'> =>
  when(NOTIFICATION_STATES.betPassesLimit, { type, period, product });

const GAMEPLAY_TEXT = 'Spēle šobrīd tiek apkalpota. Lūdzu, mēģiniet vēlāk.';

const rows: readonly Row[] = [
  // force-logout-open-login: the session ends, then the login modal shows the kind's message.
  forceLogout('SELF_EXCLUSION', 'gaming.error.self.excluded', {
    state: NOTIFICATION_STATES.selfExcludes,
    params: { permanent: false, period: 'ONE_YEAR' },
  }),
  forceLogout(
    'SESSION_LENGTH_EXCEEDED',
    'global.error.session.expired',
    when(NOTIFICATION_STATES.sessionOutlasted),
  ),
  forceLogout('PERMANENT_SE_BY_CUSTOMER', 'notifications.permanentSeByCustomer', {
    state: NOTIFICATION_STATES.selfExcludes,
    params: { permanent: true },
  }),
  forceLogout(
    'PERMANENT_SE_BY_OPERATOR',
    'notifications.permanentSeByOperator',
    when(NOTIFICATION_STATES.operatorExcludes),
  ),
  forceLogout(
    'SESSION_END_BY_OPERATOR',
    'notifications.sessionEndByOperator',
    when(NOTIFICATION_STATES.operatorEndsSession),
  ),
  forceLogout(
    'MULTIPLE_SESSIONS',
    'notifications.multipleSessions',
    when(NOTIFICATION_STATES.logsInOnTooManyDevices),
  ),
  forceLogout('SE_BY_TIMEOUT', 'notifications.seByTimeout', {
    state: NOTIFICATION_STATES.takesTimeout,
    params: { hours: 48 },
  }),
  forceLogout(
    'SESSION_END_DUE_INACTIVITY',
    'notifications.sessionEndDueInactivity',
    when(NOTIFICATION_STATES.sessionIdle),
  ),
  forceLogout(
    'SESSION_END_DUE_MAX_WIN_REACHED',
    'notifications.sessionEndDueMaxWinReached',
    when(NOTIFICATION_STATES.maximumWinReached),
  ),

  // update-kyc-status: the kind sets the KYC state; KYC_VERIFICATION_COMPLETED only when VERIFIED.
  kyc(
    'KYC_VERIFIED',
    'VERIFIED',
    { kycVerified: 'VERIFIED', kycNotVerifiedReason: null },
    kycChange('VERIFIED'),
  ),
  kyc(
    'KYC_NOT_VERIFIED',
    'NOT_VERIFIED',
    { kycVerified: 'NOT_VERIFIED', kycNotVerifiedReason: null },
    kycChange('NOT_VERIFIED'),
  ),
  kyc(
    'KYC_NOT_VERIFIED_SUSPICION',
    'NOT_VERIFIED',
    { kycVerified: 'NOT_VERIFIED', kycNotVerifiedReason: null },
    kycChange('NOT_VERIFIED', 'SUSPICION'),
  ),
  kyc(
    'KYC_NOT_VERIFIED_NEW_PAYMENT_METHOD',
    'NOT_VERIFIED',
    { kycVerified: 'NOT_VERIFIED', kycNotVerifiedReason: 'NEW_PAYMENT_METHOD' },
    kycChange('NOT_VERIFIED', 'NEW_PAYMENT_METHOD'),
  ),
  kyc(
    'KYC_WAITING_BO_USER',
    'WAITING_BO_USER',
    { kycVerified: 'WAITING_BO_USER', kycNotVerifiedReason: null },
    kycChange('WAITING_BO_USER'),
  ),
  kyc(
    'KYC_VERIFICATION_COMPLETED',
    'VERIFIED',
    { kycVerified: 'VERIFIED', kycNotVerifiedReason: null },
    when(NOTIFICATION_STATES.identityCheckCompletes, { outcome: 'approved' }),
    'a KYC_VERIFICATION_COMPLETED notification with kycVerified VERIFIED',
  ),
  kyc(
    'KYC_VERIFICATION_COMPLETED',
    'NOT_VERIFIED',
    null,
    when(NOTIFICATION_STATES.identityCheckCompletes, { outcome: 'refused' }),
    'a KYC_VERIFICATION_COMPLETED notification with kycVerified NOT_VERIFIED',
  ),

  // update-account-lock: every status but ACTIVE ends the session; an undocumented one is BLOCKED.
  accountLock('ACTIVE', {
    accountLockStatus: 'ACTIVE',
    forcesLogout: false,
    events: [{ kind: 'ACCOUNT_STATUS_ACTIVATED' }],
  }),
  accountLock('FROZEN', { accountLockStatus: 'FROZEN', forcesLogout: true, events: [] }),
  accountLock('INACTIVE', { accountLockStatus: 'INACTIVE', forcesLogout: true, events: [] }),
  accountLock('CLOSED', { accountLockStatus: 'CLOSED', forcesLogout: true, events: [] }),
  accountLock('COOLING_OFF', { accountLockStatus: 'COOLING_OFF', forcesLogout: true, events: [] }),
  accountLock('SUSPENDED', { accountLockStatus: 'BLOCKED', forcesLogout: true, events: [] }),

  {
    description: 'a REALITY_CHECK_START notification',
    ...when(NOTIFICATION_STATES.realityCheckPeriodStarts),
    body: { notificationType: 'REALITY_CHECK_START' },
    outcome: { kind: 'start-reality-check' },
  },

  {
    description: 'a RESPONSIBLE_GAMING_CHANGES_APPLY notification',
    state: NOTIFICATION_STATES.raisedLimitComesDue,
    params: { type: 'DEPOSIT', period: 'MONTHLY', currentAmount: 50000, newAmount: 100000 },
    body: {
      notificationType: 'RESPONSIBLE_GAMING_CHANGES_APPLY',
      data: {
        uniqueIds: eachLike(like('rg-adj-7f2d00')),
        limits: eachLike({
          type: regex(oneOf(responsibleGamingTypeValues), 'DEPOSIT'),
          period: regex(oneOf(responsibleGamingPeriodValues), 'MONTHLY'),
          currentAmount: integer(50000),
          newAmount: integer(100000),
        }),
      },
    },
    outcome: {
      kind: 'open-limits-changed-modal',
      change: {
        uniqueIds: ['rg-adj-7f2d00'],
        limits: [{ type: 'DEPOSIT', period: 'MONTHLY', currentAmount: 50000, newAmount: 100000 }],
      },
      next: { kind: 'open-modal', modal: 'socket-limits-changed' },
    },
  },

  // open-gaming-modal: a limit breach reads its message by limit type and period …
  breach('PLACE_BET', 'DAILY', 'notifications.rg.placeBet.daily', hasLimit('PLACE_BET', 'DAILY', 'RNG')),
  breach('CASINO_LOSS', 'WEEKLY', 'notifications.rg.loss.weekly', hasLimit('CASINO_LOSS', 'WEEKLY', 'RNG')),
  breach(
    'BETS_COUNT',
    'MONTHLY',
    'notifications.rg.betsCount.monthly',
    hasLimit('BETS_COUNT', 'MONTHLY', 'LIVE_CASINO'),
  ),
  breach(
    'SPORT_MAX_BET_AMOUNT',
    'ONCE',
    'notifications.rg.maxBet.daily',
    hasLimit('SPORT_MAX_BET_AMOUNT', 'ONCE', 'SPORT'),
  ),
  breach(
    'DEPOSIT',
    'MONTHLY',
    'notifications.rg.deposit.monthly',
    when(NOTIFICATION_STATES.depositPassesLimit),
  ),
  // … the maximum bet shows the provider's amount …
  {
    description: 'a MAX_BET_LIMIT_REACHED notification',
    ...when(NOTIFICATION_STATES.betsAboveMaximum),
    body: {
      notificationType: 'MAX_BET_LIMIT_REACHED',
      maxBetConfiguration: { maxBetAmount: integer(500), currency: regex('^[A-Z]{3}$', 'EUR') },
    },
    outcome: gamingOutcome('MAX_BET_LIMIT_REACHED', 'notifications.rg.maxBetLimitReached', {
      amount: '5.00 EUR',
    }),
  },
  // … the game restrictions show their catalogue message …
  plainGaming('REAL_MONEY_DISABLED', 'notifications.realMoneyDisabled', refusedBy('real-money-disabled')),
  plainGaming('GAME_EXCLUDED', 'notifications.gameExcluded', refusedBy('game-excluded')),
  plainGaming(
    'BET_NOT_APPLICABLE_DUE_TO_IN_PROGRESS_SPORTS_BETS',
    'notifications.betNotApplicableDueToInProgressSportsBets',
    refusedBy('sports-bets-in-progress'),
  ),
  plainGaming('XPOINT_STATUS_DENIED', 'notifications.xpointStatusDenied', refusedBy('location-denied')),
  plainGaming(
    'USER_ACCOUNT_FROZEN',
    'notifications.userAccountFrozen',
    when(NOTIFICATION_STATES.betsWhileFrozen),
  ),
  plainGaming(
    'BONUS_MONEY_PLAY',
    'notifications.bonusMoneyPlay',
    when(NOTIFICATION_STATES.betsWithBonusMoneyOnly),
  ),
  plainGaming('REAL_MONEY_PLAY', 'notifications.realMoneyPlay', when(NOTIFICATION_STATES.betsWithCash)),
  plainGaming(
    'CUSTOMER_DEVICE_NOT_APPLICABLE',
    'notifications.customerDeviceNotApplicable',
    refusedBy('bonus-device'),
  ),
  plainGaming(
    'GAME_PRODUCT_NOT_APPLICABLE',
    'notifications.gameProductNotApplicable',
    refusedBy('bonus-game-product'),
  ),
  plainGaming('GAME_NOT_APPLICABLE', 'notifications.gameNotApplicable', refusedBy('bonus-game')),
  plainGaming(
    'BET_MIN_MAX_ODD_NOT_APPLICABLE',
    'notifications.betMinMaxOddNotApplicable',
    refusedBy('bonus-odds'),
  ),
  plainGaming(
    'BET_MIN_MAX_AMOUNT_NOT_APPLICABLE',
    'notifications.betMinMaxAmountNotApplicable',
    refusedBy('bonus-amount'),
  ),
  plainGaming(
    'GAME_CATEGORY_NOT_APPLICABLE',
    'notifications.gameCategoryNotApplicable',
    refusedBy('bonus-game-category'),
  ),
  plainGaming(
    'GAME_PROVIDER_NOT_APPLICABLE',
    'notifications.gameProviderNotApplicable',
    refusedBy('bonus-game-provider'),
  ),
  // … and a gameplay message shows the provider's text.
  {
    description: 'a GAMEPLAY_MESSAGE notification',
    ...when(NOTIFICATION_STATES.gameplayMessage, { text: GAMEPLAY_TEXT }),
    body: { notificationType: 'GAMEPLAY_MESSAGE', data: { message: like(GAMEPLAY_TEXT) } },
    outcome: gamingOutcome('GAMEPLAY_MESSAGE', 'notifications.gameplayMessage', { message: GAMEPLAY_TEXT }),
  },

  {
    description: 'a BONUS_VIOLATION notification',
    ...when(NOTIFICATION_STATES.bonusRuleBroken, { reason: 'MAX_BET_EXCEEDED' }),
    body: {
      notificationType: 'BONUS_VIOLATION',
      data: { bonusAssetId: integer(4471), reason: like('MAX_BET_EXCEEDED') },
    },
    outcome: {
      kind: 'open-bonus-violation-modal',
      violation: { bonusAssetId: '4471', reason: 'MAX_BET_EXCEEDED' },
      messageKey: 'notifications.bonusViolation',
      next: { kind: 'open-modal', modal: 'socket-bonus-violation' },
    },
  },

  // The simple message: its id, which the popup loads (a designed kind).
  {
    description: 'a SIMPLE_MESSAGE notification',
    state: NOTIFICATION_STATES.simpleMessageSent,
    params: { content: '<p>Jūsu izmaksa 50,00 EUR ir apstiprināta.</p>' },
    body: { notificationType: 'SIMPLE_MESSAGE', data: { messageId: integer(800) } },
    outcome: {
      kind: 'show-simple-message',
      messageId: 800,
      next: { kind: 'open-modal', modal: 'simple-message', params: { messageId: '800' } },
    },
  },
];

describe('the message pact of the realtime notifications', () => {
  it('has an interaction for every notification kind of the contract, each described once', () => {
    const covered = new Set(rows.map((row) => row.body.notificationType));
    expect(notificationCatalogue.filter((entry) => !covered.has(entry.notificationType))).toEqual([]);
    expect(new Set(rows.map((row) => row.description)).size).toBe(rows.length);
  });

  it('has states that are events of the backend: no state or parameter names the kind it expects', () => {
    const kinds = new Set<string>(notificationCatalogue.map((entry) => entry.notificationType));
    const named = rows.filter(({ state, params }) =>
      [...state.split(/[^A-Z_]+/), ...Object.values(params).map(String)].some((word) => kinds.has(word)),
    );
    expect(named.map((row) => row.description)).toEqual([]);
  });

  it.each(rows)('$description: the web reacts with $outcome.kind', async (row) => {
    const outcome = await createNotificationsPact()
      .addAsynchronousInteraction()
      .given(row.state, row.params)
      .reference('AsyncAPI', 'operationId', NOTIFICATIONS_ASYNCAPI_OPERATION)
      .expectsToReceive(row.description, (message) =>
        message.withMetadata({ destination: NOTIFICATIONS_DESTINATION }).withJSONContent(row.body),
      )
      .executeTest((message) => Promise.resolve(react(JSON.stringify(message.contents.content))));

    expect(outcome).toEqual(row.outcome);
  });
});
