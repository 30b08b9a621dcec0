import { describe, expect, it } from 'vitest';
import { aFieldUniquenessDto, aRegistrationResponseDto } from '../testing/dto.builders.ts';
import { toRegisterToken, toUniqueness } from './registration.mapper.ts';

describe('toRegisterToken', () => {
  it('keeps the token of a registration', () => {
    expect(toRegisterToken(aRegistrationResponseDto())).toEqual({
      ok: true,
      value: 'at.1003.9e1d4b2a7c6f4e80;rt.1003.2f7a0c9b5d1e4a63',
    });
  });

  it.each(['at.1', 'at.1;', ';rt.1', 'at.1;rt.1;x', ''])('fails on the token "%s"', (token) => {
    expect(toRegisterToken(aRegistrationResponseDto({ token }))).toEqual({
      ok: false,
      error: 'body.token is not <accessToken>;<refreshToken>',
    });
  });

  it('fails on a body without a token', () => {
    expect(toRegisterToken({})).toEqual({ ok: false, error: 'body.token is not a string' });
  });
});

describe('toUniqueness', () => {
  it('answers the verdict on the field asked about', () => {
    expect(toUniqueness('email')(aFieldUniquenessDto({ field: 'email', unique: false }))).toEqual({
      ok: true,
      value: false,
    });
  });

  it('fails on an answer about another field', () => {
    expect(toUniqueness('email')(aFieldUniquenessDto({ field: 'username' }))).toEqual({
      ok: false,
      error: 'body.field is not email',
    });
  });

  it('fails on a verdict that is not a boolean', () => {
    expect(toUniqueness('username')({ field: 'username', unique: 'yes' })).toEqual({
      ok: false,
      error: 'body.unique is not a boolean',
    });
  });
});
