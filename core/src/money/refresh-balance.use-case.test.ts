import { describe, expect, it } from 'vitest';
import { ok } from '../shared/result.ts';
import { createBalance } from '../testing/balance.builder.ts';
import { FakeCustomerPort } from '../testing/customer-port.fake.ts';
import { RefreshBalanceUseCase } from './refresh-balance.use-case.ts';

describe('RefreshBalanceUseCase', () => {
  it("answers the player's balance as the server now has it", async () => {
    const customer = new FakeCustomerPort();
    customer.balance = ok(createBalance({ cash: 1250 }));

    const result = await new RefreshBalanceUseCase(customer).execute();

    expect(result).toEqual(ok(createBalance({ cash: 1250 })));
  });
});
