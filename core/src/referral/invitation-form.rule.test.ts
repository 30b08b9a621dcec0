import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkInvitationForm,
  INVITATION_EMAIL_ERROR_KEYS,
  invitationLanguageOf,
} from './invitation-form.rule.ts';

describe('checkInvitationForm', () => {
  it('asks for an invitation of the e-mail in the site’s language', () => {
    expect(checkInvitationForm({ email: 'laura.ozolina@example.lv' }, 'lv')).toEqual({
      ok: true,
      value: { email: 'laura.ozolina@example.lv', lang: 'LV' },
    });
  });

  it('drops the spaces a paste brings around the e-mail', () => {
    expect(checkInvitationForm({ email: '  laura@example.lv \n' }, 'en')).toEqual({
      ok: true,
      value: { email: 'laura@example.lv', lang: 'EN' },
    });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['laura ozolina@example.lv', 'spaces'],
    [`${'a'.repeat(30)}@example.lv`, 'max-length'],
    ['laura.example.lv', 'format'],
  ] as const)('refuses %j as %s', (email, problem) => {
    expect(checkInvitationForm({ email }, 'ru')).toEqual({
      ok: false,
      error: { email: INVITATION_EMAIL_ERROR_KEYS[problem] },
    });
  });

  it('sends exactly what it accepts, trimmed and at most 40 characters, or names one problem', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress()), (email) => {
        const checked = checkInvitationForm({ email }, 'lv');
        if (checked.ok) {
          expect(checked.value.email).toBe(email.trim());
          expect(checked.value.email.length).toBeLessThanOrEqual(40);
        } else {
          expect(Object.values(INVITATION_EMAIL_ERROR_KEYS)).toContain(checked.error['email']);
        }
      }),
    );
  });
});

describe('invitationLanguageOf', () => {
  it.each([
    ['lv', 'LV'],
    ['en', 'EN'],
    ['ru', 'RU'],
  ] as const)('writes %s as %s', (language, lang) => {
    expect(invitationLanguageOf(language)).toBe(lang);
  });
});
