import type { PaymentFormPort, PaymentFormRequest } from '../deposit/payment-form.port.ts';

/** Payment forms at `https://forms.test/{provider}/{transaction}?credential=…`; records every request. */
export class FakePaymentForms implements PaymentFormPort {
  readonly requests: PaymentFormRequest[] = [];

  formUrl(request: PaymentFormRequest): string {
    this.requests.push(request);
    return `https://forms.test/${request.provider}/${request.paymentTransactionId}?credential=${request.credential}`;
  }
}
