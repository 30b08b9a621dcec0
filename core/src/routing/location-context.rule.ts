/** The product area a location belongs to (games-and-content.md §2 Redirects and other). */
export type LocationContext = 'LIVE_CASINO' | 'CASINO' | 'HOME_PAGE';

/**
 * The context of a pathname: a path with a `live-casino` segment is LIVE_CASINO, one with a
 * `casino` segment is CASINO, anything else HOME_PAGE.
 */
export function locationContext(pathname: string): LocationContext {
  const segments = pathname.split('/');
  if (segments.includes('live-casino')) return 'LIVE_CASINO';
  if (segments.includes('casino')) return 'CASINO';
  return 'HOME_PAGE';
}

/** Switching language on a casino page scrolls to the top (games-and-content.md §2 Language prefix). */
export const scrollsToTopOnLanguageChange = (pathname: string): boolean =>
  locationContext(pathname) === 'CASINO';
