import { describe, expect, it } from 'vitest';
import { aBalanceDto, aUserDto } from '../testing/dto.builders.ts';
import { toBalance, toUser } from './customer.mapper.ts';

const user = (overrides: Parameters<typeof aUserDto>[0]) => {
  const result = toUser(aUserDto(overrides));
  if (!result.ok) throw new Error(result.error);
  return result.value;
};

describe('toUser', () => {
  it('maps the demo player', () => {
    expect(toUser(aUserDto())).toEqual({
      ok: true,
      value: {
        id: 1001,
        username: 'anna',
        firstName: 'Anna',
        lastName: 'Bērziņa',
        middleName: '',
        lang: 'lv',
        currency: 'EUR',
        country: 'LV',
        acceptTermsAndConditions: true,
        kycVerified: 'VERIFIED',
        kycNotVerifiedReason: null,
        accountLockStatus: 'ACTIVE',
        realityCheckInterval: 60,
      },
    });
  });

  it('lower-cases the language', () => {
    expect(user({ lang: 'RU' }).lang).toBe('ru');
  });

  it('gives no language when the server sends one the site does not know', () => {
    expect(user({ lang: 'DE' }).lang).toBeNull();
  });

  it.each(['ACTIVE', 'FROZEN', 'INACTIVE', 'CLOSED', 'COOLING_OFF'] as const)(
    'keeps the documented lock status %s',
    (status) => {
      expect(user({ accountLockStatus: status }).accountLockStatus).toBe(status);
    },
  );

  it('treats an undocumented lock status as BLOCKED', () => {
    expect(user({ accountLockStatus: 'SUSPENDED_BY_AML' }).accountLockStatus).toBe('BLOCKED');
  });

  it('keeps the new-payment-method reason of an unverified player', () => {
    const mapped = user({ kycVerified: 'NOT_VERIFIED', kycNotVerifiedReason: 'NEW_PAYMENT_METHOD' });

    expect(mapped.kycNotVerifiedReason).toBe('NEW_PAYMENT_METHOD');
  });

  it('drops a KYC reason core does not know', () => {
    expect(
      user({ kycVerified: 'NOT_VERIFIED', kycNotVerifiedReason: 'SUSPICION' }).kycNotVerifiedReason,
    ).toBeNull();
  });

  it('keeps a missing reality-check interval as null', () => {
    expect(user({ realityCheckInterval: null }).realityCheckInterval).toBeNull();
  });

  it('fails on a KYC status outside the contract', () => {
    expect(toUser({ ...aUserDto(), kycVerified: 'MAYBE' })).toEqual({
      ok: false,
      error: 'body.kycVerified is not one of VERIFIED, NOT_VERIFIED, WAITING_BO_USER',
    });
  });

  it('fails on a non-integer id', () => {
    expect(toUser({ ...aUserDto(), id: '1001' })).toEqual({ ok: false, error: 'body.id is not an integer' });
  });
});

describe('toBalance', () => {
  it('keeps the amounts in minor units', () => {
    expect(toBalance(aBalanceDto())).toEqual({
      ok: true,
      value: { cash: 125_050, bonus: 2_000, total: 127_050, currency: 'EUR' },
    });
  });

  it('fails on a fractional amount', () => {
    expect(toBalance({ ...aBalanceDto(), cashBalance: 1250.5 })).toEqual({
      ok: false,
      error: 'body.cashBalance is not an integer',
    });
  });
});
