import type {
  PaymentForm,
  PaymentFormPort,
  PaymentFormRequest,
} from '@lv-casino/core/deposit/payment-form.port.ts';

/**
 * Each provider's own payment form, by the provider id of the request (`safecharge`, `epg`, `icard`,
 * `trustPayment`): an adapter per provider, which sends the player to the provider's hosted page or
 * mounts the provider's script in the page (core's PaymentFormPort says how; core/README.md and
 * adapters/README.md show one). A provider without an adapter has no form: `open` answers null and
 * core refuses its deposit before the player is sent anywhere, while every other deposit method works.
 */
export class ProviderPaymentForms implements PaymentFormPort {
  readonly #forms: ReadonlyMap<string, PaymentFormPort>;

  /** @param forms the adapter of each provider that has a form, by provider id. */
  constructor(forms: Readonly<Record<string, PaymentFormPort>>) {
    this.#forms = new Map(Object.entries(forms));
  }

  /** The providers that have a form, in the order they were given. */
  get providers(): readonly string[] {
    return [...this.#forms.keys()];
  }

  open(request: PaymentFormRequest): PaymentForm | null {
    return this.#forms.get(request.provider)?.open(request) ?? null;
  }
}
