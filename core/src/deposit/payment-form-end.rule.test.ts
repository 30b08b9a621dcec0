import { describe, expect, it } from 'vitest';
import { resolveDepositResult } from './deposit-result.rule.ts';
import { paymentFormResultPath } from './payment-form-end.rule.ts';

describe('paymentFormResultPath', () => {
  it.each([
    [{ kind: 'completed' } as const, '/deposit/success-ext?paymentTransactionId=884513'],
    [{ kind: 'pending' } as const, '/deposit/pending-ext?paymentTransactionId=884513'],
    [{ kind: 'cancelled' } as const, '/deposit/cancel-ext?paymentTransactionId=884513'],
    [
      { kind: 'failed', reason: 'card declined' } as const,
      '/deposit/failure-ext?paymentTransactionId=884513',
    ],
  ])('sends a form that ended %o to its result page', (end, path) => {
    expect(paymentFormResultPath(end, '884513')).toBe(path);
  });

  it('leads to a page the result pages resolve, with the transaction for a cancel to record', () => {
    const [pathname = '', search = ''] = paymentFormResultPath({ kind: 'cancelled' }, 'tx 1/2').split('?');
    expect({ type: resolveDepositResult(`/lv${pathname}`, search), search }).toEqual({
      type: 'cancel-ext',
      search: 'paymentTransactionId=tx%201%2F2',
    });
  });
});
