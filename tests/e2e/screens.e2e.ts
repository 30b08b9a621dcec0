import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SPECIAL_FRIENDLY_URLS } from '../../core/src/catalogue/category-path.rule.ts';
import { DEPOSIT_RESULT_TYPES } from '../../core/src/deposit/deposit-result.rule.ts';
import { MODAL_AUDIENCE, MODAL_NAMES, type ModalName } from '../../core/src/routing/modal-route.rule.ts';
import { resolvePageRoute, type PageRoute } from '../../core/src/routing/page-route.rule.ts';
import { profileTabs, type ProfileTab } from '../../core/src/routing/profile-tabs.rule.ts';
import { smallTargets, unfillableCredentials } from './wcag22.check.ts';
import { expectNoAxeViolations, logInThroughApi, test } from './e2e-kit.ts';

/**
 * The screen sweep: every page, every modal value and every profile tab, visited once per viewport
 * (desktop and the 390 px phone) and checked with axe (WCAG 2 A/AA and the WCAG 2.1 and 2.2 rules axe
 * has), in Latvian; the lobby and the login modal also in English and Russian. The journeys check behaviour; this
 * checks what every screen gives a keyboard or screen-reader user, once.
 *
 * The lists come from the registry's source of truth in core, so nothing here names them again:
 * - modals: core's MODAL_NAMES (the web registry has exactly one entry for each, web/src/shell/modals.test.ts);
 *   each is opened by its deep link `?modal=…` as the audience it is for; MODAL_VISITS below only adds
 *   the parameters or state a modal needs to show more than its refusal;
 * - profile tabs: core's profileTabs() with every optional tab on;
 * - pages: one path for each kind of page core's resolvePageRoute() tells apart, and each deposit result.
 * The sweep fails when a registered screen was not visited, or was visited without showing itself.
 *
 * No page may be wider than the screen (WCAG 1.4.10 Reflow): on the phone as it is, and on the desktop
 * also once narrowed to 320 CSS px, as a desktop zoomed to 400 % shows it, in the document already
 * loaded (as a player zooms in on the page she is reading).
 */

type Session = 'visitor' | 'anna';
type Lang = 'lv' | 'en' | 'ru';

interface Screen {
  /** `modal:login`, `tab:limits`, `page:category:provider`, … */
  readonly id: string;
  /** A page is loaded from the server; a modal or tab opens over the lobby, as its deep link would. */
  readonly over: 'page' | 'modal';
  /** The path with its language and query. */
  readonly url: string;
  readonly session: Session;
  /** What the screen shows once it is there (waited for before axe runs). */
  readonly shown: (page: Page) => Locator;
  readonly generalConfig?: Readonly<Record<string, unknown>>;
  /** Puts in place what the screen shows (through the sandbox's control API); answers its query. */
  readonly setup?: (request: APIRequestContext) => Promise<string>;
}

const dialogShown = (page: Page): Locator =>
  page.getByRole('dialog').or(page.getByRole('alertdialog')).last();
const pageShown = (page: Page): Locator => page.getByRole('heading', { level: 1 }).first();

/** What a modal needs beyond its deep link to show itself (not its refusal). */
interface ModalVisit {
  readonly query?: string;
  readonly session?: Session;
  /** The sandbox's general config while the modal is visited (put back after). */
  readonly generalConfig?: Readonly<Record<string, unknown>>;
  /** Puts in place what the modal shows, through the sandbox's control API; answers its query. */
  readonly setup?: (request: APIRequestContext) => Promise<string>;
}

/** A bonus granted to anna: the bonus-history modals show its details. */
async function annasBonus(request: APIRequestContext): Promise<string> {
  const granted = await request.post('/__sandbox/players/anna/bonuses', {
    data: { bonusName: 'Sweep bonus', bonusAmount: 1000, wageringRequirement: 30000 },
  });
  const { bonus } = (await granted.json()) as { bonus: { bonusAssetId: number } };
  return `bonusAssetId=${String(bonus.bonusAssetId)}`;
}

