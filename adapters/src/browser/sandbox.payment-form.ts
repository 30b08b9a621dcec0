import type { PaymentFormPort, PaymentFormRequest } from '@lv-casino/core/deposit/payment-form.port.ts';

export interface SandboxPaymentFormsOptions {
  /** The sandbox's origin (the app's own in development), without a trailing slash. */
  readonly baseUrl: string;
}

/**
 * The sandbox's payment forms: every token or order deposit (EPG, the Safecharge full cashier, iCard
 * and Trust Payments cards) goes to the sandbox's payment page of its transaction,
 * `{baseUrl}/__sandbox/pay/{paymentTransactionId}`, which settles any transaction (success, failure,
 * cancel, pending) and returns to the app's result page. The credential is not used: the page knows
 * the transaction, and a token never goes in a URL (it would land in history, logs and Referer).
 * In production one adapter per provider takes its place and mounts the provider's script with the
 * credential (Nuvei web SDK with the session token, Trust Payments JS with the JWT, iCard, EPG).
 */
export class SandboxPaymentForms implements PaymentFormPort {
  readonly #baseUrl: string;

  constructor(options: SandboxPaymentFormsOptions) {
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  formUrl(request: PaymentFormRequest): string {
    return `${this.#baseUrl}/__sandbox/pay/${encodeURIComponent(request.paymentTransactionId)}`;
  }
}
