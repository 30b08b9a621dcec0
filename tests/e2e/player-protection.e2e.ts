/**
 * Player protection in real time (account-and-session.md §4, §8), on the desktop against the sandbox:
 * the reality check (acknowledged once, then run out), pushed through the sandbox's control API to a
 * player logged in through the API. An account frozen during play (logged out, real play refused) is
 * notification-kinds.test.tsx's and core's real-play-access.rule.test.ts. The reaction to
 * every notification kind of the AsyncAPI document is the player-protection component test's
 * (web/src/features/player-protection/notification-kinds.test.tsx); the forced logout's journey is
 * forced-logout.e2e.ts.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CLIENT, startAsNewPlayer, test } from './e2e-kit.ts';

async function push(request: APIRequestContext, username: string, message: object): Promise<void> {
  const response = await request.post('/__sandbox/notifications', { data: { username, message } });
  expect(response.status()).toBe(202);
  expect(((await response.json()) as { delivered: number }).delivered).toBeGreaterThan(0);
}

/** The player's channel is open once the sandbox counts a live connection for them. */
async function connected(request: APIRequestContext, username: string): Promise<void> {
  await expect
    .poll(async () => {
      const response = await request.post('/__sandbox/notifications', {
        data: { username, message: { notificationType: 'E2E_PING_UNKNOWN_KIND' } },
      });
      return ((await response.json()) as { delivered: number }).delivered;
    })
    .toBeGreaterThan(0);
}

// The journey holds the page's clock, which stays with the browser context: a context of its own.
test.use({ ownContext: true });

const logOutButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Log out' });

test('the reality check asks once, is acknowledged, then logs out when it runs out', async ({
  page,
  request,
}) => {
  await page.clock.install();
  // The API calls the server refused, named when the journey fails (a refusal opens the error modal).
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400)
      refused.push(`${response.request().method()} ${response.url()} ${String(response.status())}`);
  });
  const player = await startAsNewPlayer(page, request);
  const patched = await request.patch('/__sandbox/config/customer', {
    data: { realityCheckSecondsToTakeAction: 10, realityCheckLogoutOnTimeoutEnabled: true },
  });
  expect(patched.ok()).toBe(true);
  try {
    // The player has set a one-minute interval (the reality-check call of the API, with their session).
    const interval = await request.post('/api/v1/customerfacing/customers/realitycheck/update?interval=1', {
      headers: { ...CLIENT, Authorization: `Bearer ${player.tokens.accessToken}` },
    });
    expect(interval.ok()).toBe(true);
    await page.goto('/en/casino');
    await expect(logOutButton(page)).toBeVisible();
    await connected(request, player.username);
    await push(request, player.username, { notificationType: 'REALITY_CHECK_START' });
    // The session clock shows the time to the check in the header.
    await expect(page.getByRole('banner').getByRole('group', { name: 'Your playing time' })).toContainText(
      'Reality check in',
    );

    await page.clock.fastForward('01:01');
    const check = page.getByRole('alertdialog', { name: 'Reality check' });
    await expect(check).toBeVisible();
    // The wall clock stands still while the popup is examined (the countdown would otherwise race
    // the checks on a slow machine); the page's timers keep running.
    const examinedAt = (await page.evaluate(() => Date.now())) + 500;
    await page.clock.setFixedTime(examinedAt);
    await expect(check.getByTestId('reality-countdown')).toHaveText(/^00:(0\d|10)$/);
    await expect(check.getByRole('progressbar', { name: 'Time left to answer' })).toBeVisible();
    // The server refuses the first answer (a 400, armed from the sandbox console): the popup says so
    // and stays; the second answer goes through. (A 500 would also, half a second later, close the
    // popup for the error modal, as every HTTP 500 does: the error catalogue's component test.)
    const armed = await request.post('/__sandbox/failures', {
      data: { operationId: 'acknowledgeRealityCheck', httpStatus: 400 },
    });
    expect(armed.status()).toBe(201);
    const answer = check.getByRole('button', { name: 'Continue playing' });
    // (Keys, not clicks: a click waits for animation frames, which stand still with the clock.)
    await answer.press('Enter');
    await expect(check.getByRole('alert')).toContainText('could not be sent');
    await answer.press('Enter');
    await expect(check).toHaveCount(0);
    // Time flows again from where it stood.
    await page.clock.setSystemTime(examinedAt);
    await page.clock.resume();

    await page.clock.fastForward('01:01');
    await expect(check).toBeVisible();
    await page.clock.fastForward('00:11');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    await expect(login.getByRole('status')).toContainText('reality check');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  } catch (error) {
    throw new Error(`${String(error)}\nrefused calls: ${refused.join('; ') || 'none'}`);
  } finally {
    await request.patch('/__sandbox/config/customer', {
      data: { realityCheckSecondsToTakeAction: 60, realityCheckLogoutOnTimeoutEnabled: true },
    });
  }
});
