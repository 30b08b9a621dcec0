import { createApiFailure, createTransportFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { describe, expect, it } from 'vitest';
import { aSmartIdVerificationCodeDto } from '../testing/dto.builders.ts';
import { pendingWhenUnconfirmed, toSmartIdVerificationCode } from './smart-id.mapper.ts';

describe('toSmartIdVerificationCode', () => {
  it.each(['482', '48213', '48a1', ' 4821'])('fails on the code "%s"', (verificationCode) => {
    expect(toSmartIdVerificationCode(aSmartIdVerificationCodeDto({ verificationCode }))).toEqual({
      ok: false,
      error: 'body.verificationCode is not four digits',
    });
  });

  it('fails on a numeric code', () => {
    expect(toSmartIdVerificationCode({ verificationCode: 4821 })).toEqual({
      ok: false,
      error: 'body.verificationCode is not a string',
    });
  });
});

describe('pendingWhenUnconfirmed', () => {
  it('turns a 400 with errorCode 76 into pending', () => {
    const unconfirmed = { ok: false, error: createApiFailure(76, 400) } as const;

    expect(pendingWhenUnconfirmed(unconfirmed)).toEqual({ ok: true, value: { status: 'pending' } });
  });

  it.each([
    ['errorCode 75', createApiFailure(75, 400)],
    ['errorCode 76 with a server fault', createApiFailure(76, 500)],
    ['a transport failure', createTransportFailure()],
  ])('keeps %s a failure', (_name, error) => {
    expect(pendingWhenUnconfirmed({ ok: false, error })).toEqual({ ok: false, error });
  });
});
