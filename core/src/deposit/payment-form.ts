/*
 * A provider's payment form as core and the web see it: shown as a page the player is sent to, or as
 * the provider's own script mounted in the page, which reports how it ended. PaymentFormPort
 * (payment-form.port.ts) answers one per transaction.
 */

/**
 * How a provider's form mounted in the page ended, as its script reports it. The deposit's result
 * page follows: completed → success, pending → pending, cancelled → cancel (the transaction is marked
 * cancelled), failed → failure (paymentFormResultPath).
 */
export type PaymentFormEnd =
  /** The provider took the payment; the balance grows once the server has its confirmation. */
  | { readonly kind: 'completed' }
  /** The provider accepted the payment for a later confirmation (a bank's, a 3-D Secure check's). */
  | { readonly kind: 'pending' }
  /** The player gave the payment up, in the provider's form or with the page's own Cancel. */
  | { readonly kind: 'cancelled' }
  /** The provider refused the payment, or its script could not load or run. */
  | {
      readonly kind: 'failed';
      /** Why, for the logs and the tests; never shown to the player (the result page says it failed). */
      readonly reason: string;
    };

/**
 * The element the web gives an in-page form: an `HTMLElement` in a browser. Core never reads it; it
 * only passes it from the web to the provider's adapter.
 */
export type PaymentFormContainer = object;

/**
 * A provider's own script, mounted into the page instead of a page the player is sent to (Nuvei's web
 * SDK with the Safecharge session token, Trust Payments JS with the JWT, EPG's or iCard's card fields).
 */
export interface InPagePaymentForm {
  /**
   * Shows the provider's form inside `container`, an empty element of the deposit screen that stays in
   * the page until the form ends (the adapter loads its script, renders into the element and listens to
   * the provider's callbacks), and calls `onEnd` exactly once, when the form ends, and never before
   * `mount` has returned. A script that cannot load ends as `failed`. Never throws: every problem is an
   * end.
   *
   * @param container where to render (an `HTMLElement` in a browser), laid out and labelled by the web.
   * @param onEnd how the form ended; the web then shows the deposit's result page.
   * @returns removes the form: its elements, listeners and timers. The web calls it once, when the form
   *   ended or when the player left the step first; after it, `onEnd` is never called.
   */
  mount(container: PaymentFormContainer, onEnd: (end: PaymentFormEnd) => void): () => void;
}

/** Where a provider's form is shown: a page the player is sent to, or the provider's script in the page. */
export type PaymentForm =
  /** The player leaves for `url` (the provider's hosted page, which returns to the app's result page). */
  | { readonly kind: 'redirect'; readonly url: string }
  /** The provider's script runs in the deposit screen, in an element the web gives it. */
  | { readonly kind: 'in-page'; readonly form: InPagePaymentForm };
