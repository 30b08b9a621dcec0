import { describe, expect, it } from 'vitest';
import { aSmsAccountActivationDto } from '../testing/dto.builders.ts';
import { toSmsActivation } from './sms-verification.mapper.ts';

const activation = (body: unknown) => {
  const result = toSmsActivation(body);
  if (!result.ok) throw new Error(result.error);
  return result.value;
};

describe('toSmsActivation', () => {
  it.each([true, 'TRUE', ' true', 1])('keeps the login flag %j exactly as sent', (flag) => {
    expect(activation({ ...aSmsAccountActivationDto(), autoLogin: flag }).loginFlag).toBe(flag);
  });

  it('gives a null login flag when the body has none', () => {
    const { autoLogin: _absent, ...withoutFlag } = aSmsAccountActivationDto();

    expect(activation(withoutFlag).loginFlag).toBeNull();
  });

  it('gives no tokens when only one of them is sent', () => {
    expect(activation(aSmsAccountActivationDto({ refreshToken: null })).tokens).toBeNull();
  });

  it('gives no tokens when one of them is empty', () => {
    expect(activation(aSmsAccountActivationDto({ accessToken: '' })).tokens).toBeNull();
  });

  it('fails on a body without tokens', () => {
    expect(toSmsActivation({ autoLogin: 'true' })).toEqual({
      ok: false,
      error: 'body.accessToken is not a string or null',
    });
  });

  it('fails on a body that is not an object', () => {
    expect(toSmsActivation('true')).toEqual({ ok: false, error: 'body is not an object' });
  });
});
