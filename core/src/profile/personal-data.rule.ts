const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date of birth (`YYYY-MM-DD`) as the site writes dates, DD/MM/YYYY (account-and-session.md §9);
 * anything else is shown as it came.
 */
export function formatDateOfBirth(dateOfBirth: string): string {
  const match = ISO_DATE.exec(dateOfBirth);
  if (match === null) return dateOfBirth;
  const [, year, month, day] = match;
  return `${String(day)}/${String(month)}/${String(year)}`;
}

/** How long a profile form's success message shows, ms (account-and-session.md §9). */
export const PROFILE_MESSAGE_HIDE_MS = 3000;
