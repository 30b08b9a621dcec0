import {
  DEPOSIT_PROVIDERS,
  GENERIC_DEPOSIT_PROVIDERS,
} from '@lv-casino/core/deposit/deposit-providers.rule.ts';
import type { CashierTransaction } from '@lv-casino/core/history/history.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { describe, expect, it } from 'vitest';
import {
  aCryptoDepositAddressDto,
  aDepositOfferDto,
  aDepositProviderSettingsDto,
  aDepositRedirectDto,
  aDepositTokenDto,
  aNodaBankDto,
  aSafechargeOrderDto,
  aSmartPaymentsVoucherDto,
  aStoredCardDto,
  aTwoFactorChallengeDto,
} from '../testing/deposit-dto.builders.ts';
import {
  countSuccessfulDeposits,
  toCryptoDepositAddress,
  toDepositBanks,
  toDepositOffers,
  toDepositProviderSettings,
  toDepositRedirect,
  toDepositSmsChallenge,
  toDepositToken,
  toDepositVoucher,
  toIntegerId,
  toProviderCode,
  toProviderPathSegment,
  toSafechargeOrder,
  toStoredCards,
} from './deposit.mapper.ts';

type Schemas = components['schemas'];

describe('toProviderCode', () => {
  it.each([
    ['safecharge', 'SAFECHARGE'],
    ['trustPayment', 'TRUST_PAYMENT'],
    ['transactPro', 'TRANSACT_PRO'],
    ['bluOr', 'BLU_OR'],
    ['bankTransfer', 'BANK_TRANSFER'],
    ['nodaBanks', 'NODA'],
    ['payByVivacom', 'PAYBYVIVACOM'],
    ['a1', 'A1'],
  ])('names %s %s', (id, code) => {
    expect(toProviderCode(id)).toBe(code);
  });

  it('gives every provider of the specification a distinct code', () => {
    const codes = DEPOSIT_PROVIDERS.map((provider) => toProviderCode(provider.id));
    expect(new Set(codes).size).toBe(27);
  });

  it('has no code for an id that is no deposit provider', () => {
    expect(toProviderCode('paypal')).toBeNull();
  });
});

describe('toProviderPathSegment', () => {
  it('writes the generic providers in kebab case', () => {
    expect(GENERIC_DEPOSIT_PROVIDERS.map(toProviderPathSegment)).toEqual([
      'skrill',
      'paramount',
      'neopay',
      'epay',
      'paymentiq',
      'swypes',
      'neosurf',
      'coinpayments',
      'muchbetter',
      'bank-transfer',
      'cash-terminal',
      'fastpay',
    ]);
  });
});

describe('toDepositProviderSettings', () => {
  it('keeps the flags and the method lists', () => {
    const result = toDepositProviderSettings(aDepositProviderSettingsDto());

    expect(result.ok && [result.value['nodaEnabled'], result.value['supportedCoins']]).toEqual([
      true,
      ['BTC', 'ETH', 'XRP', 'LTC', 'DOGE', 'BNB', 'TRX'],
    ]);
  });

  it('rejects a flag that is not a boolean', () => {
    expect(toDepositProviderSettings({ ...aDepositProviderSettingsDto(), skrillEnabled: 'yes' })).toEqual({
      ok: false,
      error: 'body.skrillEnabled is not a boolean',
    });
  });

  it('rejects a method list that is not an array of strings', () => {
    expect(
      toDepositProviderSettings({ ...aDepositProviderSettingsDto(), safechargeEnabledMethods: [1] }),
    ).toEqual({ ok: false, error: 'body.safechargeEnabledMethods is not an array of strings' });
  });

  it('rejects a body that is not an object', () => {
    expect(toDepositProviderSettings([])).toEqual({ ok: false, error: 'body is not an object' });
  });

  it('gives the providers’ logos by core’s provider id (NODA is nodaBanks)', () => {
    const result = toDepositProviderSettings(aDepositProviderSettingsDto());

    expect(result.ok && result.value.logos).toEqual({
      safecharge: 'https://cdn.lv-casino.lv/payments/safecharge.svg',
      skrill: 'https://cdn.lv-casino.lv/payments/skrill.svg',
      banklink: 'https://cdn.lv-casino.lv/payments/banklink.svg',
      nodaBanks: '/payments/noda.svg',
    });
  });

  it('gives no logos when the settings name none, and none of a provider the web does not know', () => {
    const { providerLogos: _none, ...withoutLogos } = aDepositProviderSettingsDto();
    const unknown = aDepositProviderSettingsDto({ providerLogos: { PAYPAL: '/payments/paypal.svg' } });

    expect([toDepositProviderSettings(withoutLogos), toDepositProviderSettings(unknown)]).toMatchObject([
      { ok: true, value: { logos: {} } },
      { ok: true, value: { logos: {} } },
    ]);
  });

  it('rejects a logo that is not an address', () => {
    expect(toDepositProviderSettings(aDepositProviderSettingsDto({ providerLogos: { SKRILL: '' } }))).toEqual(
      { ok: false, error: 'body.providerLogos.SKRILL is not an address' },
    );
  });

  it('rejects logos that are not an object', () => {
    expect(
      toDepositProviderSettings({ ...aDepositProviderSettingsDto(), providerLogos: ['/skrill.svg'] }),
    ).toEqual({ ok: false, error: 'body.providerLogos is not an object' });
  });
});

