/** The longest page a metric carries, in characters (the collector refuses longer ones). */
export const MAX_REPORTED_PAGE_LENGTH = 300;

/** A scheme and authority at the start of an address: `https://host:4000`, `//host`. */
const ORIGIN = /^(?:[a-z][a-z\d+.-]*:)?\/\/[^/]*/i;

/**
 * The page a field metric names for an address (absolute, `https://host/lv/casino?modal=login`, or
 * the path and what follows it): its path alone, at most {@link MAX_REPORTED_PAGE_LENGTH} characters.
 * The query and fragment never leave: a modal and what it was given (`?modal=reset-password&key=…`)
 * are query parameters.
 */
export function reportedPage(address: string): string {
  const end = address.search(/[?#]/);
  const beforeQuery = end === -1 ? address : address.slice(0, end);
  const path = beforeQuery.replace(ORIGIN, '');
  return (path.startsWith('/') ? path : `/${path}`).slice(0, MAX_REPORTED_PAGE_LENGTH);
}
