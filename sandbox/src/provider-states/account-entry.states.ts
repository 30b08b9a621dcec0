import { accountContextOf } from '../account/account-context.ts';
import { holderOf, type UniqueField } from '../account/account-uniqueness.ts';
import { activationKeyTtlMs, resetKeyTtlMs } from '../account/one-time-key.store.ts';
import { digitsOf } from '../account/personal-code.rule.ts';
import type { GeneralConfig } from '../dto.ts';
import { demoPlayers, type PlayerRecord } from '../seed/players.seed.ts';
import type { ProviderStateHost, ProviderStates } from './provider-state.ts';

/** A string parameter of a provider state; a missing one is a mistake in the pact and throws. */
function parameter(parameters: unknown, name: string): string {
  const value = (parameters as Readonly<Record<string, unknown>> | undefined)?.[name];
  if (typeof value !== 'string') throw new Error(`the provider state needs the parameter "${name}"`);
  return value;
}

/** Flips general-config flags the interaction depends on; the other flags stay as they are. */
function configure(sandbox: ProviderStateHost, flags: Partial<GeneralConfig>): void {
  sandbox.state.generalConfig = { ...sandbox.state.generalConfig, ...flags };
}

/** A demo player (anna, janis) back as seeded: active, terms accepted, its seeded password and language. */
function seededPlayer(sandbox: ProviderStateHost, username: string): PlayerRecord {
  const player = sandbox.state.players.find((p) => p.username === username);
  const seeded = demoPlayers().find((p) => p.username === username);
  if (player === undefined || seeded === undefined) throw new Error(`the seed has no player ${username}`);
  return Object.assign(player, seeded);
}

/** Removes the players `matches` selects; their keys, codes and sessions stay with an id no one has. */
function removePlayers(sandbox: ProviderStateHost, matches: (player: PlayerRecord) => boolean): void {
  const { players } = sandbox.state;
  for (let index = players.length - 1; index >= 0; index -= 1) {
    const player = players[index];
    if (player !== undefined && matches(player)) players.splice(index, 1);
  }
}

/**
 * A fresh account of `username` with a new id, so no key, SMS code or session of an earlier run
 * sticks to it: a registered, not yet verified player (its profile is made up from the id).
 */
function freshPlayer(
  sandbox: ProviderStateHost,
  username: string,
  accountLockStatus: 'ACTIVE' | 'INACTIVE',
): PlayerRecord {
  const { players } = sandbox.state;
  // Above every id so far, the removed account's included.
  const id = Math.max(...players.map((p) => p.id)) + 1;
  removePlayers(sandbox, (p) => p.username === username);
  const template = demoPlayers().find((p) => p.username === 'janis');
  if (template === undefined) throw new Error('the seed has no player janis');
  const player: PlayerRecord = {
    ...template,
    id,
    username,
    email: `${username}@example.lv`,
    accountLockStatus,
    kycNotVerifiedReason: null,
    cashBalance: 0,
    bonusBalance: 0,
  };
  players.push(player);
  return player;
}

/** The personal code of a state's parameters, as Smart-ID keys its sessions (digits only). */
function personalCodeDigits(parameters: unknown): string {
  const code = parameter(parameters, 'personalNumber');
  const digits = digitsOf(code);
  if (digits === null) throw new Error(`"${code}" is not a personal code`);
  return digits;
}

/** Logs a seeded player in; the access token is injected into the interaction's Authorization header. */
function loggedIn(sandbox: ProviderStateHost, player: PlayerRecord): Promise<{ accessToken: string }> {
  const { accessToken } = sandbox.state.tokens.issue(player.id, { deviceId: null, rememberMe: false });
  return Promise.resolve({ accessToken });
}

/**
 * States of the account-entry interactions (account-and-session.md §7 Registration and account,
 * Authentication and session): registration, Smart-ID, SMS verification, activation, passwords,
 * terms and language. Keys and codes come from the parameters, so the pacts carry known values.
 */
