import { describeFailure } from '../errors/describe-failure.rule.ts';
import {
  GENERAL_ERROR_CODE,
  type ErrorCatalogue,
  type ErrorDescriptor,
} from '../errors/error-catalogue.port.ts';
import type { ApiFailure } from '../errors/api-failure.ts';
import type { ClockPort } from '../shared/clock.port.ts';
import type {
  CryptoDepositAddress,
  DepositPort,
  DepositRedirect,
  DepositSmsChallenge,
  DepositToken,
  DepositVoucher,
  StoredCard,
} from '../deposit/deposit.port.ts';
import type { PaymentFormPort } from '../deposit/payment-form.port.ts';
import type { PendingDeposit, PendingDepositPort } from '../deposit/pending-deposit.port.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import type { DepositOrder } from './deposit-form.rule.ts';
import { epayMethod, isGenericDepositProvider } from './deposit-providers.rule.ts';
import { EXTERNAL_REDIRECT_DELAY_MS } from './start-deposit.use-case.ts';

/** The card of a card deposit (iCard, Trust Payments): a new one, or one the provider stored. */
export type CardChoice = { readonly kind: 'new' } | { readonly kind: 'stored'; readonly card: StoredCard };

/** The EPG payment form's type (GET deposit/epg/{type}/token). */
export const EPG_FORM_TYPE = 'card';
/** The iCard provider of a new card (GET deposit/icard/redirect?provider). */
export const ICARD_NEW_CARD = 'CARD';
/** Providers whose generic call is the POST form: they create a payment order rather than a redirect. */
const POSTED_PROVIDERS: ReadonlySet<string> = new Set(['bankTransfer', 'cashTerminal']);

export interface DepositStartOptions {
  readonly currency: string;
  readonly isMobile: boolean;
  /** The result page a provider returns to (banklink's returnPage); null for the provider's default. */
  readonly returnPage: string | null;
  /** A1's SMS code, for its second step; null for the first (the code is sent). */
  readonly verificationCode: string | null;
  /** The card of a card deposit; null for the other flows. */
  readonly card: CardChoice | null;
}

export type StartProviderDepositOutcome =
  /** The external payment window opened (500 ms after the call): the deposit is PENDING. */
  | { readonly kind: 'pending'; readonly deposit: PendingDeposit }
  /** A1: the SMS code was sent; start again with the code typed. */
  | { readonly kind: 'code-sent'; readonly challenge: DepositSmsChallenge }
  /** CoinsPaid: where to send the coins. */
  | { readonly kind: 'address'; readonly address: CryptoDepositAddress }
  /** Smart Payments: the voucher to pay. */
  | { readonly kind: 'voucher'; readonly voucher: DepositVoucher }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

type Started =
  | { readonly kind: 'window'; readonly redirect: DepositRedirect }
  | { readonly kind: 'code-sent'; readonly challenge: DepositSmsChallenge }
  | { readonly kind: 'address'; readonly address: CryptoDepositAddress }
  | { readonly kind: 'voucher'; readonly voucher: DepositVoucher };

/** A call refused before it is sent (nothing the server could take): the general error. */
const refused = (message: string): Result<never, ApiFailure> =>
  fail({ kind: 'api', errorCode: GENERAL_ERROR_CODE, httpStatus: 400, errorMessage: message });

const as =
  <Value>(wrap: (value: Value) => Started) =>
  (result: Result<Value, ApiFailure>): Result<Started, ApiFailure> =>
    result.ok ? ok(wrap(result.value)) : result;

const toWindow = as((redirect: DepositRedirect) => ({ kind: 'window' as const, redirect }));

/**
 * Starts a checked deposit with its provider's call (games-and-content.md §7 Deposits, §9), by the
 * provider's flow: a redirect (the window opens 500 ms after the call and the deposit is PENDING,
 * kept so that it survives a reload), A1's SMS step, a card (stored or new), a payment form (token or
 * order), a crypto address or a voucher.
 */
export class StartProviderDepositUseCase {
  readonly #deposits: DepositPort;
  readonly #forms: PaymentFormPort;
  readonly #pending: PendingDepositPort;
  readonly #clock: ClockPort;
  readonly #errors: ErrorCatalogue;

  constructor(
    deposits: DepositPort,
    forms: PaymentFormPort,
    pending: PendingDepositPort,
    clock: ClockPort,
    errors: ErrorCatalogue,
  ) {
    this.#deposits = deposits;
    this.#forms = forms;
    this.#pending = pending;
    this.#clock = clock;
    this.#errors = errors;
  }

