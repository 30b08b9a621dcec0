import type { FormErrors } from '../session/form-errors.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_MESSAGE_MAX_LENGTH,
  COMPLAINT_SUBJECT_MAX_LENGTH,
  type ComplaintCategory,
  type ComplaintRequest,
} from './complaint.ts';

/** The complaint form as typed; `category` is '' until one is chosen. */
export interface ComplaintForm {
  readonly category: string;
  readonly subject: string;
  readonly message: string;
}

export type ComplaintField = keyof ComplaintForm;

/** Message ids of the form's errors (the web's my-profile messages). */
export const COMPLAINT_ERROR_KEYS = {
  categoryRequired: 'myProfile.complaint.error.category.required',
  subjectRequired: 'myProfile.complaint.error.subject.required',
  subjectMaxLength: 'myProfile.complaint.error.subject.maxLength',
  messageRequired: 'myProfile.complaint.error.message.required',
  messageMaxLength: 'myProfile.complaint.error.message.maxLength',
} as const;

const isCategory = (value: string): value is ComplaintCategory =>
  (COMPLAINT_CATEGORIES as readonly string[]).includes(value);

/** The problem of a text field (trimmed): empty or longer than `max` characters; null when fine. */
function textProblem(text: string, max: number, keys: { required: string; tooLong: string }): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return keys.required;
  // Characters as the player counts them (code points), not UTF-16 units.
  return Array.from(trimmed).length > max ? keys.tooLong : null;
}

/**
 * The complaint the form asks for, or every field's error: a category of the contract's list, a
 * subject of 1-120 and a message of 1-4000 characters (spaces around them dropped).
 */
export function checkComplaintForm(form: ComplaintForm): Result<ComplaintRequest, FormErrors> {
  const errors: Partial<Record<ComplaintField, string>> = {};
  if (!isCategory(form.category)) errors.category = COMPLAINT_ERROR_KEYS.categoryRequired;
  const subject = textProblem(form.subject, COMPLAINT_SUBJECT_MAX_LENGTH, {
    required: COMPLAINT_ERROR_KEYS.subjectRequired,
    tooLong: COMPLAINT_ERROR_KEYS.subjectMaxLength,
  });
  if (subject !== null) errors.subject = subject;
  const message = textProblem(form.message, COMPLAINT_MESSAGE_MAX_LENGTH, {
    required: COMPLAINT_ERROR_KEYS.messageRequired,
    tooLong: COMPLAINT_ERROR_KEYS.messageMaxLength,
  });
  if (message !== null) errors.message = message;
  if (!isCategory(form.category) || subject !== null || message !== null) return fail(errors);
  return ok({ category: form.category, subject: form.subject.trim(), message: form.message.trim() });
}
