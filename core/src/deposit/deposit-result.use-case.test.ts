import { beforeEach, describe, expect, it } from 'vitest';
import { fail } from '../shared/result.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { FakeDepositPorts } from '../testing/deposit-ports.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { DepositResultUseCase } from './deposit-result.use-case.ts';

let deposits: FakeDepositPorts;
let result: DepositResultUseCase;

beforeEach(() => {
  deposits = new FakeDepositPorts();
  result = new DepositResultUseCase(deposits, new FakeErrorCatalogue());
});

describe('DepositResultUseCase', () => {
  it('shows the page of the path', async () => {
    expect(
      await result.execute({ pathname: '/lv/deposit/success-ext', search: '', kycVerified: 'VERIFIED' }),
    ).toMatchObject({
      kind: 'result',
      page: { type: 'success-ext', button: { next: { kind: 'navigate', to: { name: 'casino' } } } },
      cancelError: null,
    });
  });

  it('is none for a location that is not a deposit result', async () => {
    expect(await result.execute({ pathname: '/lv/casino', search: '', kycVerified: 'VERIFIED' })).toEqual({
      kind: 'none',
    });
  });

  it.each(['/deposit/cancel', '/lv/deposit/cancel-ext'])(
    'marks the transaction of %s cancelled',
    async (pathname) => {
      await result.execute({ pathname, search: '?paymentTransactionId=tx-42', kycVerified: 'VERIFIED' });
      expect(deposits.calls).toEqual([{ call: 'cancelTransaction', paymentTransactionId: 'tx-42' }]);
    },
  );

  it('marks the transaction cancelled when the query asks for the cancel page', async () => {
    await result.execute({
      pathname: '/deposit/notification',
      search: '?canceled=1&paymentTransactionId=7',
      kycVerified: 'VERIFIED',
    });
    expect(deposits.calls).toEqual([{ call: 'cancelTransaction', paymentTransactionId: '7' }]);
  });

  it('makes no call for a cancel without a transaction id', async () => {
    await result.execute({ pathname: '/deposit/cancel', search: '', kycVerified: 'VERIFIED' });
    expect(deposits.calls).toEqual([]);
  });

  it('makes no call for another page with a transaction id', async () => {
    await result.execute({
      pathname: '/deposit/failure',
      search: 'paymentTransactionId=tx-1',
      kycVerified: 'VERIFIED',
    });
    expect(deposits.calls).toEqual([]);
  });

  it('still shows the cancel page when the cancel call fails', async () => {
    deposits.cancelResult = fail(createApiFailure(41));
    expect(
      await result.execute({
        pathname: '/deposit/cancel',
        search: 'paymentTransactionId=tx-1',
        kycVerified: 'VERIFIED',
      }),
    ).toMatchObject({
      page: { type: 'cancel' },
      cancelError: { code: 41 },
    });
  });
});
