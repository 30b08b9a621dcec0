import type { PaymentFormRequest } from '@lv-casino/core/deposit/payment-form.port.ts';
import { describe, expect, it } from 'vitest';
import { SandboxPaymentForms } from './sandbox.payment-form.ts';

const request = (overrides: Partial<PaymentFormRequest> = {}): PaymentFormRequest => ({
  provider: 'epg',
  paymentTransactionId: '884517',
  credential: 'epg-token-secret',
  ...overrides,
});

describe('SandboxPaymentForms', () => {
  it('sends the player to the sandbox’s payment page of the transaction', () => {
    expect(new SandboxPaymentForms({ baseUrl: 'http://localhost:5173' }).formUrl(request())).toBe(
      'http://localhost:5173/__sandbox/pay/884517',
    );
  });

  it('never puts the credential in the URL', () => {
    expect(new SandboxPaymentForms({ baseUrl: 'http://localhost:5173' }).formUrl(request())).not.toContain(
      'epg-token-secret',
    );
  });

  it('encodes the transaction id as one path segment', () => {
    expect(
      new SandboxPaymentForms({ baseUrl: 'http://localhost:5173' }).formUrl(
        request({ paymentTransactionId: '88/45 17?x' }),
      ),
    ).toBe('http://localhost:5173/__sandbox/pay/88%2F45%2017%3Fx');
  });

  it('takes a base URL with a trailing slash', () => {
    expect(new SandboxPaymentForms({ baseUrl: 'http://localhost:5173/' }).formUrl(request())).toBe(
      'http://localhost:5173/__sandbox/pay/884517',
    );
  });
});
