import { coolingPeriodMs } from '@lv-casino/sandbox/responsible-gaming/limits.store.ts';
import { defaultMaxSessionsPerCustomer } from '@lv-casino/sandbox/auth/token.store.ts';
import { walletOf } from '@lv-casino/sandbox/wallet/wallet.store.ts';
import { demoPassword, demoPlayers, type PlayerRecord } from '@lv-casino/sandbox/seed/players.seed.ts';
import type { Sandbox } from '@lv-casino/sandbox/server.ts';
import { CLIENT_HEADERS } from '../pact-setup.ts';
import { NOTIFICATION_STATES, type NotificationState } from './notification-pact.ts';
import { NotificationSubscriber } from './stomp-subscriber.ts';

type Params = Readonly<Record<string, unknown>>;

/** A logged-in player with a live subscription to her notifications. */
export interface Scene {
  readonly player: PlayerRecord;
  readonly accessToken: string;
  readonly subscriber: NotificationSubscriber;
}

/** Makes the sandbox send the notification a provider state describes to the scene's player. */
export type Trigger = (scene: Scene, params: Params) => Promise<void>;

/** What the triggers drive: the sandbox and the clock it was started with. */
export interface TriggerContext {
  readonly sandbox: Sandbox;
  /** Moves the sandbox's clock forward. */
  advanceClock(ms: number): void;
}

const API = '/api/v1/customerfacing';
const hourMs = 60 * 60 * 1000;
/** Longest wait for the sandbox's STOMP broker (connect and subscribe). */
export const STOMP_TIMEOUT_MS = 3000;

function parameter(params: Params, name: string): unknown {
  if (!(name in params)) throw new Error(`the provider state needs the parameter "${name}"`);
  return params[name];
}

/** A call of the sandbox (HTTP API with the client headers, or control API); throws unless `expected` answers. */
async function call(
  sandbox: Sandbox,
  method: string,
  path: string,
  expected: number,
  { body, token }: { readonly body?: unknown; readonly token?: string } = {},
): Promise<unknown> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: {
      ...CLIENT_HEADERS,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status !== expected) {
    throw new Error(`${method} ${path} answered ${response.status}, not ${expected}: ${text.slice(0, 300)}`);
  }
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/** Logs a player in over the HTTP API, as the web does; answers the access token. */
async function logIn(sandbox: Sandbox, player: PlayerRecord): Promise<string> {
  const tokens = (await call(sandbox, 'POST', '/api/v2/customerfacing/login', 200, {
    body: { username: player.username, password: demoPassword, rememberme: false },
  })) as { readonly accessToken: string };
  return tokens.accessToken;
}

let playerCount = 0;

/**
 * A new active, KYC-verified player shaped like anna (a copy with a new id, so no earlier interaction's
 * self-exclusion, lock or limits touch her), logged in over HTTP and subscribed over STOMP. She has no
 * reality-check interval: the sandbox starts a set one with REALITY_CHECK_START on the first
 * subscription of a login, which would come before the interaction's message.
 */
export async function openScene(sandbox: Sandbox): Promise<Scene> {
  const template = demoPlayers().find((p) => p.username === 'anna');
  if (template === undefined) throw new Error('the seed has no player anna');
  const { state } = sandbox;
  const id = Math.max(...state.players.map((p) => p.id)) + 1;
  const username = `pact.notify.${String(++playerCount)}`;
  const player: PlayerRecord = {
    ...template,
    id,
    username,
    email: `${username}@example.lv`,
    realityCheckInterval: null,
  };
  state.players.push(player);
  const accessToken = await logIn(sandbox, player);
  const brokerUrl = `${sandbox.url.replace(/^http/, 'ws')}/ws`;
  const subscriber = await NotificationSubscriber.open(brokerUrl, accessToken, STOMP_TIMEOUT_MS);
  return { player, accessToken, subscriber };
}

/** A casino bet small enough for any player's cash, and the limit a bet of it passes. */
const BET = 500;
const SMALL_LIMIT = 100;

