import { coolingPeriodMs } from '@lv-casino/sandbox/responsible-gaming/limits.store.ts';
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

/**
 * How the sandbox comes to send each provider state's notification: through its own domain where it
 * has one (self-exclusion, timeout and limit raises through the HTTP API; the back office's KYC and lock
 * changes through the control API, which builds the message itself), otherwise the operator's push of
 * the control API with the kind's AsyncAPI example (the state's parameters override its fields).
 */
export function notificationTriggers(context: TriggerContext): Readonly<Record<NotificationState, Trigger>> {
  const { sandbox } = context;
  let kinds: Promise<ReadonlyMap<string, Params>> | undefined;
  const exampleOf = async (notificationType: string): Promise<Params> => {
    kinds ??= (
      call(sandbox, 'GET', '/__sandbox/notification-kinds', 200) as Promise<
        readonly { readonly notificationType: string; readonly example: Params }[]
      >
    ).then((list) => new Map(list.map((kind) => [kind.notificationType, kind.example])));
    const example = (await kinds).get(notificationType);
    if (example === undefined) throw new Error(`the sandbox lists no notification kind ${notificationType}`);
    return example;
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
    [NOTIFICATION_STATES.raisedLimitComesDue]: async ({ player, accessToken }, params) => {
      const limit = { type: parameter(params, 'type'), period: parameter(params, 'period') };
      const settings = `${API}/customers/responsibleGaming/settings`;
      for (const amount of [parameter(params, 'currentAmount'), parameter(params, 'newAmount')]) {
        await call(sandbox, 'POST', settings, 200, {
          token: accessToken,
          body: { limits: [{ ...limit, amount }] },
        });
      }
      context.advanceClock(coolingPeriodMs);
      const token = await logIn(sandbox, player);
      await call(sandbox, 'GET', `${API}/customers/${String(player.id)}/responsibleGaming`, 200, { token });
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

    [NOTIFICATION_STATES.operatorSends]: async ({ player }, params) => {
      const notificationType = String(parameter(params, 'notificationType'));
      const message = { ...(await exampleOf(notificationType)), ...params };
      const answer = (await call(sandbox, 'POST', '/__sandbox/notifications', 202, {
        body: { username: player.username, message },
      })) as { readonly delivered: number };
      if (answer.delivered !== 1) throw new Error(`delivered to ${String(answer.delivered)} subscriptions`);
    },
  };
}
