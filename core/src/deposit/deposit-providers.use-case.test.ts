import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../shared/result.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { FakeDepositPort } from '../testing/deposit-port.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { DepositProvidersUseCase } from './deposit-providers.use-case.ts';

let deposits: FakeDepositPort;
let providers: DepositProvidersUseCase;

beforeEach(() => {
  deposits = new FakeDepositPort();
  providers = new DepositProvidersUseCase(deposits, new FakeErrorCatalogue());
});

describe('DepositProvidersUseCase', () => {
  it('offers the providers the settings enable', async () => {
    deposits.settings = ok({
      skrillEnabled: true,
      coinspaidEnabled: true,
      coinspaidEnabledCryptoCurrencies: ['BTC'],
    });
    expect(await providers.execute()).toEqual({
      kind: 'ready',
      providers: [
        { id: 'skrill', methods: null },
        { id: 'coinspaid', methods: ['BTC'] },
      ],
    });
  });

  it('fails with the entry of the settings error', async () => {
    deposits.settings = fail(createApiFailure(3));
    expect(await providers.execute()).toMatchObject({ kind: 'failed', error: { code: 3 } });
  });
});
