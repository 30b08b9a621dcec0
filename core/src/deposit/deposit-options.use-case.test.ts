import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../shared/result.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { FakeDepositPorts } from '../testing/deposit-ports.fake.ts';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import { DepositOptionsUseCase } from './deposit-options.use-case.ts';

let deposits: FakeDepositPorts;
let options: DepositOptionsUseCase;

beforeEach(() => {
  deposits = new FakeDepositPorts();
  options = new DepositOptionsUseCase(deposits, deposits, new FakeErrorCatalogue());
});

describe('DepositOptionsUseCase.load', () => {
  it('offers the methods the settings enable', async () => {
    deposits.settings = ok({ skrillEnabled: true, banklinkEnabled: true });
    expect(await options.load()).toMatchObject({
      kind: 'ready',
      methods: [{ provider: 'skrill' }, { provider: 'banklink' }],
    });
  });

  it('offers the bonus offers beside them', async () => {
    expect(await options.load()).toMatchObject({ kind: 'ready', offers: [{ depositCode: 'RELOAD50' }] });
  });

  it('offers no bonus offer when they cannot be read', async () => {
    deposits.offers = fail(createTransportFailure());
    expect(await options.load()).toMatchObject({ kind: 'ready', offers: [] });
  });

  it('fails when the settings cannot be read', async () => {
    deposits.settings = fail(createApiFailure(41));
    expect(await options.load()).toMatchObject({ kind: 'failed', error: { code: 41 } });
  });
});

describe('DepositOptionsUseCase lists', () => {
  it('answers the stored cards', async () => {
    expect(await options.storedCards()).toMatchObject({
      kind: 'ready',
      items: [{ customerCreditCardId: '3310' }],
    });
  });

  it('fails when the stored cards cannot be read', async () => {
    deposits.storedCards = fail(createApiFailure(41));
    expect(await options.storedCards()).toMatchObject({ kind: 'failed', error: { code: 41 } });
  });

  it('asks for the Noda banks of Latvia', async () => {
    await options.nodaBanks();
    expect(deposits.calls).toEqual([{ call: 'getNodaTopProviders', country: 'LV' }]);
  });

  it('answers the Noda banks', async () => {
    expect(await options.nodaBanks()).toMatchObject({ kind: 'ready', items: [{ id: 'swedbank-lv' }] });
  });
});
