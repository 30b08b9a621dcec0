import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { fail } from '../shared/result.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { FakeWithdrawPort } from '../testing/withdraw-port.fake.ts';
import { createWithdrawal } from '../testing/withdraw.builder.ts';
import { CancelWithdrawalUseCase } from './cancel-withdrawal.use-case.ts';

let port: FakeWithdrawPort;
let cancel: CancelWithdrawalUseCase;

beforeEach(() => {
  port = new FakeWithdrawPort();
  cancel = new CancelWithdrawalUseCase(port, new ErrorCatalogueTable(CONTRACT_ERROR_TABLE));
});

describe('CancelWithdrawalUseCase', () => {
  it('cancels the withdrawal by its id', async () => {
    await cancel.execute(88_121);
    expect(port.calls).toEqual([{ call: 'cancelWithdrawal', withdrawalId: 88_121 }]);
  });

  it('answers the cancelled withdrawal', async () => {
    expect(await cancel.execute(88_120)).toEqual({
      kind: 'cancelled',
      withdrawal: createWithdrawal({ status: 'CANCELLED' }),
    });
  });

  it('answers the text of 4 for a withdrawal that is no longer pending', async () => {
    port.cancelResult = fail(createApiFailure(4));
    expect(await cancel.execute(88_120)).toMatchObject({
      kind: 'failed',
      error: { messageKey: 'errors.api.4' },
    });
  });
});