  /** @param openWindow opens the external payment window at the URL (the web layer's job). */
  async execute(
    order: DepositOrder,
    options: DepositStartOptions,
    openWindow: (url: string) => void,
  ): Promise<StartProviderDepositOutcome> {
    const started = await this.#start(order, options);
    if (!started.ok) return { kind: 'failed', error: describeFailure(started.error, this.#errors) };
    const value = started.value;
    if (value.kind !== 'window') return value;

    const deposit: PendingDeposit = {
      paymentTransactionId: value.redirect.paymentTransactionId,
      provider: order.provider,
      amount: order.amount,
      currency: options.currency,
      redirectUrl: value.redirect.redirectUrl,
      startedAt: this.#clock.now(),
    };
    this.#pending.save(deposit);
    await new Promise<void>((resolve) => {
      this.#clock.schedule(EXTERNAL_REDIRECT_DELAY_MS, resolve);
    });
    openWindow(deposit.redirectUrl);
    return { kind: 'pending', deposit };
  }

  /** The provider's call for the order. */
  async #start(order: DepositOrder, options: DepositStartOptions): Promise<Result<Started, ApiFailure>> {
    const { provider, amount, depositCode, choice } = order;
    const deposits = this.#deposits;
    const base = { amount, depositCode };
    switch (provider) {
      case 'safecharge':
        if (choice === null) {
          const opened = await deposits.openSafechargeOrder(base);
          return opened.ok
            ? this.#form(provider, opened.value.paymentTransactionId, opened.value.sessionToken)
            : opened;
        }
        return toWindow(await deposits.initDeposit(this.#v2(order, choice)));
      case 'nodaBanks':
      case 'bluOr':
        return toWindow(await deposits.initDeposit(this.#v2(order, choice)));
      case 'banklink':
        if (choice === null) return refused('A banklink deposit needs a bank');
        return toWindow(
          await deposits.initBanklinkDeposit({
            ...base,
            paymentMethod: choice,
            returnPage: options.returnPage,
          }),
        );
      case 'mifinity':
        return toWindow(await deposits.initMifinityDeposit(amount));
      case 'interac':
        return toWindow(await deposits.initInteracDeposit(base));
      case 'payByVivacom':
        return toWindow(await deposits.initPayByVivacomDeposit({ ...base, isMobile: options.isMobile }));
      case 'transactPro':
        return toWindow(await deposits.initTransactProDeposit(base));
      case 'triplezero':
        return toWindow(await deposits.initTriplezeroDeposit(amount));
      case 'neopay':
        return toWindow(await deposits.initNeopayDeposit(base));
      case 'a1':
        if (options.verificationCode === null)
          return as((challenge: DepositSmsChallenge) => ({ kind: 'code-sent' as const, challenge }))(
            await deposits.sendA1Code(amount),
          );
        return toWindow(
          await deposits.initA1Deposit({ ...base, verificationCode: options.verificationCode }),
        );
      case 'coinspaid':
        if (choice === null) return refused('A CoinsPaid deposit needs a coin');
        return as((address: CryptoDepositAddress) => ({ kind: 'address' as const, address }))(
          await deposits.initCoinspaidDeposit({ ...base, cryptoCurrency: choice }),
        );
      case 'smartPayments':
        return as((voucher: DepositVoucher) => ({ kind: 'voucher' as const, voucher }))(
          await deposits.createSmartPaymentsVoucher(amount),
        );
      case 'epg':
        return this.#token(provider, await deposits.getEpgDepositToken({ type: EPG_FORM_TYPE, amount }));
      case 'icard':
        return this.#icard(order, options.card);
      case 'trustPayment':
        return this.#trustPayment(order, options.card);
      default:
        return this.#generic(order, options);
    }
  }

  #v2(order: DepositOrder, paymentMethod: string | null) {
    return {
      paymentProvider: order.provider,
      amount: order.amount,
      paymentMethod,
      depositCode: order.depositCode,
      cryptoCurrency: null,
    };
  }

  async #icard(order: DepositOrder, card: CardChoice | null): Promise<Result<Started, ApiFailure>> {
    const base = { amount: order.amount, depositCode: order.depositCode };
    if (card?.kind !== 'stored')
      return toWindow(await this.#deposits.initIcardRedirectDeposit({ ...base, provider: ICARD_NEW_CARD }));
    const customerCreditCardId = card.card.customerCreditCardId;
    return this.#token(
      order.provider,
      await this.#deposits.getIcardDepositToken({ ...base, customerCreditCardId }),
    );
  }

  async #trustPayment(order: DepositOrder, card: CardChoice | null): Promise<Result<Started, ApiFailure>> {
    const base = { amount: order.amount, depositCode: order.depositCode };
    const stored = card?.kind === 'stored' ? card.card : null;
    if (stored !== null && stored.cardToken === null)
      return refused('The card is not stored with Trust Payments');
    const init = await this.#deposits.initTrustPaymentDeposit({ ...base, createNewCard: stored === null });
    if (!init.ok || stored === null || stored.cardToken === null) return this.#token(order.provider, init);
    const paymentTransactionId = init.value.paymentTransactionId;
    if (paymentTransactionId === null) return refused('Trust Payments opened no transaction');
    const jwt = await this.#deposits.getTrustPaymentJwt({
      ...base,
      cardToken: stored.cardToken,
      customerCreditCardId: stored.customerCreditCardId,
      paymentTransactionId,
    });
    return this.#token(order.provider, jwt);
  }

  async #generic(order: DepositOrder, options: DepositStartOptions): Promise<Result<Started, ApiFailure>> {
    const { provider, choice } = order;
    if (!isGenericDepositProvider(provider)) return refused(`Unknown deposit provider ${provider}`);
    const coin = provider === 'coinpayments';
    const request = {
      provider,
      amount: order.amount,
      depositCode: order.depositCode,
      paymentMethod: coin || choice === null ? null : provider === 'epay' ? epayMethod(choice) : choice,
      cryptoCurrency: coin ? choice : null,
      isMobile: options.isMobile,
    };
    return toWindow(
      POSTED_PROVIDERS.has(provider)
        ? await this.#deposits.initProviderDepositWithPost(request)
        : await this.#deposits.initProviderDeposit(request),
    );
  }

  #token(provider: string, token: Result<DepositToken, ApiFailure>): Result<Started, ApiFailure> {
    if (!token.ok) return token;
    const { paymentTransactionId } = token.value;
    if (paymentTransactionId === null) return refused(`${provider} opened no transaction`);
    return this.#form(provider, paymentTransactionId, token.value.token);
  }

  #form(provider: string, paymentTransactionId: string, credential: string): Result<Started, ApiFailure> {
    const redirectUrl = this.#forms.formUrl({ provider, paymentTransactionId, credential });
    return ok({ kind: 'window', redirect: { redirectUrl, paymentTransactionId } });
  }
}