const MODAL_VISITS: Partial<Record<ModalName, ModalVisit>> = {
  'socket-gaming': { query: 'notificationType=MAX_BET_LIMIT_REACHED' },
  socketModal: { query: 'notificationType=SESSION_LIMIT_REACHED' },
  gameModal: { query: 'game=cesis-express' },
  'intermediate-register': { generalConfig: { instantorEnabled: true } },
  'simple-message': {
    setup: async (request) => {
      const added = await request.post('/__sandbox/players/anna/simple-messages', {
        data: { content: '<p>Your <strong>weekend</strong> offer is waiting.</p>' },
      });
      const { simpleMessage } = (await added.json()) as { simpleMessage: { id: number } };
      return `messageId=${String(simpleMessage.id)}`;
    },
  },
  'bonus-history-details': { setup: annasBonus },
  'bonus-history-games-categories': { setup: annasBonus },
};

/** Every page kind core's resolvePageRoute tells apart, each with a path of the sandbox's that is one. */
const PAGE_PATHS: readonly { readonly path: string; readonly session: Session }[] = [
  { path: '/casino', session: 'visitor' },
  { path: '/live-casino', session: 'visitor' },
  { path: '/casino/popular', session: 'visitor' },
  { path: '/casino/providers/netent', session: 'visitor' },
  { path: '/casino/providers', session: 'visitor' },
  { path: '/casino/collections', session: 'visitor' },
  { path: '/casino/collections/nordic-legends', session: 'visitor' },
  { path: '/casino/favourites', session: 'anna' },
  { path: '/casino/last-played', session: 'anna' },
  { path: '/game-play/demo/cesis-express', session: 'visitor' },
  { path: '/game-play/real/cesis-express', session: 'anna' },
  { path: '/promotions', session: 'visitor' },
  { path: '/promotions/casino', session: 'visitor' },
  { path: '/promotions/vasaras-turnirs', session: 'visitor' },
  { path: '/help', session: 'visitor' },
  { path: '/unsubscribe?u=c2lnbmVkOmFubmEuYmVyemluYUBleGFtcGxlLmx2', session: 'visitor' },
  { path: '/landing', session: 'visitor' },
  { path: '/sport-betting', session: 'visitor' },
  { path: '/sport-betting-live', session: 'visitor' },
  { path: '/sport-betting-virtuals', session: 'visitor' },
  { path: '/404', session: 'visitor' },
  { path: '/noteikumi-un-nosacijumi', session: 'visitor' },
];

/** The kind of page a path is, as core tells them apart (lobby, a special list, a category's shape, …). */
function pageKind(path: string): string {
  const route: PageRoute = resolvePageRoute(path.split('?')[0] ?? '');
  switch (route.kind) {
    case 'lobby':
      return `lobby:${route.page}`;
    case 'special':
      return `special:${route.list}`;
    case 'category':
      return `category:${route.shape}`;
    case 'game-play':
      return `game-play:${route.mode}`;
    case 'promotions':
      return `promotions:${route.route.kind}`;
    case 'sportsbook':
      return `sportsbook:${route.version}`;
    default:
      return route.kind;
  }
}

/** Every page kind there is: the lobby pages, the shapes, the modes, … (each must have a path above). */
const PAGE_KINDS: Readonly<Record<PageRoute['kind'], readonly string[]>> = {
  lobby: ['lobby:CASINO', 'lobby:LIVE_CASINO'],
  special: SPECIAL_FRIENDLY_URLS.map((list) => `special:${list}`),
  category: ['category:plain', 'category:provider', 'category:collection'],
  'game-play': ['game-play:demo', 'game-play:real'],
  promotions: ['promotions:all', 'promotions:category', 'promotions:promotion'],
  help: ['help'],
  unsubscribe: ['unsubscribe'],
  landing: ['landing'],
  sportsbook: ['sportsbook:prelive', 'sportsbook:live', 'sportsbook:virtuals'],
  'not-found': ['not-found'],
  cms: ['cms'],
};