export const accountEntryStates: ProviderStates = (sandbox) => {
  const account = accountContextOf(sandbox.state);
  const smartIdSession = (parameters: unknown, username: string, confirmAfterMs: number) => {
    configure(sandbox, { smartIDLoginEnabled: true });
    const player = seededPlayer(sandbox, username);
    account.smartId.start(personalCodeDigits(parameters), player.id, confirmAfterMs);
  };

  /** Removes any account holding one of the registration's unique details (a fresh account each run). */
  const freeDetails = (parameters: unknown): void => {
    const fields: readonly UniqueField[] = ['username', 'email', 'mobilePhone', 'personalNumber'];
    const holders = fields.map((field) => holderOf(account, field, parameter(parameters, field)));
    removePlayers(sandbox, (player) => holders.includes(player));
  };

  return {
    /**
     * `{login}` has asked for `{count}` password resets (mail or SMS) within the last 10 minutes: at 3
     * the next request answers 429 with Retry-After, whether an account has that login or not. The
     * counts are forgotten afterwards.
     */
    '{login} has asked for {count} password resets in the last 10 minutes': {
      setup: (parameters) => {
        account.resetRequests.reset();
        const login = parameter(parameters, 'login').trim().toLowerCase();
        const count = Number(parameter(parameters, 'count'));
        for (let i = 0; i < count; i += 1) account.resetRequests.take('passwordReset', login);
        return Promise.resolve();
      },
      teardown: () => {
        account.resetRequests.reset();
        return Promise.resolve();
      },
    },

    'no account uses the details of a new registration': (parameters) => {
      configure(sandbox, { currentIpIsForbidden: false });
      freeDetails(parameters);
      return Promise.resolve();
    },

    'Instantor registration is on and no account uses the details of a new registration': (parameters) => {
      configure(sandbox, { currentIpIsForbidden: false, instantorEnabled: true });
      freeDetails(parameters);
      return Promise.resolve();
    },

    'Smart-ID login is on and no account has the personal code': (parameters) => {
      configure(sandbox, { smartIDLoginEnabled: true });
      const holder = holderOf(account, 'personalNumber', parameter(parameters, 'personalNumber'));
      removePlayers(sandbox, (player) => player === holder);
      return Promise.resolve();
    },

    'player anna can log in with Smart-ID': () => {
      configure(sandbox, { smartIDLoginEnabled: true });
      seededPlayer(sandbox, 'anna');
      return Promise.resolve();
    },

    'player anna confirmed a Smart-ID login': (parameters) => {
      smartIdSession(parameters, 'anna', 0);
      return Promise.resolve();
    },

    // The sandbox holds authenticate 5 s for a confirmation; this one comes a minute later.
    'player anna has not yet confirmed a Smart-ID login': (parameters) => {
      smartIdSession(parameters, 'anna', 60_000);
      return Promise.resolve();
    },

    // Starting a confirmed session and collecting it leaves the personal code without one.
    'player janis has started no Smart-ID login': (parameters) => {
      smartIdSession(parameters, 'janis', 0);
      account.smartId.poll(personalCodeDigits(parameters));
      return Promise.resolve();
    },

    'a player has an SMS login code': (parameters) => {
      const player = seededPlayer(sandbox, parameter(parameters, 'username'));
      const phone = account.profiles.of(player).mobilePhone;
      account.sms.plant(player.id, 'login', phone, parameter(parameters, 'code'));
      return Promise.resolve();
    },

    'a new player has an SMS activation code': (parameters) => {
      const autoLogin = (parameters as { registrationAutoLoginEnabled?: unknown } | undefined)
        ?.registrationAutoLoginEnabled;
      configure(sandbox, { registrationAutoLoginEnabled: autoLogin !== false });
      const player = freshPlayer(sandbox, parameter(parameters, 'username'), 'INACTIVE');
      const phone = account.profiles.of(player).mobilePhone;
      account.sms.plant(player.id, 'activation', phone, parameter(parameters, 'code'));
      return Promise.resolve();
    },

    'SMS password reset is on for a player': (parameters) => {
      configure(sandbox, { forgotPasswordSmsVerificationEnabled: true });
      freshPlayer(sandbox, parameter(parameters, 'username'), 'ACTIVE');
      return Promise.resolve();
    },

    'SMS password reset is off': () => {
      configure(sandbox, { forgotPasswordSmsVerificationEnabled: false });
      return Promise.resolve();
    },

    'a new player has an activation link': (parameters) => {
      const player = freshPlayer(sandbox, parameter(parameters, 'username'), 'INACTIVE');
      account.keys.issue(player.id, 'activation', activationKeyTtlMs, parameter(parameters, 'activationKey'));
      return Promise.resolve();
    },

    'a player has a password-reset link': (parameters) => {
      const player = freshPlayer(sandbox, parameter(parameters, 'username'), 'ACTIVE');
      account.keys.issue(player.id, 'reset', resetKeyTtlMs, parameter(parameters, 'key'));
      return Promise.resolve();
    },

    'player anna is logged in': () => loggedIn(sandbox, seededPlayer(sandbox, 'anna')),

    'player anna is logged in and has not accepted the terms': () => {
      const anna = seededPlayer(sandbox, 'anna');
      anna.acceptTermsAndConditions = false;
      return loggedIn(sandbox, anna);
    },
  };
};
