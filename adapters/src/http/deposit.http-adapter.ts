import type { DepositOffer } from '@lv-casino/core/deposit/deposit-offer.ts';
import type { DepositProviderSettings } from '@lv-casino/core/deposit/deposit-providers.rule.ts';
import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import { GENERAL_ERROR_CODE } from '@lv-casino/core/errors/error-catalogue.port.ts';
import type { DepositAccountPort } from '@lv-casino/core/deposit/deposit-account.port.ts';
import type { DepositCancelPort } from '@lv-casino/core/deposit/deposit-cancel.port.ts';
import type {
  CryptoDepositAddress,
  DepositAmount,
  DepositBank,
  DepositRedirect,
  DepositSmsChallenge,
  DepositToken,
  DepositVoucher,
  SafechargeOrder,
  StoredCard,
} from '@lv-casino/core/deposit/deposit-payment.ts';
import type { OffsiteDepositPort } from '@lv-casino/core/deposit/offsite-deposit.port.ts';
import type {
  DepositRequest,
  ProviderDepositRequest,
  RedirectDepositPort,
} from '@lv-casino/core/deposit/redirect-deposit.port.ts';
import type { SmsDepositPort } from '@lv-casino/core/deposit/sms-deposit.port.ts';
import type { TokenDepositPort } from '@lv-casino/core/deposit/token-deposit.port.ts';
import { fail, ok, type Result } from '@lv-casino/core/shared/result.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { call, noContent } from './call.ts';
import {
  countSuccessfulDeposits,
  toCryptoDepositAddress,
  toDepositBanks,
  toDepositOffers,
  toDepositProviderSettings,
  toDepositRedirect,
  toDepositSmsChallenge,
  toDepositToken,
  toDepositVoucher,
  toIntegerId,
  toProviderCode,
  toProviderPathSegment,
  toSafechargeOrder,
  toStoredCards,
} from './deposit.mapper.ts';
import { toCashierTransaction, toHistoryPage } from './history.mapper.ts';

const PAYMENT = '/api/v1/customerfacing/payment';
/** The comment failTransaction records when the customer cancelled on the result page. */
export const CANCEL_COMMENT = 'Cancelled by the customer on the result page';
/** The longest range of a history call, in days (account-wallet.yaml), and its largest page. */
const HISTORY_DAYS = 365;
const HISTORY_PAGE_SIZE = 100;
/** At most this many cashier pages are read to count deposits (10 000 entries a year). */
const MAX_HISTORY_PAGES = 100;

/** A call refused before it is sent (its input cannot be sent): errorCode -1 like a bad request. */
const refused = (errorMessage: string): ApiFailure => ({
  kind: 'api',
  errorCode: GENERAL_ERROR_CODE,
  httpStatus: 400,
  errorMessage,
});

const optional = <Key extends string>(key: Key, value: string | null): Partial<Record<Key, string>> =>
  value === null ? {} : ({ [key]: value } as Record<Key, string>);

/** The query of a deposit's amount and bonus code (depositCode left out without one). */
const amountQuery = (request: DepositAmount) => ({
  amount: request.amount,
  ...optional('depositCode', request.depositCode),
});

const notTransaction = (id: string) => refused(`${id} is not a payment transaction id`);
const notCard = (id: string) => refused(`${id} is not a stored card id`);

/** The Europe/Riga calendar day of an instant, `YYYY-MM-DD`, and the day `days` before it. */
const rigaDays = (epochMs: number, days: number): { readonly from: string; readonly to: string } => {
  const to = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Riga' }).format(epochMs);
  const [year, month, day] = to.split('-').map(Number) as [number, number, number];
  const from = new Date(Date.UTC(year, month - 1, day - days)).toISOString().slice(0, 10);
  return { from, to };
};

/**
 * Every deposit port over the deposit calls under payment/ (games-and-content.md §7 Deposits; all
 * private, amounts in minor units): GET deposit/provider/settings, GET getDepositOffers, POST
 * api/v2/…/payment/deposit/init (Blu Or with the amount again as a query parameter), GET
 * deposit/{provider} (the providers without a call of their own), POST
 * transactions/{id}/failTransaction (the cancel result page) and, for the count of successful
 * deposits, GET customers/history/cashier over the last 365 days; and the providers' own calls under
 * payment/deposit/… (payment-providers.yaml, payment-deposit.yaml). Ids the contract takes as integers
 * are refused with -1 before sending when they are not.
 */
