import type { ApiFailure } from '../errors/api-failure.ts';
import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { FormErrors } from '../session/form-errors.ts';
import { PROFILE_CODES } from './profile-codes.ts';
import { profileErrorKey, type ProfileFormField } from './profile.schema.ts';

/** A profile call the server refused: by the field it concerns, or for the whole form. */
export interface ProfileRefusal {
  /** The field the code concerns → its message id; empty when the refusal is the form's. */
  readonly errors: FormErrors;
  /** The catalogue entry shown for the form; null when the refusal shows by a field. */
  readonly formError: ErrorDescriptor | null;
}

const {
  BAD_CREDENTIALS,
  KEY_EXPIRED,
  EMAIL_EXISTS,
  PASSWORD_MISMATCH,
  KEY_ALREADY_USED,
  DUPLICATE_DATA,
  BAD_CUSTOMER_DATA,
  SMS_INVALID_CODE,
  DUPLICATE_MOBILE_PHONE,
} = PROFILE_CODES;

/** Where a code shows: by a field, with the catalogue's text unless a text of its own is named. */
interface RefusalPlace {
  readonly field: ProfileFormField;
  readonly messageKey?: string;
}

/** The codes of one form that show by a field (account-and-session.md §8); the others show for the form. */
export type RefusalPlaces = Readonly<Partial<Record<number, RefusalPlace>>>;

/** customers/update: 13 email exists and 56 duplicate data by the e-mail. */
export const CONTACT_REFUSALS: RefusalPlaces = {
  [EMAIL_EXISTS]: { field: 'email' },
  [DUPLICATE_DATA]: { field: 'email' },
};

/** The SMS to a new phone: 115 duplicate phone and 57 a number the server refuses, by the number. */
export const PHONE_REFUSALS: RefusalPlaces = {
  [DUPLICATE_MOBILE_PHONE]: { field: 'mobilePhone' },
  [BAD_CUSTOMER_DATA]: { field: 'mobilePhone', messageKey: profileErrorKey('mobilePhone', 'rejected') },
};

/**
 * The typed SMS code: 82 invalid, and (as the SMS calls answer them) 5 expired and 48 already used,
 * whose catalogue texts speak of links, with texts of their own.
 */
export const PHONE_CODE_REFUSALS: RefusalPlaces = {
  [SMS_INVALID_CODE]: { field: 'verificationCode' },
  [KEY_EXPIRED]: { field: 'verificationCode', messageKey: profileErrorKey('verificationCode', 'expired') },
  [KEY_ALREADY_USED]: { field: 'verificationCode', messageKey: profileErrorKey('verificationCode', 'used') },
};

/**
 * The password change: 1 (bad credentials) is the current password, 19 (passwords differ) the repeat,
 * 57 a new password the server's rules refuse.
 */
export const PASSWORD_REFUSALS: RefusalPlaces = {
  [BAD_CREDENTIALS]: { field: 'currentPassword', messageKey: profileErrorKey('currentPassword', 'wrong') },
  [PASSWORD_MISMATCH]: { field: 'rePassword' },
  [BAD_CUSTOMER_DATA]: { field: 'newPassword', messageKey: profileErrorKey('newPassword', 'rejected') },
};

/** A failed profile call → where it shows and its text (a transport failure is the form's -1). */
export function profileRefusal(
  failure: ApiFailure,
  catalogue: ErrorCatalogue,
  places: RefusalPlaces,
): ProfileRefusal {
  const error = describeFailure(failure, catalogue);
  const place = places[error.code];
  if (place === undefined) return { errors: {}, formError: error };
  return { errors: { [place.field]: place.messageKey ?? error.messageKey }, formError: null };
}

/** What saving one of the profile's forms came to. */
export type ProfileSaveOutcome<T> =
  | { readonly kind: 'saved'; readonly value: T }
  /** The form is not valid yet; nothing was sent. Field → message id. */
  | { readonly kind: 'invalid'; readonly errors: FormErrors }
  | { readonly kind: 'refused'; readonly refusal: ProfileRefusal };

/** A read of the profile (personal data, settings, regions, towns): the data or why it failed. */
export type ProfileLoadOutcome<T> =
  | { readonly kind: 'loaded'; readonly value: T }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };
