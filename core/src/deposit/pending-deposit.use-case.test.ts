import { describe, expect, it } from 'vitest';
import { InMemoryPendingDepositStore, aPendingDeposit } from '../testing/pending-deposit.fake.ts';
import { PendingDepositUseCase } from './pending-deposit.use-case.ts';

describe('PendingDepositUseCase', () => {
  it('answers the pending deposit', () => {
    expect(new PendingDepositUseCase(new InMemoryPendingDepositStore(aPendingDeposit())).current()).toEqual(
      aPendingDeposit(),
    );
  });

  it('answers null when no deposit is pending', () => {
    expect(new PendingDepositUseCase(new InMemoryPendingDepositStore()).current()).toBeNull();
  });
});
