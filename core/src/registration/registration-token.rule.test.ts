import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRegistrationToken } from './registration-token.rule.ts';

describe('parseRegistrationToken', () => {
  it('splits access and refresh token at the semicolon', () => {
    expect(parseRegistrationToken('at.1;rt.1')).toEqual({ accessToken: 'at.1', refreshToken: 'rt.1' });
  });

  it.each(['at.1', 'at.1;', ';rt.1', 'a;b;c', ''])('refuses %j', (token) => {
    expect(parseRegistrationToken(token)).toBeNull();
  });

  it('gives back any two semicolon-free parts', () => {
    const part = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => !s.includes(';'));
    fc.assert(
      fc.property(part, part, (accessToken, refreshToken) => {
        expect(parseRegistrationToken(`${accessToken};${refreshToken}`)).toEqual({
          accessToken,
          refreshToken,
        });
      }),
      { numRuns: 1000 },
    );
  });
});
