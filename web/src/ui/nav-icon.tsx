import './nav-icon.css';

/**
 * The line icons of the navigation (the bottom bar, the header, the mega menu and the lobby's strips),
 * drawn inline in the current colour. Inline, not a stylesheet's `url(data:image/svg+xml…)`: the
 * browser builds a whole SVG document for each such image on the main thread, in the middle of the
 * first style recalculation (about 100 ms of the lobby's start-up on a phone for the bottom bar's
 * icons). Decorative: the control names itself.
 */
const PATHS = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  casino: 'M7 3h10a2 2 0 012 2v14a2 2 0 01-2 2H7a2 2 0 01-2-2V5a2 2 0 012-2zM12 8l3 4-3 4-3-4z',
  'live-casino': 'M3 7h13v10H3zM16 10l5-3v10l-5-3',
  'sport-betting': 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 7l4 3-1.5 5h-5L8 10z',
  promotions: 'M4 12V6a2 2 0 012-2h6l8 8-8 8zM8.5 8.5h.01',
  bonuses: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  deposit: 'M3 7h18v12H3zM3 11h18M16 15h2',
  profile: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0',
  messages: 'M4 5h16v11H8l-4 4z',
  'live-chat':
    'M12 4c5 0 9 3.1 9 7s-4 7-9 7c-1.1 0-2.2-.2-3.1-.4L4 20l1.3-3.9C3.8 14.8 3 13 3 11c0-3.9 4-7 9-7zM8 11h.01M12 11h.01M16 11h.01',
  search: 'M11 4.5a6.5 6.5 0 100 13 6.5 6.5 0 000-13zM16 16l4.5 4.5',
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
} as const;

/** The name of a navigation icon. */
export type NavIconName = keyof typeof PATHS;

/** Heavier strokes for the small icons (the search button's, the strips' arrows). */
const STROKE_WIDTH: Partial<Record<NavIconName, string>> = { search: '2.2', previous: '2.4', next: '2.4' };

/** One navigation icon, `nav-icon` for the stylesheets (24 px unless a control's rule sizes it). */
export function NavIcon({ name }: { readonly name: NavIconName }) {
  return (
    <svg
      className="nav-icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={STROKE_WIDTH[name] ?? '1.9'}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
