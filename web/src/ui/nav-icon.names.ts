/**
 * The navigation icons' names: each is a symbol of index.html, `nav-icon-<name>` (nav-icon.tsx). A
 * module of its own so that the app imports only the type, not the list (nav-icon.test.ts checks the
 * symbols against it).
 */
export const NAV_ICON_NAMES = [
  'menu',
  'casino',
  'live-casino',
  'sport-betting',
  'promotions',
  'bonuses',
  'deposit',
  'profile',
  'messages',
  'live-chat',
  'search',
  'previous',
  'next',
] as const;

/** The name of a navigation icon. */
export type NavIconName = (typeof NAV_ICON_NAMES)[number];
