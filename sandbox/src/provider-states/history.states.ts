import type { PlayerRecord } from '../seed/players.seed.ts';
import type { ProviderStateHost, ProviderStates } from './provider-state.ts';
import type { PlayerLedger } from '../wallet/ledger.ts';
import { dayMs, rigaIsoDate } from '../wallet/riga-time.ts';
import { walletOf } from '../wallet/wallet.store.ts';
import { newAccountLikeAnna } from './accounts.ts';

/** A string parameter of a provider state; a missing one is a mistake in the pact and throws. */
function parameter(parameters: unknown, name: string): string {
  const value = (parameters as Readonly<Record<string, unknown>> | undefined)?.[name];
  if (typeof value !== 'string') throw new Error(`the provider state needs the parameter "${name}"`);
  return value;
}

/** The history lists of the contract, by the name the pacts give them, with the ledger list behind each. */
const LISTS = {
  cashier: (ledger: PlayerLedger) => ledger.cashier,
  casino: (ledger: PlayerLedger) => ledger.casino,
  sports: (ledger: PlayerLedger) => ledger.sports,
  payments: (ledger: PlayerLedger) => ledger.payments,
  activity: (ledger: PlayerLedger) => ledger.activity,
  session: (ledger: PlayerLedger) => ledger.sessions,
} as const;

const isList = (name: string): name is keyof typeof LISTS => Object.hasOwn(LISTS, name);

/** Days the interactions ask for: anna's seeded history covers the 60 days before the sandbox started. */
const RANGE_DAYS = 90;

/** The last 90 Riga days up to today, as the query's dateFrom and dateTo. */
const recentDays = (now: number) => ({
  dateFrom: rigaIsoDate(now - RANGE_DAYS * dayMs),
  dateTo: rigaIsoDate(now),
});

const logIn = (sandbox: ProviderStateHost, player: PlayerRecord): string =>
  sandbox.state.tokens.issue(player.id, { deviceId: null, rememberMe: false }).accessToken;

/**
 * The settled bets and closed sessions the pacts' entries describe (a bet's winnings and a session's
 * logout time are null while open): anna's seed has only those; a state fails loudly if that changes.
 */
function checkClosed(list: keyof typeof LISTS, ledger: PlayerLedger): void {
  if (list === 'sports' && ledger.sports.some((bet) => bet.winAmount === null || bet.settledAt === null))
    throw new Error('anna now has an open sports bet: the sports history pact expects settled ones');
  if (list === 'session' && ledger.sessions.some((session) => session.logoutAt === null))
    throw new Error('anna now has an open session: the session history pact expects closed ones');
}

/**
 * States of the history tab's interactions (account-wallet.yaml: getCashierHistory, getCasinoHistory,
 * getSportsHistory, getPaymentHistory, getActivityHistory, getSessionHistory). anna's history is the
 * sandbox's seed, generated up to its start; a state logs her in (the token fills the Authorization
 * header) and hands the range of the last 90 days to the request (dateFrom, dateTo).
 */
export const historyStates: ProviderStates = (sandbox) => ({
  'player anna is logged in and has entries in a history': (parameters) => {
    const list = parameter(parameters, 'history');
    if (!isList(list)) throw new Error(`no history list "${list}"`);
    const anna = sandbox.state.players.find((p) => p.username === 'anna');
    if (anna === undefined) throw new Error('the seed has no player anna');
    const ledger = walletOf(sandbox.state).ledgerOf(anna);
    if (LISTS[list](ledger).length === 0)
      throw new Error(`the sandbox no longer seeds anna's ${list} history`);
    checkClosed(list, ledger);
    return Promise.resolve({ accessToken: logIn(sandbox, anna), ...recentDays(sandbox.state.now()) });
  },

  'a logged-in player has no history': (parameters) => {
    // A new id: the sandbox keeps histories by player id, and seeds demo ids only.
    const player = newAccountLikeAnna(sandbox, parameter(parameters, 'username'));
    return Promise.resolve({ accessToken: logIn(sandbox, player) });
  },
});
