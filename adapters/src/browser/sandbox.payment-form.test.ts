import type { PaymentFormRequest } from '@lv-casino/core/deposit/payment-form.port.ts';
import { describe, expect, it } from 'vitest';
import { SandboxPaymentForms } from './sandbox.payment-form.ts';

const request = (overrides: Partial<PaymentFormRequest> = {}): PaymentFormRequest => ({
  provider: 'epg',
  paymentTransactionId: '884517',
  credential: 'epg-token-secret',
  ...overrides,
});

/** The page the sandbox's form sends the player to. */
const urlOf = (baseUrl: string, overrides: Partial<PaymentFormRequest> = {}): string => {
  const form = new SandboxPaymentForms({ baseUrl }).open(request(overrides));
  return form.kind === 'redirect' ? form.url : `not a redirect: ${form.kind}`;
};

describe('SandboxPaymentForms', () => {
  it('sends the player to the sandbox’s payment page of the transaction', () => {
    expect(new SandboxPaymentForms({ baseUrl: 'http://localhost:5173' }).open(request())).toEqual({
      kind: 'redirect',
      url: 'http://localhost:5173/__sandbox/pay/884517',
    });
  });

  it('has a form for every provider', () => {
    expect(
      ['epg', 'safecharge', 'icard', 'trustPayment'].map((provider) =>
        urlOf('http://localhost:5173', { provider }),
      ),
    ).toEqual(Array(4).fill('http://localhost:5173/__sandbox/pay/884517'));
  });

  it('never puts the credential in the URL', () => {
    expect(urlOf('http://localhost:5173')).not.toContain('epg-token-secret');
  });

  it('encodes the transaction id as one path segment', () => {
    expect(urlOf('http://localhost:5173', { paymentTransactionId: '88/45 17?x' })).toBe(
      'http://localhost:5173/__sandbox/pay/88%2F45%2017%3Fx',
    );
  });

  it('takes a base URL with a trailing slash', () => {
    expect(urlOf('http://localhost:5173/')).toBe('http://localhost:5173/__sandbox/pay/884517');
  });
});
