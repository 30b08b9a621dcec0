import type {
  InPagePaymentForm,
  PaymentForm,
  PaymentFormContainer,
  PaymentFormEnd,
  PaymentFormPort,
  PaymentFormRequest,
} from '../deposit/payment-form.port.ts';

/**
 * A provider's script in the page, played by the test: `mount` records the container and the form is
 * shown until the test ends it (`end`) or the page unmounts it.
 */
export class FakeInPagePaymentForm implements InPagePaymentForm {
  /** The containers the form was mounted into, in order. */
  readonly containers: PaymentFormContainer[] = [];
  /** How many times the page removed the form. */
  unmounts = 0;
  #onEnd: ((end: PaymentFormEnd) => void) | null = null;

  /** Whether the form is mounted and has not ended. */
  get showing(): boolean {
    return this.#onEnd !== null;
  }

  mount(container: PaymentFormContainer, onEnd: (end: PaymentFormEnd) => void): () => void {
    this.containers.push(container);
    this.#onEnd = onEnd;
    return () => {
      this.unmounts += 1;
      this.#onEnd = null;
    };
  }

  /** Ends the form as the provider's script would; nothing happens once it ended or was removed. */
  end(end: PaymentFormEnd): void {
    const onEnd = this.#onEnd;
    this.#onEnd = null;
    onEnd?.(end);
  }
}

export interface FakePaymentFormsOptions {
  /**
   * How the forms are shown: pages at `https://forms.test/{provider}/{transaction}?credential=…`
   * (`redirect`, the default) or `inPage`, the one in-page form every request gets.
   */
  readonly inPage?: FakeInPagePaymentForm;
  /** Providers without a form (`open` answers null). */
  readonly without?: readonly string[];
}

/** Payment forms that record every request: pages at forms.test, or one in-page form. */
export class FakePaymentForms implements PaymentFormPort {
  readonly requests: PaymentFormRequest[] = [];
  readonly #options: FakePaymentFormsOptions;

  constructor(options: FakePaymentFormsOptions = {}) {
    this.#options = options;
  }

  open(request: PaymentFormRequest): PaymentForm | null {
    this.requests.push(request);
    if (this.#options.without?.includes(request.provider) === true) return null;
    if (this.#options.inPage !== undefined) return { kind: 'in-page', form: this.#options.inPage };
    return {
      kind: 'redirect',
      url: `https://forms.test/${request.provider}/${request.paymentTransactionId}?credential=${request.credential}`,
    };
  }
}
