import { describe, expect, it } from 'vitest';
import {
  BANKLINK_METHODS,
  DEPOSIT_METHOD_GROUPS,
  DEPOSIT_METHOD_SPECS,
  MIN_DEPOSIT,
  depositMethods,
  isPaidAway,
  methodMinimum,
} from './deposit-methods.rule.ts';
import { DEPOSIT_PROVIDERS, EPAY_METHODS, SAFECHARGE_FULL_CASHIER_MIN } from './deposit-providers.rule.ts';

describe('DEPOSIT_METHOD_SPECS', () => {
  it('covers every provider of DEPOSIT_PROVIDERS exactly once, in its order', () => {
    expect(DEPOSIT_METHOD_SPECS.map((spec) => spec.provider)).toEqual(
      DEPOSIT_PROVIDERS.map((provider) => provider.id),
    );
  });

  it('has 27 providers without a duplicate', () => {
    expect(new Set(DEPOSIT_METHOD_SPECS.map((spec) => spec.provider)).size).toBe(27);
  });

  it('makes only the Safecharge choice optional', () => {
    expect(DEPOSIT_METHOD_SPECS.filter((spec) => spec.choiceOptional).map((spec) => spec.provider)).toEqual([
      'safecharge',
    ]);
  });

  it('gives a list of choices to every provider with a choice, and none to the others', () => {
    expect(DEPOSIT_METHOD_SPECS.every((spec) => (spec.choice === null) === (spec.choices === null))).toBe(
      true,
    );
  });
});

describe('depositMethods', () => {
  it('offers nothing when no provider is enabled', () => {
    expect(depositMethods({})).toEqual([]);
  });

  it('offers a provider without a choice with no options', () => {
    expect(depositMethods({ skrillEnabled: true })).toEqual([
      {
        provider: 'skrill',
        group: 'wallet',
        flow: 'redirect',
        choice: null,
        choices: null,
        choiceOptional: false,
        options: [],
        logoUrl: null,
      },
    ]);
  });

  it('offers the methods of the settings list as options', () => {
    expect(
      depositMethods({ safechargeEnabled: true, safechargeEnabledMethods: ['cc_card', 'apmgw_Sofort'] }),
    ).toEqual([
      {
        provider: 'safecharge',
        group: 'card',
        flow: 'redirect',
        choice: 'method',
        choices: 'settings',
        choiceOptional: true,
        options: ['cc_card', 'apmgw_Sofort'],
        logoUrl: null,
      },
    ]);
  });

  it('offers the banks of banklink from its fixed list', () => {
    expect(depositMethods({ banklinkEnabled: true })[0]?.options).toEqual(BANKLINK_METHODS);
  });

  it('offers the Epay methods from its fixed list', () => {
    expect(depositMethods({ epayEnabled: true })[0]?.options).toEqual(EPAY_METHODS);
  });

  it('offers the coins of CoinsPaid from its settings list', () => {
    expect(
      depositMethods({ coinspaidEnabled: true, coinspaidEnabledCryptoCurrencies: ['BTC', 'USDT'] })[0],
    ).toMatchObject({ flow: 'crypto-address', choice: 'coin', options: ['BTC', 'USDT'] });
  });

  it('keeps only the Dragon Tech coins of CoinPayments', () => {
    expect(
      depositMethods({ coinpaymentsEnabled: true, supportedCoins: ['BTC', 'USDT', 'XRP'] })[0]?.options,
    ).toEqual(['BTC', 'XRP']);
  });

  it('does not offer CoinPayments without a Dragon Tech coin', () => {
    expect(depositMethods({ coinpaymentsEnabled: true, supportedCoins: ['USDT'] })).toEqual([]);
  });

  it('offers the Noda banks with no options, as they are fetched', () => {
    expect(depositMethods({ nodaEnabled: true })).toEqual([
      {
        provider: 'nodaBanks',
        group: 'bank',
        flow: 'redirect',
        choice: 'bank',
        choices: 'noda-banks',
        choiceOptional: false,
        options: [],
        logoUrl: null,
      },
    ]);
  });

  it('offers the enabled methods in the order of the specification', () => {
    expect(
      depositMethods({ fastpayEnabled: true, a1Enabled: true, skrillEnabled: true }).map(
        (method) => method.provider,
      ),
    ).toEqual(['skrill', 'a1', 'fastpay']);
  });

  it('does not offer a provider whose flag is not exactly true', () => {
    expect(depositMethods({ skrillEnabled: 'true' })).toEqual([]);
  });

  it('gives each method the logo the settings give its provider', () => {
    expect(
      depositMethods({
        skrillEnabled: true,
        nodaEnabled: true,
        logos: { nodaBanks: '/logos/noda.svg', skrill: 'https://cdn.example/skrill.svg' },
      }).map((method) => [method.provider, method.logoUrl]),
    ).toEqual([
      ['skrill', 'https://cdn.example/skrill.svg'],
      ['nodaBanks', '/logos/noda.svg'],
    ]);
  });

  it('gives a method whose provider has no logo none', () => {
    expect(
      depositMethods({ skrillEnabled: true, logos: { nodaBanks: '/logos/noda.svg' } })[0]?.logoUrl,
    ).toBeNull();
  });
});

describe('methodMinimum', () => {
  it('is 1000 minor units for the Safecharge full cashier (no method chosen)', () => {
    expect(methodMinimum({ provider: 'safecharge' }, null)).toBe(SAFECHARGE_FULL_CASHIER_MIN);
  });

  it('is the smallest deposit for a Safecharge method', () => {
    expect(methodMinimum({ provider: 'safecharge' }, 'cc_card')).toBe(MIN_DEPOSIT);
  });

  it('is the smallest deposit for another provider without a choice', () => {
    expect(methodMinimum({ provider: 'skrill' }, null)).toBe(MIN_DEPOSIT);
  });
});

describe('DEPOSIT_METHOD_GROUPS', () => {
  it('holds the group of every provider', () => {
    expect(DEPOSIT_METHOD_SPECS.filter((spec) => !DEPOSIT_METHOD_GROUPS.includes(spec.group))).toEqual([]);
  });
});

describe('isPaidAway', () => {
  it('is true of CoinsPaid’s address and the Smart Payments voucher only', () => {
    expect(
      DEPOSIT_METHOD_SPECS.filter((spec) => isPaidAway(spec.provider)).map((spec) => spec.provider),
    ).toEqual(['coinspaid', 'smartPayments']);
  });

  it('is false of an id that is no provider', () => {
    expect(isPaidAway('paypal')).toBe(false);
  });
});
