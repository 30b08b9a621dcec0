import { demoPlayers, type PlayerRecord } from '@lv-casino/sandbox/seed/players.seed.ts';
import { limitsOf } from '@lv-casino/sandbox/responsible-gaming/limits.store.ts';
import type { Sandbox } from '@lv-casino/sandbox/server.ts';
import { walletOf } from '@lv-casino/sandbox/wallet/wallet.store.ts';
import { CLIENT_HEADERS } from '../pact-setup.ts';
import type { ProviderStates } from './provider-state.ts';

/** A parameter of a provider state; a missing one is a mistake in the pact and throws. */
function parameter(parameters: unknown, name: string): unknown {
  const value = (parameters as Readonly<Record<string, unknown>> | undefined)?.[name];
  if (value === undefined) throw new Error(`the provider state needs the parameter "${name}"`);
  return value;
}

const text = (parameters: unknown, name: string): string => String(parameter(parameters, name));
const amount = (parameters: unknown, name: string): number => Number(parameter(parameters, name));

/**
 * A new ACTIVE, KYC-verified account of `username` (a copy of anna with a new id), logged in, with no
 * deposits (its cashier history starts empty) and no responsible-gaming limits. Any earlier account of
 * that username goes.
 */
function depositingPlayer(sandbox: Sandbox, username: string): { player: PlayerRecord; accessToken: string } {
  const { state } = sandbox;
  const template = demoPlayers().find((p) => p.username === 'anna');
  if (template === undefined) throw new Error('the seed has no player anna');
  // Above every id so far, the removed account's included.
  const id = Math.max(...state.players.map((p) => p.id)) + 1;
  const earlier = state.players.findIndex((p) => p.username === username);
  if (earlier >= 0) state.players.splice(earlier, 1);
  const player: PlayerRecord = {
    ...template,
    id,
    username,
    email: `${username}@example.lv`,
    kycVerified: 'VERIFIED',
  };
  state.players.push(player);
  const care = limitsOf(state).careOf(player);
  care.limits.splice(0);
  care.pending.splice(0);
  const { accessToken } = state.tokens.issue(player.id, { deviceId: null, rememberMe: false });
  return { player, accessToken };
}

/**
 * States of the deposit interactions (payment-deposit.yaml: getDepositProviderSettings,
 * getDepositOffers, initDeposit, initProviderDepositWithGet, failPaymentTransaction; and
 * account-wallet.yaml getCashierHistory for the count of successful deposits). Each logs in a new
 * account shaped like anna: its token fills the Authorization header. Open deposits are started through
 * the sandbox's own API; deposit limits are set by its limits store.
 */
export const depositsStates: ProviderStates = (sandbox) => ({
  'a KYC-verified player who has never deposited is logged in': (parameters) => {
    const { accessToken } = depositingPlayer(sandbox, text(parameters, 'username'));
    return Promise.resolve({ accessToken });
  },

  'a player has a monthly deposit limit with nothing deposited': (parameters) => {
    const { player, accessToken } = depositingPlayer(sandbox, text(parameters, 'username'));
    limitsOf(sandbox.state).update(player, {
      limits: [{ type: 'DEPOSIT', period: 'MONTHLY', amount: amount(parameters, 'limit') }],
    });
    return Promise.resolve({ accessToken });
  },

  'a player has an open banklink deposit': async (parameters) => {
    const { accessToken } = depositingPlayer(sandbox, text(parameters, 'username'));
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/api/v2/customerfacing/payment/deposit/init',
      headers: { ...CLIENT_HEADERS, authorization: `Bearer ${accessToken}` },
      payload: {
        paymentProvider: 'BANKLINK',
        amount: amount(parameters, 'amount'),
        paymentMethod: 'SWEDBANK',
      },
    });
    if (response.statusCode !== 200) {
      throw new Error(`the deposit init answered ${String(response.statusCode)}: ${response.body}`);
    }
    const { paymentTransactionId } = JSON.parse(response.body) as { paymentTransactionId: number };
    return { accessToken, paymentTransactionId };
  },

  'a player has successful deposits and a failed one': (parameters) => {
    const { player, accessToken } = depositingPlayer(sandbox, text(parameters, 'username'));
    const wallet = walletOf(sandbox.state);
    const { cashier } = wallet.ledgerOf(player);
    // Inside the range the pact asks for, whatever the sandbox's clock says.
    const createdAt = Date.parse(text(parameters, 'depositedAt'));
    const deposits = amount(parameters, 'successful');
    for (let index = 0; index <= deposits; index += 1) {
      const entry = wallet.recordCashier(player, {
        type: 'DEPOSIT',
        method: 'Banklink · SWEDBANK',
        amount: 2000,
        status: index < deposits ? 'SUCCESS' : 'FAILED',
      });
      cashier.splice(cashier.indexOf(entry), 1, { ...entry, createdAt: createdAt + index * 60_000 });
    }
    return Promise.resolve({ accessToken });
  },
});
