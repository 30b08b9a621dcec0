import { describe, expect, it } from 'vitest';
import { aWithdrawalDto, aWithdrawMethodDto } from '../testing/withdraw-dto.builders.ts';
import { toWithdrawal, toWithdrawMethods } from './withdraw.mapper.ts';

describe('toWithdrawMethods', () => {
  it('maps the methods with their bounds in minor units', () => {
    expect(toWithdrawMethods([aWithdrawMethodDto()])).toEqual({
      ok: true,
      value: [
        {
          methodId: 'BANK_TRANSFER',
          name: 'Bankas pārskaitījums (Swedbank)',
          minAmount: 1000,
          maxAmount: 500000,
          currency: 'EUR',
          paymentAccount: 'LV80HABA0551000435195',
          logoUrl: '/__sandbox/logos/bank-transfer.svg',
        },
      ],
    });
  });

  it('keeps a null account (the player types it)', () => {
    const mapped = toWithdrawMethods([aWithdrawMethodDto({ paymentAccount: null })]);
    expect(mapped.ok && mapped.value[0]?.paymentAccount).toBeNull();
  });

  it('gives a method without a logo (absent or null) none', () => {
    const { logoUrl: _absent, ...withoutLogo } = aWithdrawMethodDto();
    const mapped = toWithdrawMethods([withoutLogo, aWithdrawMethodDto({ logoUrl: null })]);
    expect(mapped.ok && mapped.value.map((method) => method.logoUrl)).toEqual([null, null]);
  });

  it('refuses a logo that is not a string, naming it', () => {
    expect(toWithdrawMethods([{ ...aWithdrawMethodDto(), logoUrl: 7 }])).toEqual({
      ok: false,
      error: 'body[0].logoUrl is not a string',
    });
  });

  it('refuses a body that is not a list', () => {
    expect(toWithdrawMethods(aWithdrawMethodDto())).toEqual({ ok: false, error: 'body is not an array' });
  });

  it('refuses a bound that is not an integer, naming it', () => {
    expect(toWithdrawMethods([aWithdrawMethodDto({ minAmount: 10.5 })])).toEqual({
      ok: false,
      error: 'body[0].minAmount is not an integer',
    });
  });
});

describe('toWithdrawal', () => {
  it('maps the withdrawal with its moment in ms since the epoch', () => {
    expect(toWithdrawal(aWithdrawalDto())).toEqual({
      ok: true,
      value: {
        withdrawalId: 88120,
        methodId: 'BANK_TRANSFER',
        amount: 5000,
        currency: 'EUR',
        status: 'PENDING',
        createdAt: Date.UTC(2026, 10, 21, 9, 20, 0),
      },
    });
  });

  it('refuses an unknown status', () => {
    expect(toWithdrawal({ ...aWithdrawalDto(), status: 'LOST' }).ok).toBe(false);
  });

  it('refuses a moment that is not a date-time', () => {
    expect(toWithdrawal(aWithdrawalDto({ createdAt: 'yesterday' }))).toEqual({
      ok: false,
      error: 'body.createdAt is not a date-time',
    });
  });
});
