import { expect, type APIRequestContext } from '@playwright/test';
import { startAsNewPlayer, test } from './e2e-kit.ts';

/**
 * Journey: a logged-in player loses the network for a minute. The page says so, in a status notice
 * that covers nothing; the session survives; once the network is back the notice goes, the realtime
 * channel reconnects at once, and a message the operator sends afterwards reaches the player, all
 * without a reload. The notice's states are the store's unit tests (shell/connectivity).
 */

// Offline is a property of the browser context: a context of the journey's own.
test.use({ ownContext: true });

/** The operator's message to the player: delivered once their realtime channel is subscribed. */
async function sendWhenConnected(request: APIRequestContext, username: string, text: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await request.post('/__sandbox/notifications', {
          data: { username, message: { notificationType: 'GAMEPLAY_MESSAGE', data: { message: text } } },
        });
        return ((await response.json()) as { delivered: number }).delivered;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
}

test('a minute offline: the page says so, then recovers and receives messages without a reload', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const player = await startAsNewPlayer(page, request);
  await page.goto('/en/casino');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
  // The notice loads once the first screen's downloads are done (it must be there before the network goes).
  const notice = page.locator('.connectivity-notice');
  await expect(notice).toBeAttached();
  await expect(notice).toHaveAttribute('role', 'status');

  await context.setOffline(true);
  await expect(notice).toContainText('You are offline.');
  // A minute without network: long enough for the realtime channel to notice and start retrying.
  await page.waitForTimeout(60_000);
  await expect(notice).toContainText('You are offline.');
  await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();

  await context.setOffline(false);
  await expect(notice).toBeEmpty();
  const text = `Back online ${String(Date.now())}`;
  await sendWhenConnected(request, player.username, text);
  await expect(page.getByRole('alertdialog', { name: 'Message about your game' })).toContainText(text);
});
