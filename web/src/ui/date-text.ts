import { formatDay, parseIsoDate } from '@lv-casino/core/history/history-range.rule.ts';
import { isRealDate, toIsoDate, type CalendarDate } from '@lv-casino/core/registration/calendar-date.ts';
import { insertSeparators } from '@lv-casino/core/registration/numeric-entry.rule.ts';

/*
 * The text of a date field (date-field.tsx): a day as the site writes days, DD/MM/YYYY in every
 * language (account-and-session.md §9), whatever the browser's own locale would show.
 */

/** What a player may type or paste between the day, the month and the year. */
const SEPARATORS = /[./\-\s]+/;
/** A pasted or filled ISO day, `YYYY-MM-DD` (the month and the day may have one digit). */
const ISO_DAY = /^(\d{4})[./-](\d{1,2})[./-](\d{1,2})$/;
/** A whole typed day: D(D) M(M) YYYY with separators, or DDMMYYYY. */
const TYPED_DAY = /^(?:(\d{1,2})[./\-\s]+(\d{1,2})[./\-\s]+(\d{4})|(\d{2})(\d{2})(\d{4}))$/;

const two = (part: string): string => part.padStart(2, '0');

/** `YYYY-MM-DD` (a native date input's value) as the field writes it, DD/MM/YYYY; '' for anything else. */
export function dayText(value: string): string {
  const date = parseIsoDate(value);
  return date === null ? '' : formatDay(date);
}

/**
 * What the field shows for what the player typed at its end, or pasted: the digits with the
 * separators put in as they are needed (`123` → `12/3`); a separator typed after a one-digit day or
 * month pads it (`1/` → `01/`) and one after a whole day or month stays (`12/`); an ISO day
 * (`2000-03-12`) is turned round; no more digits than a date has.
 */
export function maskDateText(typed: string): string {
  const trimmed = typed.trim();
  const iso = ISO_DAY.exec(trimmed);
  if (iso !== null) return `${two(iso[3] ?? '')}/${two(iso[2] ?? '')}/${iso[1] ?? ''}`;
  const parts = typed
    .trimStart()
    .replace(/[^\d./\-\s]/g, '')
    .split(SEPARATORS);
  let digits = '';
  parts.forEach((part, index) => {
    digits += part;
    const closed = index < parts.length - 1;
    if (closed && (digits.length === 1 || digits.length === 3)) {
      digits = `${digits.slice(0, -1)}0${digits.slice(-1)}`;
    }
  });
  digits = digits.slice(0, 8);
  const text = insertSeparators(digits, [2, 4], '/');
  const separatorTyped = parts.length > 1 && parts.at(-1) === '';
  return separatorTyped && (digits.length === 2 || digits.length === 4) ? `${text}/` : text;
}

/** What may stay of a text edited inside (not at its end): its digits and separators, as typed. */
export const keepDateCharacters = (typed: string): string => typed.replace(/[^\d./\-\s]/g, '').slice(0, 12);

/** Whether a text has the shape of a whole date (a day, a month and a four-digit year). */
const wholeDateOf = (text: string): CalendarDate | null => {
  const trimmed = text.trim();
  const iso = ISO_DAY.exec(trimmed);
  if (iso !== null) return { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  const typed = TYPED_DAY.exec(trimmed);
  if (typed === null) return null;
  return {
    day: Number(typed[1] ?? typed[4]),
    month: Number(typed[2] ?? typed[5]),
    year: Number(typed[3] ?? typed[6]),
  };
};

/** The day a field's text names (DD/MM/YYYY, one-digit parts, other separators, DDMMYYYY or ISO); null for none. */
export function dateOfText(text: string): CalendarDate | null {
  const date = wholeDateOf(text);
  return date !== null && isRealDate(date) ? date : null;
}

/**
 * Why a field's text is no day the field takes: `incomplete` (not a whole date yet), `not-a-date`
 * (31/02/2000), `before-min` or `after-max` (outside the bounds, `YYYY-MM-DD`); null for an empty
 * text (whether a day is needed is the form's to say) and for a day the field takes.
 */
export type DateTextProblem = 'incomplete' | 'not-a-date' | 'before-min' | 'after-max';

export function dateTextProblem(
  text: string,
  bounds: { readonly min?: string | undefined; readonly max?: string | undefined } = {},
): DateTextProblem | null {
  if (text.trim() === '') return null;
  const whole = wholeDateOf(text);
  if (whole === null) return 'incomplete';
  if (!isRealDate(whole)) return 'not-a-date';
  const iso = toIsoDate(whole);
  if (bounds.min !== undefined && bounds.min !== '' && iso < bounds.min) return 'before-min';
  if (bounds.max !== undefined && bounds.max !== '' && iso > bounds.max) return 'after-max';
  return null;
}

/** The value a field gives its form: the day as `YYYY-MM-DD` when the text names one it takes, else ''. */
export function valueOfText(
  text: string,
  bounds: { readonly min?: string | undefined; readonly max?: string | undefined } = {},
): string {
  const date = dateOfText(text);
  return date === null || dateTextProblem(text, bounds) !== null ? '' : toIsoDate(date);
}