describe('toDepositOffers', () => {
  it('reads every field of an offer', () => {
    expect(toDepositOffers([aDepositOfferDto({ product: 'LIVE_CASINO' })])).toEqual({
      ok: true,
      value: [
        {
          depositCode: 'RELOAD50',
          name: '50% iemaksas bonuss',
          description: 'Katrai iemaksai 50% bonuss līdz 100 €.',
          bonusPercentage: 50,
          maxBonusAmount: 10000,
          minDepositAmount: 2000,
          currency: 'EUR',
          product: 'LIVE_CASINO',
        },
      ],
    });
  });

  it('rejects an offer for an unknown product', () => {
    expect(toDepositOffers([{ ...aDepositOfferDto(), product: 'SPORTS' }])).toEqual({
      ok: false,
      error: 'body[0].product is not one of CASINO, LIVE_CASINO',
    });
  });
});

describe('toDepositRedirect', () => {
  it('reads the window URL and the transaction id as text', () => {
    expect(toDepositRedirect(aDepositRedirectDto())).toEqual({
      ok: true,
      value: { redirectUrl: 'http://localhost:4010/__sandbox/pay/884512', paymentTransactionId: '884512' },
    });
  });

  it('rejects an empty window URL', () => {
    expect(toDepositRedirect(aDepositRedirectDto({ redirectUrl: '' }))).toEqual({
      ok: false,
      error: 'body.redirectUrl is empty',
    });
  });

  it('rejects a transaction id that is not an integer', () => {
    const body: unknown = { ...aDepositRedirectDto(), paymentTransactionId: '884512' };
    expect(toDepositRedirect(body)).toEqual({
      ok: false,
      error: 'body.paymentTransactionId is not an integer',
    });
  });
});

describe('countSuccessfulDeposits', () => {
  const row = (type: CashierTransaction['type'], status: Schemas['CashierTransaction']['status']) =>
    ({ id: 1, type, method: 'Swedbank', amount: 2000, currency: 'EUR', status, createdAt: 0 }) as const;

  it('counts the successful deposits only', () => {
    expect(
      countSuccessfulDeposits([
        row('DEPOSIT', 'SUCCESS'),
        row('DEPOSIT', 'PENDING'),
        row('DEPOSIT', 'FAILED'),
        row('WITHDRAW', 'SUCCESS'),
        row('DEPOSIT', 'SUCCESS'),
      ]),
    ).toBe(2);
  });
});

describe('toIntegerId', () => {
  it('reads a positive integer', () => {
    expect(toIntegerId('884512')).toBe(884512);
  });

  it.each(['', '0', '007', '-3', '12.5', '1e3', 'abc', '9007199254740993'])('refuses %j', (id) => {
    expect(toIntegerId(id)).toBeNull();
  });
});

describe('toDepositToken', () => {
  it('reads the token and its transaction as text', () => {
    expect(toDepositToken(aDepositTokenDto({ token: 'icard-1' }))).toEqual({
      ok: true,
      value: { token: 'icard-1', paymentTransactionId: '884513' },
    });
  });

  it('keeps a transaction that does not exist yet as null', () => {
    const result = toDepositToken(aDepositTokenDto({ paymentTransactionId: null }));
    expect(result.ok && result.value.paymentTransactionId).toBeNull();
  });

  it('rejects an empty token', () => {
    expect(toDepositToken(aDepositTokenDto({ token: '' }))).toEqual({
      ok: false,
      error: 'body.token is empty',
    });
  });
});

