import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_PROVIDERS,
  DRAGON_TECH_COINS,
  EPAY_METHODS,
  GENERIC_DEPOSIT_PROVIDERS,
  SAFECHARGE_FULL_CASHIER_MIN,
  availableDepositProviders,
  enabledMethods,
  epayMethod,
  isDragonTechCoin,
  isGenericDepositProvider,
} from './deposit-providers.rule.ts';

describe('DEPOSIT_PROVIDERS', () => {
  it('lists the 27 providers of the specification, each enabled by its contract flag', () => {
    expect(DEPOSIT_PROVIDERS.map((provider) => provider.flag)).toEqual([
      'safechargeEnabled',
      'skrillEnabled',
      'paramountEnabled',
      'neopayEnabled',
      'epgEnabled',
      'epayEnabled',
      'banklinkEnabled',
      'paymentiqEnabled',
      'swypesEnabled',
      'neosurfEnabled',
      'mifinityEnabled',
      'interacEnabled',
      'coinspaidEnabled',
      'coinpaymentsEnabled',
      'a1Enabled',
      'muchbetterEnabled',
      'icardEnabled',
      'trustPaymentEnabled',
      'transactProEnabled',
      'triplezeroEnabled',
      'smartPaymentsEnabled',
      'nodaEnabled',
      'bluOrEnabled',
      'paybyvivacomEnabled',
      'bankTransferEnabled',
      'cashTerminalEnabled',
      'fastpayEnabled',
    ]);
  });

  it('reads the method lists of the settings', () => {
    const lists = Object.fromEntries(
      DEPOSIT_PROVIDERS.flatMap((p) => (p.methodsList === null ? [] : [[p.id, p.methodsList]])),
    );
    expect(lists).toEqual({
      safecharge: 'safechargeEnabledMethods',
      paymentiq: 'paymentiqEnabledMethods',
      coinspaid: 'coinspaidEnabledCryptoCurrencies',
      coinpayments: 'supportedCoins',
    });
  });
});

describe('enabledMethods', () => {
  it('reads the strings of a list', () => {
    expect(enabledMethods({ supportedCoins: ['BTC', 3, 'ETH', null] }, 'supportedCoins')).toEqual([
      'BTC',
      'ETH',
    ]);
  });

  it('has none for a missing or malformed list', () => {
    expect([
      enabledMethods({}, 'supportedCoins'),
      enabledMethods({ supportedCoins: 'BTC' }, 'supportedCoins'),
    ]).toEqual([[], []]);
  });

  it('keeps exactly the strings of any list, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null))), (list) => {
        expect(enabledMethods({ paymentiqEnabledMethods: list }, 'paymentiqEnabledMethods')).toEqual(
          list.filter((item) => typeof item === 'string'),
        );
      }),
      { numRuns: 1000 },
    );
  });
});

describe('availableDepositProviders', () => {
  it('offers a provider whose flag is true', () => {
    expect(availableDepositProviders({ skrillEnabled: true })).toEqual([{ id: 'skrill', methods: null }]);
  });

  it('does not offer a provider whose flag is false or not exactly true', () => {
    expect(availableDepositProviders({ skrillEnabled: false, epayEnabled: 'true' })).toEqual([]);
  });

  it('offers a provider with a list with its enabled methods', () => {
    const settings = { coinspaidEnabled: true, coinspaidEnabledCryptoCurrencies: ['BTC', 'LTC'] };
    expect(availableDepositProviders(settings)).toEqual([{ id: 'coinspaid', methods: ['BTC', 'LTC'] }]);
  });

  it('does not offer a provider whose list is empty', () => {
    expect(availableDepositProviders({ safechargeEnabled: true, safechargeEnabledMethods: [] })).toEqual([]);
  });

  it('keeps the order of the specification', () => {
    const settings = {
      fastpayEnabled: true,
      safechargeEnabled: true,
      safechargeEnabledMethods: ['cc'],
      a1Enabled: true,
    };
    expect(availableDepositProviders(settings).map((provider) => provider.id)).toEqual([
      'safecharge',
      'a1',
      'fastpay',
    ]);
  });

  it('offers exactly the providers flagged true with a non-empty list where they have one', () => {
    const settingsArb = fc.dictionary(
      fc.constantFrom(
        ...DEPOSIT_PROVIDERS.flatMap((p) => [p.flag, ...(p.methodsList === null ? [] : [p.methodsList])]),
      ),
      fc.oneof(fc.boolean(), fc.array(fc.string(), { maxLength: 3 }), fc.string()),
    );
    fc.assert(
      fc.property(settingsArb, (settings) => {
        const offered = availableDepositProviders(settings).map((provider) => provider.id);
        const expected = DEPOSIT_PROVIDERS.filter(
          (p) =>
            settings[p.flag] === true &&
            (p.methodsList === null || enabledMethods(settings, p.methodsList).length > 0),
        ).map((p) => p.id);
        expect(offered).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('Dragon Tech coins', () => {
  it('are BTC, ETH, XRP, LTC, DOGE, BNB and TRX', () => {
    expect(DRAGON_TECH_COINS).toEqual(['BTC', 'ETH', 'XRP', 'LTC', 'DOGE', 'BNB', 'TRX']);
  });

  it.each([
    ['DOGE', true],
    ['USDT', false],
    ['btc', false],
  ])('%s is a Dragon Tech coin: %s', (coin, expected) => {
    expect(isDragonTechCoin(coin)).toBe(expected);
  });
});

describe('epayMethod', () => {
  it.each([
    ['Default', 'Default'],
    ['EasyPay', 'EasyPay'],
    ['easy-pay', 'EasyPay'],
    ['CreditCard', 'CreditCard'],
    ['credit_card', 'CreditCard'],
    ['Credit Card', 'CreditCard'],
    ['paypal', 'Default'],
    ['', 'Default'],
  ])('maps %j to %s', (choice, method) => {
    expect(epayMethod(choice)).toBe(method);
  });

  it('always gives one of the three methods, and maps a method to itself', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...EPAY_METHODS), fc.string()), (choice) => {
        const method = epayMethod(choice);
        return EPAY_METHODS.includes(method) && epayMethod(method) === method;
      }),
      { numRuns: 1000 },
    );
  });
});

describe('SAFECHARGE_FULL_CASHIER_MIN', () => {
  it('is 1000 minor units', () => {
    expect(SAFECHARGE_FULL_CASHIER_MIN).toBe(1000);
  });
});

describe('GENERIC_DEPOSIT_PROVIDERS', () => {
  it('are deposit providers of the specification', () => {
    const ids = DEPOSIT_PROVIDERS.map((provider) => provider.id);
    expect(GENERIC_DEPOSIT_PROVIDERS.filter((id) => !ids.includes(id))).toEqual([]);
  });

  it.each([
    ['skrill', true],
    ['bankTransfer', true],
    ['banklink', false],
    ['interac', false],
  ])('%s is started by the generic call: %s', (id, expected) => {
    expect(isGenericDepositProvider(id)).toBe(expected);
  });
});
