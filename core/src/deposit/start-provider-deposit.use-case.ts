import { describeLimitedFailure } from '../limits/responsible-gaming-error.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { ClockPort } from '../shared/clock.port.ts';
import type { CryptoDepositAddress, DepositSmsChallenge, DepositVoucher } from './deposit-payment.ts';
import type { InPagePaymentForm } from './payment-form.ts';
import type { PendingDeposit, PendingDepositPort } from './pending-deposit.port.ts';
import type { DepositOrder } from './deposit-form.rule.ts';
import type { DepositStartOptions, DepositStartPorts, DepositStrategy } from './deposit-strategy.ts';
import { genericDepositStrategy } from './generic-deposit.strategy.ts';
import { OFFSITE_DEPOSIT_STRATEGIES } from './offsite-deposit.strategy.ts';
import { REDIRECT_DEPOSIT_STRATEGIES } from './redirect-deposit.strategy.ts';
import { SMS_DEPOSIT_STRATEGIES } from './sms-deposit.strategy.ts';
import { EXTERNAL_REDIRECT_DELAY_MS } from './start-deposit.use-case.ts';
import { TOKEN_DEPOSIT_STRATEGIES } from './token-deposit.strategy.ts';

export type StartProviderDepositOutcome =
  /** The external payment window opened (500 ms after the call): the deposit is PENDING. */
  | { readonly kind: 'pending'; readonly deposit: PendingDeposit }
  /**
   * The provider's form is to be mounted in the page (`form.mount`, by the web): the deposit is PENDING
   * (kept, with no window to reopen) until the form's end leads to its result page
   * (paymentFormResultPath).
   */
  | { readonly kind: 'in-page'; readonly deposit: PendingDeposit; readonly form: InPagePaymentForm }
  /** A1: the SMS code was sent; start again with the code typed. */
  | { readonly kind: 'code-sent'; readonly challenge: DepositSmsChallenge }
  /**
   * CoinsPaid: where to send the coins. The deposit is PENDING (kept, with no window to reopen) until
   * its result page, like a form in the page, so that its success is tracked like any other.
   */
  | { readonly kind: 'address'; readonly deposit: PendingDeposit; readonly address: CryptoDepositAddress }
  /** Smart Payments: the voucher to pay, PENDING as an address is until its result page. */
  | { readonly kind: 'voucher'; readonly deposit: PendingDeposit; readonly voucher: DepositVoucher }
  | {
      readonly kind: 'failed';
      readonly error: ErrorDescriptor;
      /** The form field the refusal is about: a wrong or expired A1 code (82); null for the form's. */
      readonly field: 'verificationCode' | null;
    };

/** SMS_INVALID_CODE: the SMS code typed is wrong or has expired. */
const SMS_INVALID_CODE = 82;

/** The providers with a call (or flow) of their own, by id; any other goes through the generic call. */
const DEPOSIT_STRATEGIES: ReadonlyMap<string, DepositStrategy> = new Map(
  Object.entries({
    ...REDIRECT_DEPOSIT_STRATEGIES,
    ...SMS_DEPOSIT_STRATEGIES,
    ...TOKEN_DEPOSIT_STRATEGIES,
    ...OFFSITE_DEPOSIT_STRATEGIES,
  }),
);

/**
 * Starts a checked deposit with its provider's call (games-and-content.md §7 Deposits, §9), by the
 * provider's strategy: a redirect (the window opens 500 ms after the call and the deposit is PENDING,
 * kept so that it survives a reload), A1's SMS step, a card (stored or new), a payment form (token or
 * order: a window, or the provider's script in the page, PENDING at once), a crypto address or a
 * voucher (PENDING at once too, until their result page); a provider without a strategy takes the
 * generic call.
 */
export class StartProviderDepositUseCase {
  readonly #ports: DepositStartPorts;
  readonly #pending: PendingDepositPort;
  readonly #clock: ClockPort;
  readonly #errors: ErrorCatalogue;

  constructor(
    ports: DepositStartPorts,
    pending: PendingDepositPort,
    clock: ClockPort,
    errors: ErrorCatalogue,
  ) {
    this.#ports = ports;
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
    const strategy = DEPOSIT_STRATEGIES.get(order.provider) ?? genericDepositStrategy;
    const started = await strategy(order, options, this.#ports);
    if (!started.ok) {
      const error = describeLimitedFailure(started.error, this.#errors);
      const field =
        options.verificationCode !== null && error.code === SMS_INVALID_CODE ? 'verificationCode' : null;
      return { kind: 'failed', error, field };
    }
    const value = started.value;
    if (value.kind === 'in-page') {
      // Nothing leaves the page, so nothing waits: the form shows as soon as the web mounts it.
      const deposit = this.#keep(order, options, value.paymentTransactionId, null);
      return { kind: 'in-page', deposit, form: value.form };
    }
    // Paid away from the site: kept until its result page ends it (and tracks its success), or the
    // result page of its transaction would find no deposit started here and raise no event.
    if (value.kind === 'address') {
      const deposit = this.#keep(order, options, value.address.paymentTransactionId, null);
      return { kind: 'address', deposit, address: value.address };
    }
    if (value.kind === 'voucher') {
      const deposit = this.#keep(order, options, value.voucher.paymentTransactionId, null);
      return { kind: 'voucher', deposit, voucher: value.voucher };
    }
    if (value.kind !== 'window') return value;

    const { paymentTransactionId, redirectUrl } = value.redirect;
    const deposit = this.#keep(order, options, paymentTransactionId, redirectUrl);
    await new Promise<void>((resolve) => {
      this.#clock.schedule(EXTERNAL_REDIRECT_DELAY_MS, resolve);
    });
    openWindow(redirectUrl);
    return { kind: 'pending', deposit };
  }

  /** Keeps the deposit PENDING (it survives a reload until its result page) and returns it. */
  #keep(
    order: DepositOrder,
    options: DepositStartOptions,
    paymentTransactionId: string,
    redirectUrl: string | null,
  ): PendingDeposit {
    const deposit: PendingDeposit = {
      paymentTransactionId,
      provider: order.provider,
      amount: order.amount,
      currency: options.currency,
      redirectUrl,
      startedAt: this.#clock.now(),
    };
    this.#pending.save(deposit);
    return deposit;
  }
}