/**
 * How the sandbox comes to send each provider state's notification: the event the state names happens
 * to the scene's player, through the HTTP API where the player causes it (self-exclusion, timeout,
 * limits, logins), or through the control API's back office (KYC and lock changes, simple messages) and
 * backend events (POST /__sandbox/players/{username}/events: the session service, identity service,
 * game and payment providers, the bonus engine). The sandbox works out the notification itself.
 */
export function notificationTriggers(context: TriggerContext): Readonly<Record<NotificationState, Trigger>> {
  const { sandbox } = context;

  /** A backend event happens to the player; it must reach her one subscription. */
  const happens = async ({ player }: Scene, event: Params): Promise<void> => {
    const answer = (await call(sandbox, 'POST', `/__sandbox/players/${player.username}/events`, 200, {
      body: event,
    })) as { readonly delivered: number };
    if (answer.delivered !== 1) throw new Error(`delivered to ${String(answer.delivered)} subscriptions`);
  };

  /** Sets limits through the HTTP API, as the player does in her profile. */
  const setLimits = async ({ accessToken }: Scene, limits: readonly Params[]): Promise<void> => {
    await call(sandbox, 'POST', `${API}/customers/responsibleGaming/settings`, 200, {
      token: accessToken,
      body: { limits },
    });
  };

  return {
    [NOTIFICATION_STATES.selfExcludes]: async ({ accessToken }, params) => {
      await call(sandbox, 'POST', `${API}/customers/responsibleGaming/selfExclusion`, 200, {
        token: accessToken,
        body: params,
      });
    },

    [NOTIFICATION_STATES.takesTimeout]: async ({ accessToken }, params) => {
      const hours = Number(parameter(params, 'hours'));
      const endDate = new Date(sandbox.state.now() + hours * hourMs).toISOString();
      await call(sandbox, 'POST', `${API}/customers/responsibleGaming/timeout`, 200, {
        token: accessToken,
        body: { endDate },
      });
    },

    [NOTIFICATION_STATES.kycChanges]: async ({ player }, params) => {
      await call(sandbox, 'PUT', `/__sandbox/players/${player.username}/kyc`, 200, {
        body: { ...params, notify: true },
      });
    },

    [NOTIFICATION_STATES.lockChanges]: async ({ player }, params) => {
      await call(sandbox, 'PUT', `/__sandbox/players/${player.username}/lock`, 200, {
        body: { accountLockStatus: parameter(params, 'accountLockStatus'), notify: true },
      });
    },

    // The limit is set (it applies at once), then raised (pending for the cooling period); once the
    // period is over, the player's next call of the player-care API announces the due raise.
    [NOTIFICATION_STATES.raisedLimitComesDue]: async (scene, params) => {
      const limit = { type: parameter(params, 'type'), period: parameter(params, 'period') };
      for (const amount of [parameter(params, 'currentAmount'), parameter(params, 'newAmount')]) {
        await setLimits(scene, [{ ...limit, amount }]);
      }
      context.advanceClock(coolingPeriodMs);
      const token = await logIn(sandbox, scene.player);
      const path = `${API}/customers/${String(scene.player.id)}/responsibleGaming`;
      await call(sandbox, 'GET', path, 200, { token });
    },

    [NOTIFICATION_STATES.simpleMessageSent]: async ({ player }, params) => {
      const answer = (await call(
        sandbox,
        'POST',
        `/__sandbox/players/${player.username}/simple-messages`,
        200,
        {
          body: { content: parameter(params, 'content'), notify: true },
        },
      )) as { readonly delivered: number };
      if (answer.delivered !== 1) throw new Error(`delivered to ${String(answer.delivered)} subscriptions`);
    },

    [NOTIFICATION_STATES.operatorEndsSession]: (scene) =>
      happens(scene, { event: 'session-ended', cause: 'operator' }),
    [NOTIFICATION_STATES.sessionOutlasted]: (scene) =>
      happens(scene, { event: 'session-ended', cause: 'length' }),
    [NOTIFICATION_STATES.sessionIdle]: (scene) =>
      happens(scene, { event: 'session-ended', cause: 'inactivity' }),
    [NOTIFICATION_STATES.maximumWinReached]: (scene) =>
      happens(scene, { event: 'session-ended', cause: 'maximum-win' }),
    [NOTIFICATION_STATES.operatorExcludes]: (scene) => happens(scene, { event: 'excluded-by-operator' }),
    [NOTIFICATION_STATES.identityCheckCompletes]: (scene, params) =>
      happens(scene, { event: 'identity-check-completed', outcome: parameter(params, 'outcome') }),
    [NOTIFICATION_STATES.realityCheckPeriodStarts]: (scene) =>
      happens(scene, { event: 'reality-check-started' }),

    // Each new login beyond the sessions the backend keeps ends the oldest: the scene's own.
    [NOTIFICATION_STATES.logsInOnTooManyDevices]: async ({ player }) => {
      for (let login = 0; login < defaultMaxSessionsPerCustomer; login += 1) await logIn(sandbox, player);
    },

    [NOTIFICATION_STATES.betsWithCash]: (scene) =>
      happens(scene, { event: 'bet-placed', product: 'RNG', amount: BET }),

    [NOTIFICATION_STATES.betsWithBonusMoneyOnly]: (scene) => {
      scene.player.cashBalance = 0;
      scene.player.bonusBalance = Math.max(scene.player.bonusBalance, BET);
      return happens(scene, { event: 'bet-placed', product: 'RNG', amount: BET });
    },

    [NOTIFICATION_STATES.betsAboveMaximum]: async (scene) => {
      const config = (await call(sandbox, 'GET', '/api/v2/customerfacing/config/general', 200)) as {
        readonly maxBetTransactionAmount: number;
      };
      await happens(scene, {
        event: 'bet-placed',
        product: 'RNG',
        amount: config.maxBetTransactionAmount + BET,
      });
    },

    [NOTIFICATION_STATES.betsWhileFrozen]: async (scene) => {
      await call(sandbox, 'PUT', `/__sandbox/players/${scene.player.username}/lock`, 200, {
        body: { accountLockStatus: 'FROZEN' },
      });
      await happens(scene, { event: 'bet-placed', product: 'RNG', amount: BET });
    },

    // A count limit of one bet, one bet already placed this period; a money limit below the bet.
    [NOTIFICATION_STATES.betPassesLimit]: async (scene, params) => {
      const type = String(parameter(params, 'type'));
      const counts = type.endsWith('_COUNT');
      await setLimits(scene, [
        { type, period: parameter(params, 'period'), amount: counts ? 1 : SMALL_LIMIT },
      ]);
      if (counts) {
        walletOf(sandbox.state)
          .ledgerOf(scene.player)
          .casino.push({
            roundId: `pact-${String(scene.player.id)}-1`,
            gameName: 'Book of Riga',
            gameProvider: 'sandbox',
            gameType: 'RNG',
            betAmount: BET,
            winAmount: 0,
            currency: scene.player.currency,
            playedAt: sandbox.state.now(),
          });
      }
      await happens(scene, { event: 'bet-placed', product: parameter(params, 'product'), amount: BET });
    },

    [NOTIFICATION_STATES.depositPassesLimit]: async (scene) => {
      await setLimits(scene, [{ type: 'DEPOSIT', period: 'MONTHLY', amount: SMALL_LIMIT }]);
      await happens(scene, { event: 'deposit-attempted', amount: BET });
    },

    [NOTIFICATION_STATES.betRefusedByRule]: (scene, params) =>
      happens(scene, { event: 'bet-refused', rule: parameter(params, 'rule') }),

    [NOTIFICATION_STATES.gameplayMessage]: (scene, params) =>
      happens(scene, { event: 'gameplay-message', text: parameter(params, 'text') }),

    // The back office grants her a bonus (still to claim): the bonus she is running.
    [NOTIFICATION_STATES.bonusRuleBroken]: async (scene, params) => {
      await call(sandbox, 'POST', `/__sandbox/players/${scene.player.username}/bonuses`, 200, {
        body: { bonusName: 'Pact bonus', bonusAmount: 1000, wageringRequirement: 35000 },
      });
      await happens(scene, { event: 'bonus-rule-broken', reason: parameter(params, 'reason') });
    },
  };
}