export class DepositHttpAdapter
  implements
    DepositAccountPort,
    DepositCancelPort,
    RedirectDepositPort,
    SmsDepositPort,
    TokenDepositPort,
    OffsiteDepositPort
{
  readonly #client: CustomerFacingClient;
  readonly #now: () => number;

  constructor(client: CustomerFacingClient, now: () => number = Date.now) {
    this.#client = client;
    this.#now = now;
  }

  getProviderSettings(): Promise<Result<DepositProviderSettings, ApiFailure>> {
    return call(() => this.#client.GET(`${PAYMENT}/deposit/provider/settings`), toDepositProviderSettings);
  }

  getDepositOffers(): Promise<Result<readonly DepositOffer[], ApiFailure>> {
    return call(() => this.#client.GET(`${PAYMENT}/getDepositOffers`), toDepositOffers);
  }

  async initDeposit(request: DepositRequest): Promise<Result<DepositRedirect, ApiFailure>> {
    const paymentProvider = toProviderCode(request.paymentProvider);
    if (paymentProvider === null) return fail(refused(`Unknown deposit provider ${request.paymentProvider}`));
    const body = {
      paymentProvider,
      amount: request.amount,
      ...optional('paymentMethod', request.paymentMethod),
      ...optional('depositCode', request.depositCode),
      ...optional('cryptoCurrency', request.cryptoCurrency),
    };
    const query = paymentProvider === 'BLU_OR' ? { amount: request.amount } : {};
    return call(
      () => this.#client.POST('/api/v2/customerfacing/payment/deposit/init', { params: { query }, body }),
      toDepositRedirect,
    );
  }

  initProviderDeposit(request: ProviderDepositRequest): Promise<Result<DepositRedirect, ApiFailure>> {
    const provider = toProviderPathSegment(request.provider);
    const query = {
      amount: request.amount,
      ...optional('depositCode', request.depositCode),
      ...optional('paymentMethod', request.paymentMethod),
      ...optional('cryptoCurrency', request.cryptoCurrency),
      isMobile: request.isMobile,
    };
    return call(
      () => this.#client.GET(`${PAYMENT}/deposit/{provider}`, { params: { path: { provider }, query } }),
      toDepositRedirect,
    );
  }

  async cancelTransaction(paymentTransactionId: string): Promise<Result<void, ApiFailure>> {
    const id = toIntegerId(paymentTransactionId);
    if (id === null) return fail(notTransaction(paymentTransactionId));
    return call(
      () =>
        this.#client.POST(`${PAYMENT}/transactions/{id}/failTransaction`, {
          params: { path: { id }, query: { comment: CANCEL_COMMENT } },
        }),
      noContent,
    );
  }

  initBanklinkDeposit(
    request: DepositAmount & { readonly paymentMethod: string; readonly returnPage: string | null },
  ): Promise<Result<DepositRedirect, ApiFailure>> {
    const query = {
      ...amountQuery(request),
      paymentMethod: request.paymentMethod,
      ...optional('returnPage', request.returnPage),
    };
    return call(
      () => this.#client.POST(`${PAYMENT}/deposit/banklink`, { params: { query } }),
      toDepositRedirect,
    );
  }

  initMifinityDeposit(amount: number): Promise<Result<DepositRedirect, ApiFailure>> {
    return call(
      () => this.#client.GET(`${PAYMENT}/deposit/mifinity/ewallet`, { params: { query: { amount } } }),
      toDepositRedirect,
    );
  }

  initInteracDeposit(request: DepositAmount): Promise<Result<DepositRedirect, ApiFailure>> {
    return call(
      () => this.#client.GET(`${PAYMENT}/deposit/interac/init`, { params: { query: amountQuery(request) } }),
      toDepositRedirect,
    );
  }

  initPayByVivacomDeposit(
    request: DepositAmount & { readonly isMobile: boolean },
  ): Promise<Result<DepositRedirect, ApiFailure>> {
    const query = { ...amountQuery(request), isMobile: request.isMobile };
    return call(
      () => this.#client.POST(`${PAYMENT}/deposit/paybyvivacom/init`, { params: { query } }),
      toDepositRedirect,
    );
  }

  initTransactProDeposit(request: DepositAmount): Promise<Result<DepositRedirect, ApiFailure>> {
    return call(
      () =>
        this.#client.GET(`${PAYMENT}/deposit/transact-pro/init`, { params: { query: amountQuery(request) } }),
      toDepositRedirect,
    );
  }

  initTriplezeroDeposit(amount: number): Promise<Result<DepositRedirect, ApiFailure>> {
    return call(
      () => this.#client.GET(`${PAYMENT}/deposit/triplezero/init`, { params: { query: { amount } } }),
      toDepositRedirect,
    );
  }

  initIcardRedirectDeposit(
    request: DepositAmount & { readonly provider: string },
  ): Promise<Result<DepositRedirect, ApiFailure>> {
    const query = { ...amountQuery(request), provider: request.provider };
    return call(
      () => this.#client.GET(`${PAYMENT}/deposit/icard/redirect`, { params: { query } }),
      toDepositRedirect,
    );
  }

  initNeopayDeposit(request: DepositAmount): Promise<Result<DepositRedirect, ApiFailure>> {
    return call(
      () =>
        this.#client.GET(`${PAYMENT}/deposit/neopay/clientSideRedirect`, {
          params: { query: amountQuery(request) },
        }),
      toDepositRedirect,
    );
  }

  initProviderDepositWithPost(request: ProviderDepositRequest): Promise<Result<DepositRedirect, ApiFailure>> {
    const provider = toProviderPathSegment(request.provider);
    const query = {
      ...amountQuery(request),
      ...optional('paymentMethod', request.paymentMethod),
      ...optional('cryptoCurrency', request.cryptoCurrency),
      isMobile: request.isMobile,
    };
    return call(
      () => this.#client.POST(`${PAYMENT}/deposit/{provider}`, { params: { path: { provider }, query } }),
      toDepositRedirect,
    );
  }

  sendA1Code(amount: number): Promise<Result<DepositSmsChallenge, ApiFailure>> {
    return call(
      () => this.#client.GET(`${PAYMENT}/deposit/a1/2fa/init`, { params: { query: { amount } } }),
      toDepositSmsChallenge,
    );
  }

  initA1Deposit(
    request: DepositAmount & { readonly verificationCode: string },
  ): Promise<Result<DepositRedirect, ApiFailure>> {
    const query = { ...amountQuery(request), verificationCode: request.verificationCode };
    return call(
      () => this.#client.GET(`${PAYMENT}/deposit/a1/init`, { params: { query } }),
      toDepositRedirect,
    );
  }

  initCoinspaidDeposit(
    request: DepositAmount & { readonly cryptoCurrency: string },
  ): Promise<Result<CryptoDepositAddress, ApiFailure>> {
    const query = { ...amountQuery(request), cryptoCurrency: request.cryptoCurrency };
    return call(
      () => this.#client.GET(`${PAYMENT}/deposit/coinspaid/init`, { params: { query } }),
      toCryptoDepositAddress,
    );
  }

  openSafechargeOrder(request: DepositAmount): Promise<Result<SafechargeOrder, ApiFailure>> {
    return call(
      () =>
        this.#client.POST(`${PAYMENT}/deposit/safecharge/openOrder`, {
          params: { query: amountQuery(request) },
        }),
      toSafechargeOrder,
    );
  }

  initTrustPaymentDeposit(
    request: DepositAmount & { readonly createNewCard: boolean },
  ): Promise<Result<DepositToken, ApiFailure>> {
    const query = { ...amountQuery(request), createNewCard: request.createNewCard };
    return call(
      () => this.#client.GET(`${PAYMENT}/deposit/trust-payment/init`, { params: { query } }),
      toDepositToken,
    );
  }

  async getTrustPaymentJwt(
    request: DepositAmount & {
      readonly cardToken: string;
      readonly customerCreditCardId: string;
      readonly paymentTransactionId: string;
    },
  ): Promise<Result<DepositToken, ApiFailure>> {
    const customerCreditCardId = toIntegerId(request.customerCreditCardId);
    if (customerCreditCardId === null) return fail(notCard(request.customerCreditCardId));
    const paymentTransactionId = toIntegerId(request.paymentTransactionId);
    if (paymentTransactionId === null) return fail(notTransaction(request.paymentTransactionId));
    const query = {
      cardToken: request.cardToken,
      customerCreditCardId,
      ...amountQuery(request),
      paymentTransactionId,
    };
    return call(
      () => this.#client.GET(`${PAYMENT}/deposit/trust-payment/get-jwt-deposit`, { params: { query } }),
      toDepositToken,
    );
  }

  getStoredCards(): Promise<Result<readonly StoredCard[], ApiFailure>> {
    return call(() => this.#client.GET(`${PAYMENT}/icard/getStoredCardsForCustomer`), toStoredCards);
  }

  async getIcardDepositToken(
    request: DepositAmount & { readonly customerCreditCardId: string },
  ): Promise<Result<DepositToken, ApiFailure>> {
    const customerCreditCardId = toIntegerId(request.customerCreditCardId);
    if (customerCreditCardId === null) return fail(notCard(request.customerCreditCardId));
    const query = { ...amountQuery(request), customerCreditCardId };
    return call(
      () => this.#client.GET(`${PAYMENT}/deposit/icard/token`, { params: { query } }),
      toDepositToken,
    );
  }

  getEpgDepositToken(request: {
    readonly type: string;
    readonly amount: number;
  }): Promise<Result<DepositToken, ApiFailure>> {
    return call(
      () =>
        this.#client.GET(`${PAYMENT}/deposit/epg/{type}/token`, {
          params: { path: { type: request.type }, query: { amount: request.amount } },
        }),
      toDepositToken,
    );
  }

  createSmartPaymentsVoucher(amount: number): Promise<Result<DepositVoucher, ApiFailure>> {
    return call(
      () =>
        this.#client.POST(`${PAYMENT}/deposit/smart-payments/createVoucher`, {
          params: { query: { amount } },
        }),
      toDepositVoucher,
    );
  }

  getNodaTopProviders(country: string): Promise<Result<readonly DepositBank[], ApiFailure>> {
    return call(
      () => this.#client.GET(`${PAYMENT}/deposit/noda/getTopProviders`, { params: { query: { country } } }),
      toDepositBanks,
    );
  }

  async cancelBluOrDeposit(paymentTransactionId: string): Promise<Result<void, ApiFailure>> {
    const id = toIntegerId(paymentTransactionId);
    if (id === null) return fail(notTransaction(paymentTransactionId));
    return call(
      () =>
        this.#client.POST(`${PAYMENT}/deposit/bluOr/cancel`, {
          params: { query: { paymentTransactionId: id } },
        }),
      noContent,
    );
  }

  async cancelNeopayDeposit(request: {
    readonly paymentTransactionId: string;
    readonly token: string | null;
  }): Promise<Result<void, ApiFailure>> {
    const id = toIntegerId(request.paymentTransactionId);
    if (id === null) return fail(notTransaction(request.paymentTransactionId));
    // The token goes in the body (designed): a query string ends up in logs and browser history.
    const query = { paymentTransactionId: id };
    return call(
      () =>
        this.#client.POST(`${PAYMENT}/deposit/neopay/cancel`, {
          params: { query },
          ...(request.token === null ? {} : { body: { token: request.token } }),
        }),
      noContent,
    );
  }

  async successfulDepositCount(): Promise<Result<number, ApiFailure>> {
    const { from, to } = rigaDays(this.#now(), HISTORY_DAYS);
    let count = 0;
    for (let pageStart = 0; pageStart < MAX_HISTORY_PAGES; pageStart += 1) {
      const page = await call(
        () =>
          this.#client.GET('/api/v1/customerfacing/customers/history/cashier', {
            params: { query: { dateFrom: from, dateTo: to, pageStart, pageSize: HISTORY_PAGE_SIZE } },
          }),
        (body) => toHistoryPage(body, toCashierTransaction),
      );
      if (!page.ok) return page;
      count += countSuccessfulDeposits(page.value.rows);
      if ((pageStart + 1) * HISTORY_PAGE_SIZE >= page.value.totalCount) break;
    }
    return ok(count);
  }
}
