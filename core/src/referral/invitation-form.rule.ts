import { emailProblem, type EmailProblem } from '../registration/registration-field.rules.ts';
import type { Language } from '../routing/language.ts';
import type { FormErrors } from '../session/form-errors.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import type { InvitationLanguage, InvitationRequest } from './referral.ts';

/** The invitation form as typed: the friend's e-mail. */
export interface InvitationForm {
  readonly email: string;
}

/** Message ids of the e-mail's problems (the web's my-profile messages), by §5's e-mail rules. */
export const INVITATION_EMAIL_ERROR_KEYS: Readonly<Record<EmailProblem, string>> = {
  required: 'myProfile.referral.error.email.required',
  spaces: 'myProfile.referral.error.email.spaces',
  'max-length': 'myProfile.referral.error.email.maxLength',
  format: 'myProfile.referral.error.email.format',
};

/** The invitation e-mail's language: the site's, in the contract's upper case. */
export const invitationLanguageOf = (language: Language): InvitationLanguage =>
  language.toUpperCase() as InvitationLanguage;

/**
 * The invitation the form asks for, or the e-mail's error: the e-mail (spaces around it dropped, as a
 * paste brings them) follows account-and-session.md §5 — required, no spaces, at most 40 characters,
 * an e-mail format. The invitation is written in the site's language.
 */
export function checkInvitationForm(
  form: InvitationForm,
  language: Language,
): Result<InvitationRequest, FormErrors> {
  const email = form.email.trim();
  const problem = emailProblem(email);
  if (problem !== null) return fail({ email: INVITATION_EMAIL_ERROR_KEYS[problem] });
  return ok({ email, lang: invitationLanguageOf(language) });
}