const TABS = profileTabs({
  responsibleGamingLimitsEnabled: true,
  selfExcludeEnabled: true,
  inboxMessagesEnabled: true,
}).filter((tab): tab is Exclude<ProfileTab, 'close'> => tab !== 'close');

/** The deposit result pages a provider sends the player back to. */
const DEPOSIT_RESULT_SCREENS: readonly Screen[] = DEPOSIT_RESULT_TYPES.map((type) => ({
  id: `deposit-result:${type}`,
  over: 'page',
  url: `/lv/deposit/${type}`,
  session: 'anna',
  shown: pageShown,
}));

function modalScreen(modal: ModalName): Screen {
  const visit = MODAL_VISITS[modal] ?? {};
  const session = visit.session ?? (MODAL_AUDIENCE[modal] === 'logged-in' ? 'anna' : 'visitor');
  const query = visit.query === undefined ? '' : `&${visit.query}`;
  return {
    id: `modal:${modal}`,
    over: 'modal',
    url: `/lv/casino?modal=${modal}${query}`,
    session,
    shown: dialogShown,
    ...(visit.generalConfig === undefined ? {} : { generalConfig: visit.generalConfig }),
    ...(visit.setup === undefined ? {} : { setup: visit.setup }),
  };
}

const SCREENS: readonly Screen[] = [
  ...PAGE_PATHS.map(({ path, session }) => ({
    id: `page:${pageKind(path)}`,
    over: 'page' as const,
    url: `/lv${path}`,
    session,
    shown: pageShown,
  })),
  ...DEPOSIT_RESULT_SCREENS,
  ...MODAL_NAMES.filter((modal) => modal !== 'profile').map(modalScreen),
  ...TABS.map((tab): Screen => ({
    id: `tab:${tab}`,
    over: 'modal',
    url: `/lv/casino?modal=profile&selectedTab=${tab}`,
    session: 'anna',
    shown: dialogShown,
  })),
];

/** The screens every viewport must have visited: every page kind, deposit result, modal and tab. */
const EXPECTED = new Set<string>([
  ...Object.values(PAGE_KINDS)
    .flat()
    .map((kind) => `page:${kind}`),
  ...DEPOSIT_RESULT_TYPES.map((type) => `deposit-result:${type}`),
  ...MODAL_NAMES.filter((modal) => modal !== 'profile').map((modal) => `modal:${modal}`),
  ...TABS.map((tab) => `tab:${tab}`),
]);

/** Nothing is loading any more: no modal waits for its chunk, no region says it is busy. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.dialog-loading, [aria-busy="true"]')).toHaveCount(0);
}

/**
 * A 1280 px desktop zoomed to 400 %: 320 CSS px, of which the classic scrollbar takes its share (the
 * desktop project shows scrollbars, as a desktop browser does: playwright.config.ts).
 */
const REFLOW_VIEWPORT = { width: 320, height: 640 };

/**
 * How much wider than the screen the page is, in CSS px, and what sticks out: the outermost elements
 * past either edge that no scroller or clipping box holds (named to find them, not compared).
 */
const overflow = (page: Page): Promise<{ readonly excess: number; readonly elements: string }> =>
  page.evaluate(() => {
    const { clientWidth, scrollWidth } = document.documentElement;
    const outside = (element: Element): boolean => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > clientWidth + 0.5 || box.left < -0.5);
    };
    const held = (element: Element): boolean => {
      for (let box = element.parentElement; box !== null && box !== document.body; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      return false;
    };
    const elements = [...document.querySelectorAll('body *')]
      .filter((element) => outside(element) && !held(element))
      .filter((element) => element.parentElement === null || !outside(element.parentElement))
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = [element.tagName.toLowerCase(), ...element.classList].join('.');
        return `${name} ${String(Math.round(box.left))}…${String(Math.round(box.right))}`;
      });
    return { excess: scrollWidth - clientWidth, elements: elements.join(', ') };
  });

