import { accountContextOf } from '../account/account-context.ts';
import { holderOf } from '../account/account-uniqueness.ts';
import { demoPlayers, type PlayerRecord } from '../seed/players.seed.ts';
import type { ProviderStateHost, ProviderStates } from './provider-state.ts';

/** A string parameter of a provider state; a missing one is a mistake in the pact and throws. */
function parameter(parameters: unknown, name: string): string {
  const value = (parameters as Readonly<Record<string, unknown>> | undefined)?.[name];
  if (typeof value !== 'string') throw new Error(`the provider state needs the parameter "${name}"`);
  return value;
}

/** Removes the account of `username`, if any (its codes and sessions stay with an id no one has). */
function removeAccount(sandbox: ProviderStateHost, username: string): void {
  const { players } = sandbox.state;
  const earlier = players.findIndex((p) => p.username === username);
  if (earlier >= 0) players.splice(earlier, 1);
}

/**
 * A new ACTIVE account of `username` (a copy of anna with a new id, her password and her language;
 * its profile — personal code, phone, address — made up from the id), so a password, e-mail or phone
 * changed by an interaction touches neither anna nor any other interaction. Any earlier account of
 * that username goes.
 */
function freshAccount(sandbox: ProviderStateHost, username: string): PlayerRecord {
  const { players } = sandbox.state;
  const template = demoPlayers().find((p) => p.username === 'anna');
  if (template === undefined) throw new Error('the seed has no player anna');
  // Above every id so far, the removed account's included.
  const id = Math.max(...players.map((p) => p.id)) + 1;
  removeAccount(sandbox, username);
  const player: PlayerRecord = { ...template, id, username, email: `${username}@example.lv` };
  players.push(player);
  return player;
}

/** A fresh account logged in; its access token fills the interaction's Authorization header. */
function loggedIn(
  sandbox: ProviderStateHost,
  username: string,
): { player: PlayerRecord; accessToken: string } {
  const player = freshAccount(sandbox, username);
  const { accessToken } = sandbox.state.tokens.issue(player.id, { deviceId: null, rememberMe: false });
  return { player, accessToken };
}

/**
 * States of the my-profile tab's interactions (account-profile.yaml: personal data, customers/update
 * and its uniqueness check, password change, mobile-phone verification, security settings). Each logs
 * in a new account shaped like anna; the e-mail, phone and SMS code come from the parameters.
 */
export const profileStates: ProviderStates = (sandbox) => {
  const account = accountContextOf(sandbox.state);

  /** Frees a mobile phone held by an account the pacts made (a demo player's is a mistake in the pact). */
  const freePhone = (mobilePhone: string): void => {
    const holder = holderOf(account, 'mobilePhone', mobilePhone);
    if (holder === undefined) return;
    if (demoPlayers().some((p) => p.id === holder.id))
      throw new Error(`${mobilePhone} is the phone of the demo player ${holder.username}`);
    removeAccount(sandbox, holder.username);
  };

  return {
    'a player with a profile is logged in': (parameters) => {
      const { accessToken } = loggedIn(sandbox, parameter(parameters, 'username'));
      return Promise.resolve({ accessToken });
    },

    'another account has an e-mail and a mobile phone': (parameters) => {
      const username = parameter(parameters, 'username');
      const mobilePhone = parameter(parameters, 'mobilePhone');
      const { accessToken } = loggedIn(sandbox, username);
      freePhone(mobilePhone);
      const other = freshAccount(sandbox, `${username}.other`);
      other.email = parameter(parameters, 'email');
      account.profiles.set(other, { ...account.profiles.of(other), mobilePhone });
      return Promise.resolve({ accessToken });
    },

    'a player was sent an SMS code for a new mobile phone': (parameters) => {
      const mobilePhone = parameter(parameters, 'mobilePhone');
      freePhone(mobilePhone);
      const { player, accessToken } = loggedIn(sandbox, parameter(parameters, 'username'));
      account.sms.plant(player.id, 'phone', mobilePhone, parameter(parameters, 'code'));
      return Promise.resolve({ accessToken });
    },
  };
};
