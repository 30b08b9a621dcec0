import type { PaymentFormRequest } from '@lv-casino/core/deposit/payment-form.port.ts';
import { describe, expect, it } from 'vitest';
import { paymentFormsProblem } from './payment-forms.choice.ts';
import { createPaymentForms } from './platform-account.module.ts';

const request = (provider: string): PaymentFormRequest => ({
  provider,
  paymentTransactionId: '884513',
  credential: 'trust-payment-jwt',
});

describe('the payment forms a build binds', () => {
  it('are the sandbox’s page in this repository’s builds (web/.env)', () => {
    expect([import.meta.env.VITE_PAYMENT_FORMS, paymentFormsProblem(import.meta.env)]).toEqual([
      'sandbox',
      null,
    ]);
  });

  it('send every provider’s form to the sandbox’s payment page with `sandbox`', () => {
    const forms = createPaymentForms('sandbox', window);
    expect(['trustPayment', 'epg'].map((provider) => forms.open(request(provider)))).toEqual([
      { kind: 'redirect', url: `${window.location.origin}/__sandbox/pay/884513` },
      { kind: 'redirect', url: `${window.location.origin}/__sandbox/pay/884513` },
    ]);
  });

  it('never send a player to the sandbox with `providers`: a provider without its own form has none', () => {
    const forms = createPaymentForms('providers', window);
    expect(['safecharge', 'epg', 'icard', 'trustPayment'].map((p) => forms.open(request(p)))).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it.each([
    [{}, /VITE_PAYMENT_FORMS is not set/],
    [{ VITE_PAYMENT_FORMS: '' }, /VITE_PAYMENT_FORMS is not set/],
    [
      { VITE_PAYMENT_FORMS: 'nuvei' },
      /VITE_PAYMENT_FORMS=nuvei names no payment forms: use sandbox or providers/,
    ],
    [{ VITE_PAYMENT_FORMS: 'toString' }, /names no payment forms/],
    [
      { VITE_PAYMENT_FORMS: 'sandbox', VITE_SITE_ENVIRONMENT: 'live' },
      /live build .* cannot send players to the sandbox’s payment page/,
    ],
  ])('refuse a build whose variables are %o', (env, problem) => {
    expect(paymentFormsProblem(env)).toMatch(problem);
  });

  it.each([
    { VITE_PAYMENT_FORMS: 'sandbox' },
    { VITE_PAYMENT_FORMS: 'sandbox', VITE_SITE_ENVIRONMENT: 'test' },
    { VITE_PAYMENT_FORMS: 'providers', VITE_SITE_ENVIRONMENT: 'live' },
  ])('accept %o', (env) => {
    expect(paymentFormsProblem(env)).toBeNull();
  });
});
