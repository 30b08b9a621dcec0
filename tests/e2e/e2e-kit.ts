import { registrationOf } from '@lv-casino/sandbox/account/account.test-kit.ts';
import type { SessionTokens } from '../../core/src/session/user.ts';
import { TOKENS_STORAGE_KEY } from '../../adapters/src/browser/session-storage.token-store.ts';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { sandboxOrigin } from './sandboxes.ts';

/*
 * What several journeys share: the axe check, a fresh player registered and activated through the
 * sandbox's public API (and its outbox), and the sandbox's control API.
 */

/** The context options of a journey that asks for nothing of its own (`test.use`). */
const DEFAULT_SERVICE_WORKERS = 'block';

interface KitOptions {
  /**
   * A browser context of the journey's own instead of the worker's shared one: for a journey that
   * changes what a context keeps beyond its pages and storage (`page.clock`, which cannot be
   * uninstalled). A journey with context options of its own (`test.use`) gets one anyway.
   */
  readonly ownContext: boolean;
}

interface KitWorkerFixtures {
  readonly sharedContext: BrowserContext;
}

/**
 * Playwright's `test`, its page and request fixtures pointed at the worker's own sandbox, and its
 * `context` one browser context per worker instead of one per journey.
 *
 * A new context starts with an empty HTTP cache, so every journey downloaded and compiled the whole
 * app again: a lobby load cost 3.6 s of CPU in a new context and 1.2 s in one that had loaded it before
 * (measured in Chromium here), and the 2-core machine is CPU-bound while the journeys run. Each journey
 * still starts with nothing of the one before: it gets a new page (so a new tab's session storage),
 * and when it ends its pages close and the context loses its cookies, permissions and every origin's
 * local storage, IndexedDB, Cache Storage and service workers. The HTTP cache stays: the sandbox serves
 * the app's assets as immutable and the API as `no-store`, so only unchanged files come from it.
 */
export const test = base.extend<KitOptions, KitWorkerFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from it.
  baseURL: async ({}, use, testInfo) => {
    await use(sandboxOrigin(testInfo.parallelIndex));
  },
  ownContext: [false, { option: true }],
  sharedContext: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent } = workerInfo.project.use;
      const context = await browser.newContext({
        ...(viewport === undefined ? {} : { viewport }),
        ...(userAgent === undefined ? {} : { userAgent }),
        isMobile: isMobile ?? false,
        hasTouch: hasTouch ?? false,
        deviceScaleFactor: deviceScaleFactor ?? 1,
        baseURL: sandboxOrigin(workerInfo.parallelIndex),
        serviceWorkers: DEFAULT_SERVICE_WORKERS,
        locale: 'en-US',
        colorScheme: 'light',
        // As many players set it: the app then moves nothing, so no step waits for a sheet or a dialog
        // to finish rising (the phone's walk through the profile tabs took 14 s with motion, 9 s without).
        reducedMotion: 'reduce',
      });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ browser, sharedContext, ownContext, contextOptions, serviceWorkers }, use) => {
    if (ownContext || Object.keys(contextOptions).length > 0 || serviceWorkers !== DEFAULT_SERVICE_WORKERS) {
      // Playwright fills in the journey's options (viewport, baseURL, `test.use`) itself.
      const context = await browser.newContext();
      await use(context);
      await context.close();
      return;
    }
    const origins = new Set<string>();
    const noteOrigin = (request: Request): void => {
      const { protocol, origin } = new URL(request.url());
      if (protocol === 'http:' || protocol === 'https:') origins.add(origin);
    };
    sharedContext.on('request', noteOrigin);
    await use(sharedContext);
    sharedContext.off('request', noteOrigin);
    await forgetJourney(sharedContext, origins);
  },
});

/** Closes the journey's pages and clears what its origins stored; keeps the HTTP cache. */
async function forgetJourney(context: BrowserContext, origins: ReadonlySet<string>): Promise<void> {
  for (const page of context.pages()) await page.close();
  await context.clearCookies();
  await context.clearPermissions();
  if (origins.size === 0) return;
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  for (const origin of origins) {
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'local_storage,indexeddb,cache_storage,service_workers,websql,file_systems',
    });
  }
  await cdp.detach();
  await page.close();
}

export const PASSWORD = 'Casino2026!';
export const CLIENT = { 'X-Client-Code': 'lv-casino-web', 'X-Label-Entry-Point': 'LV' };

/** axe-core's script, put into a page once per document by the check below. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What the check asks: the WCAG 2 A and AA rules, and the WCAG 2.1 and 2.2 rules axe has. */
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  iframes: false,
  resultTypes: ['violations'],
};

/** The page's finite CSS animations and transitions that are running now. */
const runningAnimations = (): number =>
  document
    .getAnimations()
    .filter(
      (animation) =>
        animation.playState === 'running' &&
        Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)),
    ).length;

