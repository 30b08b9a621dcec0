import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { startAsNewPlayer, test } from './e2e-kit.ts';

/**
 * Journey (issue 9): two tabs of one player, the second opened from the first (the browser copies
 * the first tab's session storage, where the tokens live). Either may refresh the tokens and the other
 * keeps calling the API with the new pair, even when both refresh at once; a logout in one logs the
 * other out. A new English player, so no other journey's session of a demo player is touched.
 */

const CURRENT_CUSTOMER = '/api/v1/customerfacing/currentCustomer';
const REFRESH = '/api/v2/customerfacing/token/refresh';

const headerButton = (page: Page, name: 'Log in' | 'Log out'): Locator =>
  page.getByRole('banner').getByRole('button', { name });

/** Counts the token refreshes `page` sends from now on. */
function countRefreshes(page: Page): { readonly count: () => number } {
  let refreshes = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === REFRESH) refreshes += 1;
  });
  return { count: () => refreshes };
}

/**
 * Reloads `page` and waits until its session check (GET currentCustomer) is answered 200, after a
 * refresh if its token had expired; fails (times out) when the API refuses the tab.
 */
async function reloadAndCallApi(page: Page): Promise<void> {
  await Promise.all([
    page.waitForResponse(
      (response) => new URL(response.url()).pathname === CURRENT_CUSTOMER && response.status() === 200,
    ),
    page.reload(),
  ]);
}

/** The sandbox makes every access token of the player expired: the next private call refreshes. */
async function expireAccessTokens(request: APIRequestContext, username: string): Promise<void> {
  const expired = await request.post('/__sandbox/tokens/expire', { data: { username } });
  expect(expired.ok()).toBe(true);
}

/** The lobby in `first`, logged in, and a second tab opened from it (with a copy of its session). */
async function openSecondTab(first: Page, context: BrowserContext): Promise<Page> {
  await first.goto('/en/casino');
  await expect(headerButton(first, 'Log out')).toBeVisible();
  const [second] = await Promise.all([
    context.waitForEvent('page'),
    first.evaluate(() => {
      window.open('/en/casino', '_blank');
    }),
  ]);
  await second.waitForLoadState();
  await expect(headerButton(second, 'Log out')).toBeVisible();
  return second;
}

const storedTokens = (page: Page): Promise<string | null> =>
  page.evaluate(() => sessionStorage.getItem('lv-casino.tokens'));

test('two tabs of one player share the token refresh, and a logout in one logs out the other', async ({
  page: first,
  context,
  request,
}) => {
  const { username } = await startAsNewPlayer(first, request);
  const second = await openSecondTab(first, context);
  const refreshes = [countRefreshes(first), countRefreshes(second)];
  const total = (): number => refreshes.reduce((sum, tab) => sum + tab.count(), 0);
  const settled = () => Promise.all([first, second].map((tab) => tab.waitForLoadState('networkidle')));

  // The first tab refreshes; the second calls the API with the pair the first published, without a
  // refresh of its own. (Whichever tab calls first refreshes; the other adopts its pair.)
  await settled();
  await expireAccessTokens(request, username);
  await reloadAndCallApi(first);
  await reloadAndCallApi(second);
  expect(total()).toBe(1);
  await expect(headerButton(second, 'Log out')).toBeVisible();

  // And the other way round.
  await settled();
  await expireAccessTokens(request, username);
  await reloadAndCallApi(second);
  await reloadAndCallApi(first);
  expect(total()).toBe(2);
  await expect(headerButton(first, 'Log out')).toBeVisible();

  // Both at once: the server refuses one refresh (the other rotated the pair first); that tab carries
  // on with the pair the other publishes, and nobody's session expires.
  await settled();
  await expireAccessTokens(request, username);
  await Promise.all([reloadAndCallApi(first), reloadAndCallApi(second)]);
  for (const tab of [first, second]) {
    await expect(headerButton(tab, 'Log out')).toBeVisible();
    await expect(tab.getByRole('dialog', { name: 'Log in' })).toBeHidden();
  }
  expect(await storedTokens(first)).toBe(await storedTokens(second));
  const tokens = JSON.parse((await storedTokens(first)) ?? '{}') as { accessToken?: string };
  for (const tab of [first, second]) expect(tab.url()).not.toContain(tokens.accessToken ?? '');

  // A logout in the second tab logs the first out, without a reload.
  await headerButton(second, 'Log out').click();
  await expect(headerButton(second, 'Log in')).toBeVisible();
  await expect(headerButton(first, 'Log in')).toBeVisible();
  expect(await storedTokens(first)).toBeNull();
  expect(await storedTokens(second)).toBeNull();
});

test('a refresh token used again after it was rotated ends the session in every tab', async ({
  page: first,
  context,
  request,
}) => {
  const { username, tokens: stolen } = await startAsNewPlayer(first, request);
  const second = await openSecondTab(first, context);
  // The tabs rotate the pair twice: the first refresh token is now two rotations old.
  for (const tab of [first, second]) {
    await first.waitForLoadState('networkidle');
    await expireAccessTokens(request, username);
    await reloadAndCallApi(tab);
  }

  // Someone who copied the first refresh token uses it: the server ends the whole session.
  const replayed = await request.post(REFRESH, {
    headers: { 'X-Client-Code': 'lv-casino-web', 'X-Label-Entry-Point': 'LV' },
    data: { refreshToken: stolen.refreshToken },
  });
  expect(replayed.status()).toBe(401);

  // The tab that calls next is refused, says the session expired, and the other tab is logged out too.
  await first.reload();
  for (const tab of [first, second]) await expect(headerButton(tab, 'Log in')).toBeVisible();
  expect(await storedTokens(first)).toBeNull();
  expect(await storedTokens(second)).toBeNull();
});