/**
 * Fails when the page is wider than its screen, naming what sticks out. Polled: the app lays itself
 * out again for a narrower screen (the header, the bottom bar) in the frames after a resize.
 */
async function expectToFit(page: Page, what: string): Promise<void> {
  await expect
    .poll(async () => {
      const { excess, elements } = await overflow(page);
      return excess === 0 ? 'fits' : `${String(excess)} px wider than the screen; sticking out: ${elements}`;
    }, `${what} is no wider than the screen`)
    .toBe('fits');
}

/** An open modal: its panel (role dialog or alertdialog, aria-modal). */
const MODAL = '[aria-modal="true"]';

/** The lobby a modal's deep link opens over. */
const LOBBY = '/lv/casino';

/** Changes the address as the app's own links and the browser's Back do: no new document. */
async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}

/**
 * The not-found page (of the target's language): passed through between two pages opened in the
 * document already loaded. It is a page of its own kind, so the next page's heading is a new element
 * (React keeps the elements of two pages of the same kind, e.g. two lobbies), and a heading the sweep
 * has not marked is that page's.
 */
const betweenPages = (language: string): string => `/${language}/404`;
const NOT_FOUND_HEADING = 'h1.not-found__title';
/** Marks the heading of the page the sweep has left. */
const LEFT = 'data-sweep-left';

/** The language and the language-free path of an address (`/lv/casino?x` → `lv`, `/casino`). */
function splitLanguage(url: string): { readonly language: string; readonly path: string } {
  const { pathname } = new URL(url, 'http://x');
  const [, language = '', ...rest] = pathname.split('/');
  return { language, path: `/${rest.join('/')}` };
}

/**
 * Opens a page: in the document already loaded when it is in the same language, as the app's links and
 * the browser's Back do (the app's start costs more than all of a page's checks), through the
 * not-found page; from the server when it is a test's first page, another language's or the
 * not-found page itself.
 */
async function openPage(page: Page, url: string): Promise<void> {
  const target = splitLanguage(url);
  if (
    page.url() === 'about:blank' ||
    splitLanguage(page.url()).language !== target.language ||
    pageKind(target.path) === 'not-found'
  ) {
    await page.goto(url);
    return;
  }
  await navigateInApp(page, betweenPages(target.language));
  const between = page.locator(NOT_FOUND_HEADING);
  await expect(between).toBeVisible();
  await between.evaluate((heading, left) => {
    heading.setAttribute(left, '');
  }, LEFT);
  await navigateInApp(page, url);
  await expect(page.locator(`h1:not([${LEFT}])`).first(), `${url} replaced the page before it`).toBeVisible();
}

/**
 * Opens the screen and checks it with axe. A page is opened by openPage; a modal or tab opens over
 * the lobby by its deep link, in the document already there (the lobby itself is checked as a page),
 * and axe checks the open modal.
 */