/**
 * How long one axe run may take before it counts as not answering: it takes under 2 s on a loaded
 * 2-core machine.
 */
const AXE_ANSWER_MS = 45_000;

/** The page's WCAG violations as axe reports them, or `null` when axe did not answer in time. */
async function axeViolations(page: Page, context: ElementContext): Promise<readonly string[] | null> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(AXE_SOURCE);
  const run = page.evaluate(
    async ([context, options]) => {
      const { axe } = globalThis as unknown as {
        axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> };
      };
      const results = await axe.run(context, options);
      return results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(', ')})`,
      );
    },
    [context, AXE_OPTIONS] as const,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const noAnswer = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      resolve(null);
    }, AXE_ANSWER_MS);
  });
  try {
    const answer = await Promise.race([run, noAnswer]);
    // A run given up on ends with the document it ran in, which is reloaded below.
    if (answer === null) run.catch(() => undefined);
    return answer;
  } finally {
    clearTimeout(timer);
  }
}

/** Until no finite CSS animation or transition runs on the page (see runningAnimations). */
async function untilStill(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(runningAnimations), { timeout: 30_000, intervals: [50, 100, 250] })
    .toBe(0);
}

/**
 * No WCAG 2 A/AA (nor 2.1, 2.2) violation on the page, or in the part of it `within` selects (an open
 * modal); third-party game frames are left out.
 *
 * axe-core runs in the page itself. `@axe-core/playwright`'s builder put axe into every frame on
 * every check and opened a blank page to combine the frames' results: 2.4 s a check on this
 * machine, 40 % of the journeys' time. The frames are excluded anyway, so one `axe.run` in the
 * page gives the same violations in about 0.4 s. It needs no timer, so a page whose clock a test
 * holds is checked the same way.
 *
 * axe-core 4.14 has, a few times in some hundred sweeps, never answered one `axe.run` (the page
 * alive and responsive, axe still marked as running; in Debian's Chromium and in its headless shell,
 * on the register modal and a category page, never twice in a row). Rather than the whole run
 * failing on the checker's hang, the screen is loaded again and checked again once, and the log says
 * so; a second silence fails the check.
 */
export async function expectNoAxeViolations(page: Page, within?: string): Promise<void> {
  const context: ElementContext =
    within === undefined ? { exclude: [['iframe']] } : { include: [[within]], exclude: [['iframe']] };
  // What the player sees once the screen is still: a dialog fading in has half-faded colours, which
  // axe measures as too little contrast. Waits while a finite animation or transition runs (endless
  // ones, such as a loading shimmer, and paused ones do not count); polled from the test, so a page
  // whose clock a test holds waits the same way.
  await untilStill(page);
  let violations = await axeViolations(page, context);
  if (violations === null) {
    console.warn(
      `axe did not answer on ${page.url()} within ${String(AXE_ANSWER_MS / 1000)} s: ` +
        'the screen is loaded again and checked again',
    );
    await page.reload();
    await expect(page.locator(within ?? 'h1').first()).toBeVisible();
    await untilStill(page);
    violations = await axeViolations(page, context);
    if (violations === null) throw new Error(`axe did not answer on ${page.url()}, twice`);
  }
  expect(violations).toEqual([]);
}

/** Details no other account has: unique per run and per project (a 2017-format personal code, 32…). */
export function newPlayer(): { username: string; email: string; phone: string; personalNumber: string } {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  return {
    username: `e2e${stamp}`,
    email: `e2e${stamp}@example.lv`,
    phone: `2${stamp.slice(-7)}`,
    personalNumber: `32${stamp.slice(0, 4)}-${stamp.slice(4, 9)}`,
  };
}

/** The newest message of a kind the sandbox would have sent the player. */
export async function outbox(
  request: APIRequestContext,
  username: string,
  kind: 'activation' | 'reset' | 'sms',
): Promise<{ link?: string; code?: string }> {
  const response = await request.get(`/__sandbox/outbox?username=${username}&kind=${kind}`);
  const messages = (await response.json()) as { link?: string; code?: string }[];
  const [latest] = messages;
  if (latest === undefined) throw new Error(`no ${kind} message for ${username}`);
  return latest;
}

/** A session of `username` made through the API's login, as the app would have stored it. */
export async function apiLogIn(
  request: APIRequestContext,
  username: string,
  password: string = PASSWORD,
): Promise<SessionTokens> {
  const response = await request.post('/api/v2/customerfacing/login', {
    headers: CLIENT,
    data: { username, password, rememberme: false },
  });
  expect(response.status(), `the API's login of ${username}`).toBe(200);
  return (await response.json()) as SessionTokens;
}

/**
 * The page's tab starts with this session: the token pair is put where the app keeps it (the tab's
 * session storage) before the app's first script runs, once per tab, so a later logout stays a
 * logout. What a journey that does not test logging in uses instead of typing a login.
 */
