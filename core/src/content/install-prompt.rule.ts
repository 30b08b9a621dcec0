import { isGamePlayPath } from '../routing/page-route.rule.ts';
import { parseQuery } from '../routing/query-string.rule.ts';

/** After "Not now", the install prompt is not offered again on its own for 30 days. */
export const INSTALL_PROMPT_QUIET_MS = 30 * 24 * 60 * 60 * 1000;

/** Pages a visit has shown (the one it landed on included) before the install prompt may open. */
export const INSTALL_PROMPT_PAGE_VIEWS = 3;

/**
 * Whether to open the install prompt when the browser offers installation: never inside the app
 * already installed (standalone display), and not within 30 days of the player's "Not now".
 * @param dismissedAt when the player last said "Not now" (epoch ms), null if never.
 */
export const offersInstall = (input: {
  readonly standalone: boolean;
  readonly dismissedAt: number | null;
  readonly now: number;
}): boolean =>
  !input.standalone &&
  (input.dismissedAt === null || input.now - input.dismissedAt >= INSTALL_PROMPT_QUIET_MS);

/** How far a player has come with the site, as far as the install prompt asks. */
export interface InstallEngagement {
  /** Visits (sessions of a browser tab) so far, this one included: 1 on a first visit. */
  readonly visits: number;
  /** Pages this visit has shown, the one it landed on included. */
  readonly pageViews: number;
  /** Whether this visit has opened a game. */
  readonly gameOpened: boolean;
}

/** The page shown: its path (`/lv/casino`) and query (`?modal=login`, or ''). */
export interface ShownPage {
  readonly pathname: string;
  readonly search: string;
}

/**
 * Whether the player has shown interest enough to be asked (platform guidance: never on the first page
 * view): a second visit, a few pages seen, or a game opened.
 */
export const engagedForInstall = (engagement: InstallEngagement): boolean =>
  engagement.visits >= 2 || engagement.pageViews >= INSTALL_PROMPT_PAGE_VIEWS || engagement.gameOpened;

/** Whether the page leaves room for the prompt: no modal over it, and no game being played. */
const freeForPrompt = (page: ShownPage): boolean =>
  !parseQuery(page.search).has('modal') && !isGamePlayPath(page.pathname);

/**
 * What the install prompt does, now that the browser offers installation: `never` (the installed app,
 * or within 30 days of "Not now"); `wait` until the player is engaged (engagedForInstall) and the page
 * is free (no modal the player opened, no game being played), asking again at the next page change;
 * `open` then.
 */
export function installPromptMoment(input: {
  readonly standalone: boolean;
  readonly dismissedAt: number | null;
  readonly now: number;
  readonly engagement: InstallEngagement;
  readonly page: ShownPage;
}): 'open' | 'wait' | 'never' {
  if (!offersInstall(input)) return 'never';
  return engagedForInstall(input.engagement) && freeForPrompt(input.page) ? 'open' : 'wait';
}
