import type { PaymentForm } from './payment-form.ts';

export type { InPagePaymentForm, PaymentForm, PaymentFormContainer, PaymentFormEnd } from './payment-form.ts';

/**
 * What a provider's payment form needs to take a deposit that a token or an order started (EPG, the
 * Safecharge full cashier, a card with iCard or Trust Payments).
 */
export interface PaymentFormRequest {
  /** The provider id of DEPOSIT_PROVIDERS. */
  readonly provider: string;
  readonly paymentTransactionId: string;
  /** The token, JWT or order session token the form is opened with. */
  readonly credential: string;
}

/**
 * The providers' payment forms: how the form of a token or order deposit is shown. An adapter either
 * sends the player to a page (`redirect`: the sandbox's payment page, a provider's hosted page) or
 * mounts the provider's own script into the page (`in-page`), which reports how it ended. The
 * web binds one adapter by its configuration (web/README.md, Payment forms): the sandbox's page in
 * development and tests, or a table of each provider's own adapter (ProviderPaymentForms).
 *
 * A redirect deposit is PENDING from the moment the window opens and stays so until its result page;
 * an in-page one is PENDING while its form shows (with no page to go back to: `redirectUrl` null), and
 * its end leads to the same result page a provider's return would.
 */
export interface PaymentFormPort {
  /**
   * The form of the transaction: where it is shown, or null when this front end has no form for the
   * provider (the deposit is then refused before the player is sent anywhere).
   */
  open(request: PaymentFormRequest): PaymentForm | null;
}
export const PaymentFormPort = Symbol('PaymentFormPort');
