import type { KycStatus } from '../dto.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import { CLIENT_HEADERS, type ProviderStateHost, type ProviderStates } from './provider-state.ts';
import { walletOf } from '../wallet/wallet.store.ts';
import { logIn, newAccountLikeAnna } from './accounts.ts';

/** A parameter of a provider state; a missing one is a mistake in the pact and throws. */
function parameter(parameters: unknown, name: string): unknown {
  const value = (parameters as Readonly<Record<string, unknown>> | undefined)?.[name];
  if (value === undefined) throw new Error(`the provider state needs the parameter "${name}"`);
  return value;
}

const text = (parameters: unknown, name: string): string => String(parameter(parameters, name));
const amount = (parameters: unknown, name: string): number => Number(parameter(parameters, name));

interface PlayerSetUp {
  readonly username: string;
  /** Minor units. */
  readonly cashBalance: number;
  /** Whether the player has deposited with anna's methods (else they have none to withdraw to). */
  readonly withAnnasMethods: boolean;
  readonly kycVerified?: KycStatus;
}

/**
 * A new ACTIVE account of `username` (a copy of anna with a new id), logged in, with the given cash
 * balance and, when asked, anna's withdraw methods (bank transfer, a verified Visa, an unverified
 * Mastercard). The sandbox keeps withdrawals and bets by player id, so the account starts with none
 * whatever earlier interactions did to anna. Any earlier account of that username goes.
 */
function withdrawingPlayer(
  sandbox: ProviderStateHost,
  setUp: PlayerSetUp,
): { player: PlayerRecord; accessToken: string } {
  const anna = sandbox.state.players.find((p) => p.username === 'anna');
  if (anna === undefined) throw new Error('the seed has no player anna');
  const wallet = walletOf(sandbox.state);
  const annasMethods = wallet.ledgerOf(anna).methods;
  if (annasMethods.length === 0) throw new Error('the sandbox no longer seeds anna with withdraw methods');
  const player = newAccountLikeAnna(sandbox, setUp.username, {
    kycVerified: setUp.kycVerified ?? 'VERIFIED',
    cashBalance: setUp.cashBalance,
  });
  if (setUp.withAnnasMethods) wallet.ledgerOf(player).methods.push(...annasMethods);
  return { player, accessToken: logIn(sandbox, player) };
}

/** A call of the withdraw API as the player; it must answer 200 with a withdrawal. */
async function asPlayer(
  sandbox: ProviderStateHost,
  accessToken: string,
  path: string,
  body?: object,
): Promise<number> {
  const response = await sandbox.app.inject({
    method: 'POST',
    url: `/api/v1/customerfacing/customers/${path}`,
    headers: { ...CLIENT_HEADERS, authorization: `Bearer ${accessToken}` },
    ...(body === undefined ? {} : { payload: body }),
  });
  if (response.statusCode !== 200) {
    throw new Error(`POST ${path} answered ${String(response.statusCode)}: ${response.body}`);
  }
  return (JSON.parse(response.body) as { withdrawalId: number }).withdrawalId;
}

/**
 * States of the withdraw tab's interactions (account-wallet.yaml: getWithdrawMethods,
 * requestWithdrawal, cancelWithdrawal). Each logs in a new account shaped like anna (its token fills
 * the Authorization header); withdrawals to cancel are made through the sandbox's own API.
 */
export const withdrawStates: ProviderStates = (sandbox) => ({
  'a KYC-verified player can withdraw to the methods anna deposited with': (parameters) => {
    const { accessToken } = withdrawingPlayer(sandbox, {
      username: text(parameters, 'username'),
      cashBalance: amount(parameters, 'cashBalance'),
      withAnnasMethods: true,
    });
    return Promise.resolve({ accessToken });
  },

  'a KYC-verified player has never deposited': (parameters) => {
    const { accessToken } = withdrawingPlayer(sandbox, {
      username: text(parameters, 'username'),
      cashBalance: 0,
      withAnnasMethods: false,
    });
    return Promise.resolve({ accessToken });
  },

  'a player is not KYC-verified': (parameters) => {
    const { accessToken } = withdrawingPlayer(sandbox, {
      username: text(parameters, 'username'),
      cashBalance: 5000,
      withAnnasMethods: true,
      kycVerified: 'NOT_VERIFIED',
    });
    return Promise.resolve({ accessToken });
  },

  'a KYC-verified player has a sports bet in progress': (parameters) => {
    const { player, accessToken } = withdrawingPlayer(sandbox, {
      username: text(parameters, 'username'),
      cashBalance: amount(parameters, 'cashBalance'),
      withAnnasMethods: true,
    });
    walletOf(sandbox.state)
      .ledgerOf(player)
      .sports.push({
        betId: `pact-${String(player.id)}`,
        betType: 'SINGLE',
        description: 'Dinamo Rīga – HK Kurbads',
        stake: 1000,
        odds: 1.85,
        winAmount: null,
        currency: player.currency,
        status: 'OPEN',
        placedAt: sandbox.state.now(),
        settledAt: null,
      });
    return Promise.resolve({ accessToken });
  },

  'a KYC-verified player has a pending withdrawal': async (parameters) => {
    const { accessToken } = withdrawingPlayer(sandbox, {
      username: text(parameters, 'username'),
      cashBalance: 125050,
      withAnnasMethods: true,
    });
    const withdrawalId = await asPlayer(sandbox, accessToken, 'withdraw', {
      methodId: 'BANK_TRANSFER',
      amount: amount(parameters, 'amount'),
    });
    return { accessToken, withdrawalId };
  },

  'a KYC-verified player has a cancelled withdrawal': async (parameters) => {
    const { accessToken } = withdrawingPlayer(sandbox, {
      username: text(parameters, 'username'),
      cashBalance: 125050,
      withAnnasMethods: true,
    });
    const withdrawalId = await asPlayer(sandbox, accessToken, 'withdraw', {
      methodId: 'BANK_TRANSFER',
      amount: amount(parameters, 'amount'),
    });
    await asPlayer(sandbox, accessToken, `withdraw/${String(withdrawalId)}/cancel`);
    return { accessToken, withdrawalId };
  },
});
