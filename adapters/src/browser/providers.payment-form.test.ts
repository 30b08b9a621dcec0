import type {
  PaymentForm,
  PaymentFormPort,
  PaymentFormRequest,
} from '@lv-casino/core/deposit/payment-form.port.ts';
import { FakeInPagePaymentForm } from '@lv-casino/core/testing/payment-form.fake.ts';
import { describe, expect, it } from 'vitest';
import { ProviderPaymentForms } from './providers.payment-form.ts';

const request = (provider: string): PaymentFormRequest => ({
  provider,
  paymentTransactionId: '884513',
  credential: 'trust-payment-jwt',
});

/** A provider's adapter that records what it was asked and answers `form`. */
class RecordingForms implements PaymentFormPort {
  readonly requests: PaymentFormRequest[] = [];
  readonly #form: PaymentForm;

  constructor(form: PaymentForm) {
    this.#form = form;
  }

  open(request: PaymentFormRequest): PaymentForm {
    this.requests.push(request);
    return this.#form;
  }
}

describe('ProviderPaymentForms', () => {
  it('opens the form of the request’s provider with the whole request', () => {
    const inPage = new FakeInPagePaymentForm();
    const trustPayments = new RecordingForms({ kind: 'in-page', form: inPage });
    const epg = new RecordingForms({ kind: 'redirect', url: 'https://epg.test/pay' });
    const forms = new ProviderPaymentForms({ trustPayment: trustPayments, epg });
    expect({
      form: forms.open(request('trustPayment')),
      trustPayments: trustPayments.requests,
      epg: epg.requests,
    }).toEqual({
      form: { kind: 'in-page', form: inPage },
      trustPayments: [request('trustPayment')],
      epg: [],
    });
  });

  it('has no form for a provider without an adapter', () => {
    const forms = new ProviderPaymentForms({ epg: new RecordingForms({ kind: 'redirect', url: 'x' }) });
    expect([forms.open(request('safecharge')), forms.open(request('toString'))]).toEqual([null, null]);
  });

  it('names the providers that have a form', () => {
    const form = new RecordingForms({ kind: 'redirect', url: 'x' });
    expect(new ProviderPaymentForms({ epg: form, icard: form }).providers).toEqual(['epg', 'icard']);
  });
});