async function visit(page: Page, screen: Screen, query = ''): Promise<void> {
  const url = query === '' ? screen.url : `${screen.url}&${query}`;
  if (screen.over === 'page') {
    await openPage(page, url);
    await expect(screen.shown(page), `${screen.id} (${url}) shows itself`).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page);
    await expect
      .soft(smallTargets(page), `${screen.id}: controls smaller than 24×24 px`)
      .resolves.toEqual([]);
    await expectToFit(page, `${screen.id} (${url})`);
    const viewport = page.viewportSize();
    if (viewport !== null && viewport.width > REFLOW_VIEWPORT.width) {
      await page.setViewportSize(REFLOW_VIEWPORT);
      try {
        await expect(screen.shown(page), `${screen.id} (${url}) shows itself at 320 px`).toBeVisible();
        await expectToFit(page, `${screen.id} (${url}) at 320 px`);
      } finally {
        await page.setViewportSize(viewport);
      }
    }
    return;
  }
  // Its deep link, loaded, when the page is not the lobby yet or the modal needs another config (the
  // app reads it when it starts); otherwise in the lobby already there, after the last modal closed.
  if (screen.generalConfig !== undefined || new URL(page.url(), 'http://x').pathname !== LOBBY) {
    await page.goto(url);
  } else {
    await navigateInApp(page, LOBBY);
    await expect(page.locator(MODAL)).toHaveCount(0);
    await navigateInApp(page, url);
  }
  await expect(screen.shown(page), `${screen.id} (${url}) shows itself`).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page, MODAL);
  await expect
    .soft(smallTargets(page, MODAL), `${screen.id}: controls smaller than 24×24 px`)
    .resolves.toEqual([]);
  await expect
    .soft(unfillableCredentials(page, MODAL), `${screen.id}: credential fields without autocomplete`)
    .resolves.toEqual([]);
}

/** Runs `visit` with the sandbox's general config patched for it, then puts the config back. */
async function withGeneralConfig(
  request: APIRequestContext,
  patch: Readonly<Record<string, unknown>> | undefined,
  run: () => Promise<void>,
): Promise<void> {
  if (patch === undefined) return run();
  const before = (await (await request.get('/__sandbox/config/general')).json()) as Record<string, unknown>;
  expect((await request.patch('/__sandbox/config/general', { data: patch })).ok()).toBe(true);
  try {
    await run();
  } finally {
    const restore = Object.fromEntries(Object.keys(patch).map((key) => [key, before[key]]));
    await request.patch('/__sandbox/config/general', { data: restore });
  }
}

/**
 * What one screen may take, on a loaded 2-core machine: a test of the sweep visits dozens, so its
 * time limit grows with their number rather than being a journey's.
 */
const PER_SCREEN_MS = 12_000;

async function sweep(
  page: Page,
  request: APIRequestContext,
  session: Session,
  visited: Set<string>,
): Promise<void> {
  const screens = SCREENS.filter((candidate) => candidate.session === session);
  test.setTimeout(screens.length * PER_SCREEN_MS);
  for (const screen of screens) {
    await test.step(screen.id, () =>
      withGeneralConfig(request, screen.generalConfig, async () =>
        visit(page, screen, screen.setup === undefined ? '' : await screen.setup(request)),
      ),
    );
    visited.add(screen.id);
  }
}

test.describe('every screen, checked with axe', { tag: '@phone' }, () => {
  test.describe.configure({ mode: 'serial' });
  // Checked as they are once still: the screens' transitions take no time (the app honours reduced
  // motion), so no check waits for a dialog to finish rising.
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });
  const visited = new Set<string>();

  test('a visitor’s screens', async ({ page, request }) => {
    await sweep(page, request, 'visitor', visited);
  });

  test('a logged-in player’s screens', async ({ page, request }) => {
    await logInThroughApi(page, request, 'anna');
    await sweep(page, request, 'anna', visited);
  });

  test('the lobby and the login in the other languages', async ({ page }) => {
    // Latvian, the site's own, is the language of every screen above.
    for (const lang of ['en', 'ru'] satisfies Lang[]) {
      const lobby = `/${lang}/casino`;
      await visit(page, {
        id: `lobby:${lang}`,
        over: 'page',
        url: lobby,
        session: 'visitor',
        shown: pageShown,
      });
      await visit(page, {
        id: `login:${lang}`,
        over: 'page',
        url: `${lobby}?modal=login`,
        session: 'visitor',
        shown: dialogShown,
      });
    }
  });

  test('no registered screen was left out', () => {
    expect([...EXPECTED].filter((id) => !visited.has(id))).toEqual([]);
    expect([...visited].filter((id) => !EXPECTED.has(id))).toEqual([]);
  });
});
