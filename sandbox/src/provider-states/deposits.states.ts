import type { PlayerRecord } from '../seed/players.seed.ts';
import { limitsOf } from '../responsible-gaming/limits.store.ts';
import { CLIENT_HEADERS, type ProviderStateHost, type ProviderStates } from './provider-state.ts';
import { storedCardsOf } from '../payments/stored-cards.ts';
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

/**
 * A new ACTIVE, KYC-verified account of `username` (a copy of anna with a new id), logged in, with no
 * deposits (its cashier history starts empty) and no responsible-gaming limits. Any earlier account of
 * that username goes.
 */
function depositingPlayer(
  sandbox: ProviderStateHost,
  username: string,
): { player: PlayerRecord; accessToken: string } {
  const player = newAccountLikeAnna(sandbox, username, { kycVerified: 'VERIFIED' });
  const care = limitsOf(sandbox.state).careOf(player);
  care.limits.splice(0);
  care.pending.splice(0);
  return { player, accessToken: logIn(sandbox, player) };
}

/** Sends a call of the sandbox's own API as the player of `accessToken`; its 200 body, parsed. */
async function callAs(
  sandbox: ProviderStateHost,
  accessToken: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
): Promise<Readonly<Record<string, unknown>>> {
  const response = await sandbox.app.inject({
    method,
    url,
    headers: { ...CLIENT_HEADERS, authorization: `Bearer ${accessToken}` },
    ...(payload === undefined ? {} : { payload }),
  });
  if (response.statusCode !== 200) {
    throw new Error(`${method} ${url} answered ${String(response.statusCode)}: ${response.body}`);
  }
  return JSON.parse(response.body) as Readonly<Record<string, unknown>>;
}

const PAYMENT = '/api/v1/customerfacing/payment';

/** The paymentTransactionId of a deposit the sandbox answered. */
const transactionIdOf = (body: Readonly<Record<string, unknown>>): number =>
  Number(body['paymentTransactionId']);

/** Opens a PENDING deposit of the player with a provider that has a cancel call (BLU_OR, NEOPAY). */
async function openDeposit(
  sandbox: ProviderStateHost,
  accessToken: string,
  provider: string,
  amountToPay: number,
): Promise<number> {
  const body =
    provider === 'NEOPAY'
      ? await callAs(
          sandbox,
          accessToken,
          'GET',
          `${PAYMENT}/deposit/neopay/clientSideRedirect?amount=${amountToPay}`,
        )
      : await callAs(sandbox, accessToken, 'POST', '/api/v2/customerfacing/payment/deposit/init', {
          paymentProvider: provider,
          amount: amountToPay,
        });
  return transactionIdOf(body);
}

/** A VISA card the player stored with iCard and Trust Payments, of the given id and token. */
function storeCard(sandbox: ProviderStateHost, player: PlayerRecord, parameters: unknown): void {
  storedCardsOf(sandbox.state).store(player.id, {
    customerCreditCardId: amount(parameters, 'customerCreditCardId'),
    maskedCardNumber: '4000 00** **** 0002',
    cardBrand: 'VISA',
    expiryMonth: 12,
    expiryYear: 2029,
    cardToken: text(parameters, 'cardToken'),
  });
}

/** The providers the sandbox's label does not offer by default (state.ts). */
const DEFAULT_DISABLED = ['INTERAC', 'PAYBYVIVACOM'];

/**
 * States of the deposit interactions (payment-deposit.yaml: getDepositProviderSettings,
 * getDepositOffers, initDeposit, initProviderDepositWithGet, failPaymentTransaction, the cancels of
 * Blu Or and Neopay; payment-providers.yaml; and account-wallet.yaml getCashierHistory for the count of
 * successful deposits). Each logs in a new account shaped like anna: its token fills the Authorization
 * header. Open deposits, A1 codes and Trust Payments transactions are started through the sandbox's own
 * API; deposit limits are set by its limits store, stored cards by its stored-card store.
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
    const deposit = await callAs(
      sandbox,
      accessToken,
      'POST',
      '/api/v2/customerfacing/payment/deposit/init',
      {
        paymentProvider: 'BANKLINK',
        amount: amount(parameters, 'amount'),
        paymentMethod: 'SWEDBANK',
      },
    );
    return { accessToken, paymentTransactionId: transactionIdOf(deposit) };
  },

  /** Interac and Pay by Vivacom are offered until the interaction ends (then off again, the default). */
  'a player is logged in and the label offers Interac and Pay by Vivacom': {
    setup: (parameters) => {
      const { accessToken } = depositingPlayer(sandbox, text(parameters, 'username'));
      for (const provider of DEFAULT_DISABLED) sandbox.state.disabledDepositProviders.delete(provider);
      return Promise.resolve({ accessToken });
    },
    teardown: () => {
      for (const provider of DEFAULT_DISABLED) sandbox.state.disabledDepositProviders.add(provider);
      return Promise.resolve();
    },
  },

  'a player has an open deposit with a provider': async (parameters) => {
    const { accessToken } = depositingPlayer(sandbox, text(parameters, 'username'));
    const paymentTransactionId = await openDeposit(
      sandbox,
      accessToken,
      text(parameters, 'provider'),
      amount(parameters, 'amount'),
    );
    return { accessToken, paymentTransactionId };
  },

  'another player has an open deposit with a provider': async (parameters) => {
    const other = depositingPlayer(sandbox, `${text(parameters, 'username')}.other`);
    const paymentTransactionId = await openDeposit(
      sandbox,
      other.accessToken,
      text(parameters, 'provider'),
      amount(parameters, 'amount'),
    );
    const { accessToken } = depositingPlayer(sandbox, text(parameters, 'username'));
    return { accessToken, paymentTransactionId };
  },

  /** The code the sandbox sent to the outbox is the state's verificationCode. */
  'a player has been sent the A1 SMS code': async (parameters) => {
    const { player, accessToken } = depositingPlayer(sandbox, text(parameters, 'username'));
    await callAs(
      sandbox,
      accessToken,
      'GET',
      `${PAYMENT}/deposit/a1/2fa/init?amount=${amount(parameters, 'amount')}`,
    );
    const sms = sandbox.state.outbox.latest(player.username, 'sms');
    if (sms?.code === undefined) throw new Error('the sandbox sent no A1 SMS code');
    return { accessToken, verificationCode: sms.code };
  },

  'a player has stored a card with iCard and Trust Payments': (parameters) => {
    const { player, accessToken } = depositingPlayer(sandbox, text(parameters, 'username'));
    storeCard(sandbox, player, parameters);
    return Promise.resolve({ accessToken });
  },

  'a player has stored a card and started a Trust Payments deposit with it': async (parameters) => {
    const { player, accessToken } = depositingPlayer(sandbox, text(parameters, 'username'));
    storeCard(sandbox, player, parameters);
    const deposit = await callAs(
      sandbox,
      accessToken,
      'GET',
      `${PAYMENT}/deposit/trust-payment/init?amount=${amount(parameters, 'amount')}&createNewCard=false`,
    );
    return { accessToken, paymentTransactionId: transactionIdOf(deposit) };
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
