import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_MAX_LENGTH,
  emailProblem,
  genderProblem,
  occupationOtherProblem,
  occupationProblem,
  passwordProblem,
  personalNumberProblem,
  personNameProblem,
  usernameProblem,
} from './registration-field.rules.ts';

const RUNS = { numRuns: 1000 };
const format = /^(?=.*[A-Za-z])(?=.*\d).{8,}$/;

describe('usernameProblem', () => {
  it.each(['anna', 'liga.ozola', 'j_k-2026', 'a'.repeat(20)])('accepts %s', (username) => {
    expect(usernameProblem(username)).toBeNull();
  });

  it('requires a username', () => {
    expect(usernameProblem('')).toBe('required');
  });

  it.each(['abc', 'a'.repeat(21), '.anna', 'an na', 'anna!', 'Jānis'])(
    'refuses the format of %j',
    (username) => {
      expect(usernameProblem(username)).toBe('format');
    },
  );

  it('accepts exactly 4-20 letters, digits, . _ - not starting with a symbol', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 25 }), (username) => {
        fc.pre(username !== '');
        const ok = /^[A-Za-z0-9]/.test(username) && /^[A-Za-z0-9._-]{4,20}$/.test(username);
        expect(usernameProblem(username)).toBe(ok ? null : 'format');
      }),
      RUNS,
    );
  });
});

describe('passwordProblem', () => {
  it('accepts a password of the configured format', () => {
    expect(passwordProblem('Rudens2026!', 'liga', format)).toBeNull();
  });

  it('requires a password', () => {
    expect(passwordProblem('', 'liga', format)).toBe('required');
  });

  it('refuses spaces', () => {
    expect(passwordProblem('Rudens 2026', 'liga', format)).toBe('spaces');
  });

  it('refuses a password off the configured format', () => {
    expect(passwordProblem('rudensrudens', 'liga', format)).toBe('format');
  });

  it('refuses the username as password', () => {
    expect(passwordProblem('liga2026x', 'liga2026x', format)).toBe('same-as-username');
  });

  it('gives the same answer on every call with a global format', () => {
    const global = /\d/g;
    expect([passwordProblem('abc1', 'x', global), passwordProblem('abc1', 'x', global)]).toEqual([
      null,
      null,
    ]);
  });

  it('refuses every password holding whitespace', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(' ', '\t', '\n'), fc.string(), (a, space, b) => {
        expect(passwordProblem(`${a}${space}${b}`, 'user', /.*/)).toBe('spaces');
      }),
      RUNS,
    );
  });

  it('refuses every password equal to the username once the format passes', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => !/\s/.test(s)),
        (value) => {
          expect(passwordProblem(value, value, /.*/)).toBe('same-as-username');
        },
      ),
      RUNS,
    );
  });
});

describe('emailProblem', () => {
  it('accepts an address', () => {
    expect(emailProblem('liga.ozola@example.lv')).toBeNull();
  });

  it('requires an address', () => {
    expect(emailProblem('')).toBe('required');
  });

  it('refuses spaces', () => {
    expect(emailProblem('liga @example.lv')).toBe('spaces');
  });

  it('refuses more than 40 characters', () => {
    expect(emailProblem(`${'a'.repeat(30)}@example.lv`)).toBe('max-length');
  });

  it('accepts exactly 40 characters', () => {
    expect(emailProblem(`${'a'.repeat(29)}@example.lv`)).toBeNull();
  });

  it.each(['liga', 'liga@', '@example.lv', 'liga@example', 'a@b@c.lv', 'liga@example..lv'])(
    'refuses the format of %j',
    (email) => {
      expect(emailProblem(email)).toBe('format');
    },
  );

  it('never accepts more than 40 characters or whitespace', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (email) => {
        if (emailProblem(email) === null) {
          expect(email.length).toBeLessThanOrEqual(EMAIL_MAX_LENGTH);
          expect(email).not.toMatch(/\s/);
          expect(email).toMatch(/^[^@]+@[^@]+\.[^@]+$/);
        }
      }),
      RUNS,
    );
  });

  it('accepts generated addresses of up to 40 characters', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        fc.pre(email.length <= EMAIL_MAX_LENGTH && email.split('@')[1]?.includes('.') === true);
        expect(emailProblem(email)).toBeNull();
      }),
      RUNS,
    );
  });
});

describe('personNameProblem', () => {
  it('accepts a space in the middle', () => {
    expect(personNameProblem('Anna Marija')).toBeNull();
  });

  it.each(['', '   '])('requires a name (%j)', (name) => {
    expect(personNameProblem(name)).toBe('required');
  });

  it.each([' Anna', 'Anna '])('refuses a leading or trailing space (%j)', (name) => {
    expect(personNameProblem(name)).toBe('spaces');
  });

  it('accepts a name exactly when it is not blank and has no outer whitespace', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (name) => {
        const expected = name.trim() === '' ? 'required' : name.trim() === name ? null : 'spaces';
        expect(personNameProblem(name)).toBe(expected);
      }),
      RUNS,
    );
  });
});

describe('personalNumberProblem', () => {
  it('accepts a valid code', () => {
    expect(personalNumberProblem('120490-12343')).toBeNull();
  });

  it('requires a code', () => {
    expect(personalNumberProblem('')).toBe('required');
  });

  it('refuses more than 12 characters', () => {
    expect(personalNumberProblem('120490-123430')).toBe('max-length');
  });

  it('refuses the pattern', () => {
    expect(personalNumberProblem('120490-123')).toBe('pattern');
  });

  it('refuses a wrong check digit', () => {
    expect(personalNumberProblem('120490-12344')).toBe('check');
  });

  it('refuses an impossible date as failing the number check', () => {
    expect(personalNumberProblem('310290-12345')).toBe('check');
  });

  it('never accepts a text over 12 characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 13, maxLength: 30 }), (text) => {
        expect(personalNumberProblem(text)).toBe('max-length');
      }),
      RUNS,
    );
  });
});

describe('genderProblem', () => {
  it('accepts MALE and FEMALE', () => {
    expect([genderProblem('MALE'), genderProblem('FEMALE')]).toEqual([null, null]);
  });

  it('requires a choice', () => {
    expect(genderProblem('')).toBe('required');
  });
});

describe('occupation rules', () => {
  it('requires an occupation', () => {
    expect(occupationProblem(' ')).toBe('required');
  });

  it('accepts a chosen occupation', () => {
    expect(occupationProblem('EMPLOYED')).toBeNull();
  });

  it('requires the other text for the other choice', () => {
    expect(occupationOtherProblem('OTHER', '  ')).toBe('required');
  });

  it('accepts the other text for the other choice', () => {
    expect(occupationOtherProblem('OTHER', 'Mākslinieks')).toBeNull();
  });

  it('does not require the other text for a listed occupation', () => {
    expect(occupationOtherProblem('EMPLOYED', '')).toBeNull();
  });
});