describe('toSafechargeOrder', () => {
  it('reads every field of the order', () => {
    expect(toSafechargeOrder(aSafechargeOrderDto())).toEqual({
      ok: true,
      value: {
        paymentTransactionId: '884514',
        sessionToken: '1c5f2a47-0e3b-4a8e-9d3c-62b0a1f7e912',
        orderId: '392018114',
        merchantId: '4210935528843910571',
        merchantSiteId: '231068',
        amount: 5000,
        currency: 'EUR',
      },
    });
  });

  it('rejects an amount that is not an integer', () => {
    expect(toSafechargeOrder({ ...aSafechargeOrderDto(), amount: '50.00' })).toEqual({
      ok: false,
      error: 'body.amount is not an integer',
    });
  });
});

describe('toCryptoDepositAddress', () => {
  it('reads the address and a null tag', () => {
    expect(toCryptoDepositAddress(aCryptoDepositAddressDto())).toEqual({
      ok: true,
      value: {
        paymentTransactionId: '884515',
        cryptoCurrency: 'BTC',
        address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
        tag: null,
      },
    });
  });

  it('rejects an empty address', () => {
    expect(toCryptoDepositAddress(aCryptoDepositAddressDto({ address: '' }))).toEqual({
      ok: false,
      error: 'body.address is empty',
    });
  });
});

describe('toDepositVoucher', () => {
  it('reads every field of the voucher', () => {
    expect(toDepositVoucher(aSmartPaymentsVoucherDto())).toEqual({
      ok: true,
      value: {
        paymentTransactionId: '884516',
        voucherCode: 'SP-4821-7730-1195',
        amount: 2000,
        currency: 'EUR',
        expiresAt: '2026-11-28T23:59:59Z',
      },
    });
  });

  it('rejects an expiry that is not a date-time', () => {
    expect(toDepositVoucher(aSmartPaymentsVoucherDto({ expiresAt: 'next week' }))).toEqual({
      ok: false,
      error: 'body.expiresAt is not a date-time',
    });
  });
});

describe('toDepositSmsChallenge', () => {
  it('reads where the code went, its length and lifetime', () => {
    expect(toDepositSmsChallenge(aTwoFactorChallengeDto())).toEqual({
      ok: true,
      value: { maskedPhoneNumber: '+371 2*** **45', codeLength: 6, expiresInSeconds: 300 },
    });
  });

  it('rejects a body without the code length', () => {
    const { codeLength: _, ...body } = aTwoFactorChallengeDto();
    expect(toDepositSmsChallenge(body)).toEqual({ ok: false, error: 'body.codeLength is not an integer' });
  });
});

describe('toStoredCards', () => {
  it('reads a card with its Trust Payments token', () => {
    expect(toStoredCards([aStoredCardDto()])).toEqual({
      ok: true,
      value: [
        {
          customerCreditCardId: '3310',
          maskedCardNumber: '4111 11** **** 1111',
          cardBrand: 'VISA',
          expiryMonth: 9,
          expiryYear: 2028,
          cardToken: 'tp-card-3310',
        },
      ],
    });
  });

  it('reads a card stored with iCard only as without a token', () => {
    const result = toStoredCards([aStoredCardDto({ cardToken: null })]);
    expect(result.ok && result.value[0]?.cardToken).toBeNull();
  });

  it('reads a card of an older server, without the field, as without a token', () => {
    const { cardToken: _, ...card } = aStoredCardDto();
    const result = toStoredCards([card]);
    expect(result.ok && result.value[0]?.cardToken).toBeNull();
  });

  it('rejects a token that is not a string', () => {
    expect(toStoredCards([{ ...aStoredCardDto(), cardToken: 42 }])).toEqual({
      ok: false,
      error: 'body[0].cardToken is not a string',
    });
  });
});

describe('toDepositBanks', () => {
  it('reads every field of a bank', () => {
    expect(toDepositBanks([aNodaBankDto()])).toEqual({
      ok: true,
      value: [
        {
          id: 'swedbank-lv',
          name: 'Swedbank',
          logoUrl: 'https://cdn.lv-casino.lv/banks/swedbank.svg',
          country: 'LV',
        },
      ],
    });
  });

  it('rejects a body that is not a list', () => {
    expect(toDepositBanks(aNodaBankDto())).toEqual({ ok: false, error: 'body is not an array' });
  });
});
