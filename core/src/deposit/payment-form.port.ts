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
 * The providers' payment forms: where the window of a token or order deposit goes. In production an
 * adapter per provider mounts its script (Nuvei web SDK, Trust Payments JS, iCard, EPG); the sandbox's
 * adapter sends the player to the sandbox's payment page for the transaction.
 */
export interface PaymentFormPort {
  formUrl(request: PaymentFormRequest): string;
}
export const PaymentFormPort = Symbol('PaymentFormPort');
