import { beforeEach, describe, expect, it } from 'vitest';
import { fail } from '../shared/result.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { FakeDepositPorts } from '../testing/deposit-ports.fake.ts';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import { InMemoryPendingDepositStore, aPendingDeposit } from '../testing/pending-deposit.fake.ts';
import { CancelPendingDepositUseCase } from './cancel-pending-deposit.use-case.ts';

let deposits: FakeDepositPorts;
let pending: InMemoryPendingDepositStore;
let cancel: CancelPendingDepositUseCase;

beforeEach(() => {
  deposits = new FakeDepositPorts();
  pending = new InMemoryPendingDepositStore(aPendingDeposit());
  cancel = new CancelPendingDepositUseCase(deposits, pending, new FakeErrorCatalogue());
});

describe('CancelPendingDepositUseCase', () => {
  it('marks the pending transaction failed', async () => {
    await cancel.execute();
    expect(deposits.calls).toEqual([{ call: 'cancelTransaction', paymentTransactionId: '884512' }]);
  });

  it('is cancelled and no longer pending', async () => {
    expect([await cancel.execute(), pending.deposit]).toEqual([{ kind: 'cancelled' }, null]);
  });

  it('cancels a Blu Or deposit with Blu Or’s own call', async () => {
    pending.save(aPendingDeposit({ provider: 'bluOr', paymentTransactionId: '7001' }));
    await cancel.execute();
    expect(deposits.calls).toEqual([{ call: 'cancelBluOrDeposit', paymentTransactionId: '7001' }]);
  });

  it('cancels a Neopay deposit with Neopay’s own call, without a token', async () => {
    pending.save(aPendingDeposit({ provider: 'neopay', paymentTransactionId: '7002' }));
    await cancel.execute();
    expect(deposits.calls).toEqual([
      { call: 'cancelNeopayDeposit', request: { paymentTransactionId: '7002', token: null } },
    ]);
  });

  it('is none without a call when no deposit is pending', async () => {
    pending.clear();
    expect([await cancel.execute(), deposits.calls]).toEqual([{ kind: 'none' }, []]);
  });

  it('describes a refused cancel through the error catalogue', async () => {
    deposits.cancelResult = fail(createApiFailure(41));
    expect(await cancel.execute()).toMatchObject({ kind: 'failed', error: { code: 41 } });
  });

  it('keeps the deposit pending when the cancel is refused', async () => {
    deposits.bluOrCancelResult = fail(createTransportFailure());
    pending.save(aPendingDeposit({ provider: 'bluOr' }));
    await cancel.execute();
    expect(pending.deposit).toEqual(aPendingDeposit({ provider: 'bluOr' }));
  });
});