export async function startLoggedIn(page: Page, tokens: SessionTokens): Promise<void> {
  await page.addInitScript(
    ([key, pair]) => {
      if (window !== window.top) return;
      if (sessionStorage.getItem('e2e.session-seeded') !== null) return;
      sessionStorage.setItem('e2e.session-seeded', 'yes');
      sessionStorage.setItem(key, pair);
    },
    [TOKENS_STORAGE_KEY, JSON.stringify(tokens)] as const,
  );
}

/** `username` logged in through the API: the page's next load starts with the session. */
export async function logInThroughApi(
  page: Page,
  request: APIRequestContext,
  username: string,
  password: string = PASSWORD,
): Promise<SessionTokens> {
  const tokens = await apiLogIn(request, username, password);
  await startLoggedIn(page, tokens);
  return tokens;
}

/** A new player whose language is English, registered and activated through the API; with the session its activation opened. */
export async function registerActivePlayer(
  request: APIRequestContext,
  options: { readonly kycVerified?: boolean } = {},
): Promise<ReturnType<typeof newPlayer> & { readonly tokens: SessionTokens }> {
  const player = newPlayer();
  const registered = await request.post('/api/v1/customerfacing/customers/register?captchaVerified=true', {
    headers: CLIENT,
    data: registrationOf({
      username: player.username,
      password: PASSWORD,
      rePassword: PASSWORD,
      email: player.email,
      mobilePhone: `+371${player.phone}`,
      personalNumber: player.personalNumber,
      lang: 'EN',
    }),
  });
  expect(registered.ok()).toBe(true);
  const { code } = await outbox(request, player.username, 'activation');
  const activated = await request.post(
    `/api/v1/customerfacing/customers/activate?username=${player.username}&activationKey=${code ?? ''}`,
    { headers: CLIENT },
  );
  expect(activated.status(), 'the activation of a new player').toBe(200);
  if (options.kycVerified === true) {
    const verified = await request.put(`/__sandbox/players/${player.username}/kyc`, {
      data: { kycVerified: 'VERIFIED' },
    });
    expect(verified.ok()).toBe(true);
  }
  return { ...player, tokens: (await activated.json()) as SessionTokens };
}

/**
 * A new English player, registered and activated through the API (KYC verified, so no login leads to
 * the KYC tab), whose session the page's next load starts with.
 */
export async function startAsNewPlayer(
  page: Page,
  request: APIRequestContext,
): Promise<ReturnType<typeof newPlayer> & { readonly tokens: SessionTokens }> {
  const player = await registerActivePlayer(request, { kycVerified: true });
  await startLoggedIn(page, player.tokens);
  return player;
}

/** Logs in on the login modal of `page` in English or Latvian. */
export async function logIn(
  page: Page,
  username: string,
  password: string = PASSWORD,
  language: 'en' | 'lv' = 'en',
): Promise<void> {
  const labels =
    language === 'en'
      ? { dialog: 'Log in', username: 'Username', password: 'Password' }
      : { dialog: 'Pieslēgšanās', username: 'Lietotājvārds', password: 'Parole' };
  const dialog = page.getByRole('dialog', { name: labels.dialog });
  await dialog.getByLabel(labels.username).fill(username);
  await dialog.getByRole('textbox', { name: labels.password, exact: true }).fill(password);
  await dialog.getByRole('textbox', { name: labels.password, exact: true }).press('Enter');
}

/** Step 1 of the wizard, filled in and confirmed. */
export async function fillAccountStep(dialog: Locator, player: ReturnType<typeof newPlayer>): Promise<void> {
  await dialog.getByLabel('Username').fill(player.username);
  await dialog.getByLabel('Email').fill(player.email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Mobile phone number').fill(player.phone);
  await dialog.getByLabel(/I accept the terms and conditions/).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
}

/** Step 2: names, personal code, a birth date of an adult, gender; the default daily limit. */
export async function fillDetailsStep(dialog: Locator, personalNumber: string): Promise<void> {
  await expect(dialog.getByRole('heading', { name: 'Additional information' })).toBeVisible();
  await dialog.getByLabel('First name').fill('Līga');
  await dialog.getByLabel('Last name').fill('Bērziņa');
  await dialog.getByLabel('Personal code').fill(personalNumber);
  await dialog.getByLabel('Day').selectOption({ index: 12 });
  await dialog.getByLabel('Month').selectOption({ index: 4 });
  await dialog.getByLabel('Year').selectOption({ index: 12 });
  await dialog.getByRole('radio', { name: 'Female' }).check();
  await dialog.getByLabel('Daily limit for bets, EUR').fill('50');
  await dialog.getByRole('button', { name: 'Next' }).click();
}

export async function fillOccupationStep(dialog: Locator): Promise<void> {
  await dialog.getByLabel('Occupation', { exact: true }).selectOption({ label: 'Employed' });
  await dialog.getByRole('radio', { name: /I am not a politically exposed person/ }).check();
}
