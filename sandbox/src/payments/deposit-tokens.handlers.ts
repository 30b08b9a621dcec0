import { randomInt, randomUUID } from 'node:crypto';
import { smsCodeMaxWrongTries } from '../account/sms-code.store.ts';
import {
  ok,
  readString,
  requireCustomer,
  SandboxError,
  type OperationContext,
  type OperationHandlers,
} from '../handlers/operation-handler.ts';
import { createPrng, hashString } from '../seed/prng.ts';
import type { SandboxState } from '../state.ts';
import {
  coinspaidCurrencies,
  nodaBankView,
  nodaBanks,
  type DepositProviderCode,
} from './deposit-catalogue.ts';
import { depositRedirect, startDeposit } from './deposit-start.ts';
import { storedCardsOf } from './stored-cards.ts';
import type { PaymentTransaction, TransactionStore } from './transaction.store.ts';

/** Lifetime of an A1 SMS code, in seconds. */
export const a1CodeSeconds = 300;
const dayMs = 86_400_000;

const base64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT-shaped token naming the transaction (the signature is a hash: it is a sandbox). */
const jwtOf = (transaction: PaymentTransaction, extra: object = {}): string => {
  const payload = base64url({
    tx: transaction.id,
    amount: transaction.amount,
    currency: transaction.currency,
    ...extra,
  });
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${payload}.${hashString(payload).toString(36)}`;
};

const wallets: Readonly<Record<string, string>> = {
  BTC: 'bc1q',
  ETH: '0x',
  USDT: '0x',
  LTC: 'ltc1q',
  XRP: 'r',
};

/**
 * The deposits that do not redirect: Safecharge orders (at least 1000 minor units), Trust Payments,
 * iCard and EPG tokens, CoinsPaid addresses, Smart Payments vouchers, A1's SMS step (the code goes to
 * the outbox) and its init, stored cards (a Trust Payments JWT needs the stored card's own cardToken) and
 * Noda banks. Each opens a PENDING transaction the tester can settle on /__sandbox/pay/{id}.
 */
export function createDepositTokenHandlers(
  state: SandboxState,
  transactions: TransactionStore,
): OperationHandlers {
  const a1Codes = new Map<number, { code: string; expiresAt: number; wrongTries: number }>();
  const open = (
    context: OperationContext,
    provider: DepositProviderCode,
    method?: string,
  ): PaymentTransaction => {
    const query = context.request.query;
    const amount = typeof query.amount === 'number' ? query.amount : null;
    const depositCode = readString(query, 'depositCode');
    return startDeposit(
      state,
      requireCustomer(context),
      { provider, amount, depositCode, method },
      transactions,
    );
  };
  const card = (context: OperationContext) => {
    const id = Number(context.request.query.customerCreditCardId);
    const found = storedCardsOf(state)
      .of(requireCustomer(context).id)
      .find((c) => c.customerCreditCardId === id);
    if (found === undefined) throw new SandboxError(404, -1, `Stored card ${id} not found`);
    return found;
  };

  return {
    openSafechargeOrder: (context) => {
      if (Number(context.request.query.amount) < 1000) {
        throw new SandboxError(400, -1, 'The Safecharge cashier needs at least 1000 minor units');
      }
      const transaction = open(context, 'SAFECHARGE');
      return ok({
        paymentTransactionId: transaction.id,
        sessionToken: randomUUID(),
        orderId: String(392_000_000 + transaction.id),
        merchantId: '4210935528843910571',
        merchantSiteId: '231068',
        amount: transaction.amount,
        currency: transaction.currency,
      });
    },
    initTrustPaymentDeposit: (context) => {
      const transaction = open(context, 'TRUST_PAYMENT');
      const createNewCard = context.request.query.createNewCard === true;
      return ok({ token: jwtOf(transaction, { createNewCard }), paymentTransactionId: transaction.id });
    },
    getTrustPaymentDepositJwt: (context) => {
      const { customerCreditCardId, cardToken: storedToken } = card(context);
      const cardToken = readString(context.request.query, 'cardToken');
      if (storedToken === null || cardToken !== storedToken) {
        throw new SandboxError(
          404,
          -1,
          `Stored card ${customerCreditCardId} has no Trust Payments token ${cardToken ?? ''}`,
        );
      }
      const id = Number(context.request.query.paymentTransactionId);
      const transaction = transactions.get(id);
      if (transaction?.playerId !== requireCustomer(context).id || transaction.provider !== 'TRUST_PAYMENT') {
        throw new SandboxError(404, -1, `Trust Payments transaction ${id} not found`);
      }
      return ok({ token: jwtOf(transaction, { customerCreditCardId, cardToken }), paymentTransactionId: id });
    },
    getIcardDepositToken: (context) => {
      const { customerCreditCardId } = card(context);
      const transaction = open(context, 'ICARD', 'STORED_CARD');
      return ok({
        token: `icard-${jwtOf(transaction, { customerCreditCardId }).split('.')[2] ?? ''}`,
        paymentTransactionId: transaction.id,
      });
    },
    getIcardStoredCards: (context) => ok(storedCardsOf(state).of(requireCustomer(context).id)),
    getEpgDepositToken: (context) => {
      const transaction = open(context, 'EPG', readString(context.request.path, 'type'));
      return ok({
        token: `epg-${randomUUID().replace(/-/g, '').slice(0, 12)}`,
        paymentTransactionId: transaction.id,
      });
    },
    initCoinspaidDeposit: (context) => {
      const coin = readString(context.request.query, 'cryptoCurrency') ?? '';
      if (!(coinspaidCurrencies as readonly string[]).includes(coin)) {
        throw new SandboxError(
          400,
          -1,
          `CoinsPaid does not take ${coin} (${coinspaidCurrencies.join(', ')})`,
        );
      }
      const transaction = open(context, 'COINSPAID', coin);
      const prng = createPrng(hashString(`wallet:${transaction.id}:${coin}`));
      const chars = '023456789acdefghjklmnpqrstuvwxyz';
      const body = Array.from({ length: 34 }, () => chars.charAt(prng.int(0, chars.length - 1))).join('');
      return ok({
        paymentTransactionId: transaction.id,
        cryptoCurrency: coin,
        address: `${wallets[coin] ?? ''}${body}`,
        tag: coin === 'XRP' ? String(prng.int(100_000, 999_999)) : null,
      });
    },
    createSmartPaymentsVoucher: (context) => {
      const transaction = open(context, 'SMART_PAYMENTS');
      const digits = String(hashString(`voucher:${transaction.id}`))
        .padStart(12, '7')
        .slice(0, 12);
      return ok({
        paymentTransactionId: transaction.id,
        voucherCode: `SP-${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8, 12)}`,
        amount: transaction.amount,
        currency: transaction.currency,
        expiresAt: new Date(state.now() + 7 * dayMs).toISOString(),
      });
    },
    initA1TwoFactor: (context) => {
      const player = requireCustomer(context);
      const phone = `+3712${String(9_000_000 + player.id).slice(-7)}`;
      // Random, not derived from the player and the time: a code anyone could compute is no second factor.
      const code = String(randomInt(100_000, 1_000_000));
      a1Codes.set(player.id, { code, expiresAt: state.now() + a1CodeSeconds * 1000, wrongTries: 0 });
      state.outbox.add({
        kind: 'sms',
        to: phone,
        username: player.username,
        text: `A1 maksājuma kods: ${code}`,
        code,
      });
      return ok({
        maskedPhoneNumber: `+371 ${phone.slice(4, 5)}*** **${phone.slice(-2)}`,
        codeLength: 6,
        expiresInSeconds: a1CodeSeconds,
      });
    },
    initA1Deposit: (context) => {
      const player = requireCustomer(context);
      const sent = a1Codes.get(player.id);
      const typed = readString(context.request.query, 'verificationCode');
      if (sent === undefined || sent.expiresAt < state.now()) {
        throw new SandboxError(400, 82, 'The SMS code is invalid or has expired');
      }
      if (sent.code !== typed) {
        // The 5th wrong code kills it (as the account's SMS codes): the player asks for a new one.
        sent.wrongTries += 1;
        if (sent.wrongTries >= smsCodeMaxWrongTries) a1Codes.delete(player.id);
        throw new SandboxError(400, 82, 'The SMS code is invalid or has expired');
      }
      a1Codes.delete(player.id);
      return ok(depositRedirect(open(context, 'A1')));
    },
    getNodaTopProviders: (context) => {
      const country = (readString(context.request.query, 'country') ?? '').toUpperCase();
      return ok(
        nodaBanks.filter((b) => b.country === country).map((b) => nodaBankView(b, context.client.origin)),
      );
    },
  };
}
