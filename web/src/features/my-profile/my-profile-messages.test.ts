import { COMPLAINT_ERROR_KEYS } from '@lv-casino/core/complaint/complaint-form.rule.ts';
import {
  PROFILE_FIELD_RULES,
  profileErrorKey,
  type ProfileFormField,
} from '@lv-casino/core/profile/profile.schema.ts';
import { INVITATION_EMAIL_ERROR_KEYS } from '@lv-casino/core/referral/invitation-form.rule.ts';
import { describe, expect, it } from 'vitest';
import { messageFilesOf } from '../../testing/message-files.ts';
import { ADDRESS_SAVED } from './personal-data.store.ts';
import { LANGUAGE_SAVED } from './language-choice.store.ts';
import { MY_PROFILE_SAVED } from './my-profile.store.ts';
import { PASSWORD_SAVED } from './change-password.store.ts';
import { REFERRAL_MESSAGES } from './referral.store.ts';
import { SECURITY_SAVED } from './security.store.ts';

/** The ids that reach the view as data (core's field errors, the stores' success texts). */
const keys = [
  ...Object.entries(PROFILE_FIELD_RULES).flatMap(([field, rules]) =>
    rules.map((rule) => profileErrorKey(field as ProfileFormField, rule)),
  ),
  ...Object.values(MY_PROFILE_SAVED),
  ADDRESS_SAVED,
  PASSWORD_SAVED,
  SECURITY_SAVED,
  LANGUAGE_SAVED,
  ...Object.values(INVITATION_EMAIL_ERROR_KEYS),
  ...Object.values(COMPLAINT_ERROR_KEYS),
  ...Object.values(REFERRAL_MESSAGES),
];

describe('the texts core and the stores name', () => {
  it.each(['lv', 'en', 'ru'])('exist in %s', (lang) => {
    const messages = messageFilesOf(lang, import.meta.dirname);
    expect(keys.filter((key) => !(key in messages))).toEqual([]);
  });
});
