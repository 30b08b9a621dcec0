import {
  DEPOSIT_PROVIDERS,
  GENERIC_DEPOSIT_PROVIDERS,
} from '@lv-casino/core/deposit/deposit-providers.rule.ts';
import type { CashierTransaction } from '@lv-casino/core/history/history.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { describe, expect, it } from 'vitest';
import {
  aDepositOfferDto,
  aDepositProviderSettingsDto,
  aDepositRedirectDto,
} from '../testing/deposit-dto.builders.ts';
import {
  countSuccessfulDeposits,
  toDepositOffers,
  toDepositProviderSettings,
  toDepositRedirect,
  toProviderCode,
  toProviderPathSegment,
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
