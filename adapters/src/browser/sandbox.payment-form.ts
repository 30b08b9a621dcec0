import type {
  PaymentForm,
  PaymentFormPort,
  PaymentFormRequest,
} from '@lv-casino/core/deposit/payment-form.port.ts';

export interface SandboxPaymentFormsOptions {
  /** The sandbox's origin (the app's own in development), without a trailing slash. */
  readonly baseUrl: string;
}

/**
 * The sandbox's payment forms: every token or order deposit (EPG, the Safecharge full cashier, iCard
 * and Trust Payments cards) goes to the sandbox's payment page of its transaction,
 * `{baseUrl}/__sandbox/pay/{paymentTransactionId}` (a `redirect` form), which settles any transaction
 * (success, failure, cancel, pending) and returns to the app's result page. The credential is not
 * used: the page knows the transaction, and a token never goes in a URL (it would land in history,
 * logs and Referer). A production front end binds each provider's own form instead
 * (ProviderPaymentForms), which may mount the provider's script in the page.
 */
export class SandboxPaymentForms implements PaymentFormPort {
  readonly #baseUrl: string;

  constructor(options: SandboxPaymentFormsOptions) {
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  open(request: PaymentFormRequest): PaymentForm {
    const transaction = encodeURIComponent(request.paymentTransactionId);
    return { kind: 'redirect', url: `${this.#baseUrl}/__sandbox/pay/${transaction}` };
  }
}
