import { accountContextOf } from '../account/account-context.ts';
import { defaultRateLimit } from '../http/rate-limiter.ts';
import { selfExclude, takeTimeout } from '../responsible-gaming/exclusion.rules.ts';
import { demoPlayers, type PlayerRecord } from '../seed/players.seed.ts';
import type { ProviderStateHost, ProviderStates } from './provider-state.ts';
import { logInWithPair, newAccountLikeAnna } from './accounts.ts';

/** A string parameter of a provider state; a missing one is a mistake in the pact and throws. */
function parameter(parameters: unknown, name: string): string {
  const value = (parameters as Readonly<Record<string, unknown>> | undefined)?.[name];
  if (typeof value !== 'string' || value === '')
    throw new Error(`the provider state needs the string parameter "${name}"`);
  return value;
}

/**
 * A new account of `{username}` with the password `{password}`: a copy of anna with a new id, ACTIVE,
 * KYC-verified, not excluded and without two-factor login, so the only thing that differs is what the
 * state names. Any earlier account of that username goes.
 */
function accountOf(sandbox: ProviderStateHost, parameters: unknown): PlayerRecord {
  return newAccountLikeAnna(sandbox, parameter(parameters, 'username'), {
    password: parameter(parameters, 'password'),
  });
}

const HOUR_MS = 3_600_000;

/**
 * States of the login and session interactions. The names are templates: each `{name}` is a parameter
 * of the state (Pact's `given(name, params)`), so one state serves every account status.
 */
export const sessionStates: ProviderStates = (sandbox) => ({
  'player anna is active': () => {
    const anna = sandbox.state.players.find((player) => player.username === 'anna');
    const seeded = demoPlayers().find((player) => player.username === 'anna');
    if (anna === undefined || seeded === undefined) throw new Error('the seed has no player anna');
    Object.assign(anna, seeded);
    return Promise.resolve();
  },

  /** `{lockStatus}`: ACTIVE, FROZEN (69), COOLING_OFF (66), or INACTIVE, CLOSED or another status (2). */
  'player {username} with password {password} is {lockStatus}': (parameters) => {
    accountOf(sandbox, parameters).accountLockStatus = parameter(parameters, 'lockStatus');
    return Promise.resolve();
  },

  /** Self-excluded for good, by the player: login answers 39 with the exclusion. */
  'player {username} with password {password} is self-excluded': (parameters) => {
    selfExclude(accountOf(sandbox, parameters), sandbox.state.now(), null);
    return Promise.resolve();
  },

  /** A timeout of `{hours}` hours from now: login answers 93 with its end. */
  'player {username} with password {password} has taken a timeout of {hours} hours': (parameters) => {
    const hours = Number(parameter(parameters, 'hours'));
    const now = sandbox.state.now();
    takeTimeout(accountOf(sandbox, parameters), now, now + hours * HOUR_MS);
    return Promise.resolve();
  },

  /** Two-factor login by SMS switched on: the right password answers 82 and sends a login code. */
  'player {username} with password {password} logs in with an SMS code': (parameters) => {
    const player = accountOf(sandbox, parameters);
    accountContextOf(sandbox.state).profiles.of(player).twoFactorSmsEnabled = true;
    return Promise.resolve();
  },

  /**
   * `{failures}` wrong passwords for `{username}` in a row, just now: at 5 the username's logins wait
   * 30 s (429 with Retry-After), whatever the password. The failures are forgotten afterwards.
   */
  'player {username} with password {password} has just failed {failures} logins in a row': {
    setup: (parameters) => {
      const username = accountOf(sandbox, parameters).username;
      const { loginThrottle } = sandbox.state;
      loginThrottle.succeeded(username);
      for (let i = 0; i < Number(parameter(parameters, 'failures')); i += 1) loginThrottle.failed(username);
      return Promise.resolve();
    },
    teardown: (parameters) => {
      sandbox.state.loginThrottle.succeeded(parameter(parameters, 'username'));
      return Promise.resolve();
    },
  },

  /**
   * The verifier's address (127.0.0.1) has made `{max}` logins within the minute the rate limit now
   * counts: the next login answers 429 with Retry-After. The sandbox's default limit (300 a minute) is
   * back after the interaction.
   */
  'this client has used up its {max} logins of the minute': {
    setup: (parameters) => {
      const max = Number(parameter(parameters, 'max'));
      const limiter = sandbox.state.rateLimiter;
      limiter.configure({ max, windowMs: 60_000 });
      for (let call = 0; call < max; call += 1) limiter.take('login', '127.0.0.1');
      return Promise.resolve();
    },
    teardown: () => {
      sandbox.state.rateLimiter.configure(defaultRateLimit);
      return Promise.resolve();
    },
  },

  /**
   * An ACTIVE account of `{username}` with a session: its access token fills the Authorization header,
   * its refresh token the body of a token refresh.
   */
  'player {username} is logged in': (parameters) => {
    const player = accountOf(sandbox, { password: 'Casino2026!', ...(parameters as object) });
    return Promise.resolve(logInWithPair(sandbox, player));
  },

  /**
   * A session of `{username}` whose access token has expired (a call answers 96) and whose refresh
   * token has expired too (a refresh answers 98): the player comes back after the session's lifetime.
   */
  "player {username}'s session has expired": (parameters) => {
    const player = accountOf(sandbox, { password: 'Casino2026!', ...(parameters as object) });
    const pair = logInWithPair(sandbox, player);
    sandbox.state.tokens.expireAccessTokensOf(player.id);
    sandbox.state.tokens.expireRefreshTokensOf(player.id);
    return Promise.resolve(pair);
  },

  /**
   * A session of `{username}` the backend has ended (a logout elsewhere, the operator, a reused refresh
   * token): its access token answers 97 and its refresh token 98.
   */
  "the backend has ended {username}'s session": (parameters) => {
    const player = accountOf(sandbox, { password: 'Casino2026!', ...(parameters as object) });
    const pair = logInWithPair(sandbox, player);
    for (const session of sandbox.state.tokens.sessionsOf(player.id)) sandbox.state.tokens.revoke(session.id);
    return Promise.resolve(pair);
  },
});
