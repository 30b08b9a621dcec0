import { expect, type APIRequestContext, type WebSocket } from '@playwright/test';
import { startAsNewPlayer, test } from './e2e-kit.ts';

/**
 * Journey: a logged-in player loses the network for a minute. The page says so, in a status notice
 * that covers nothing; the session survives; once the network is back the notice goes, the realtime
 * channel reconnects at once, and a message the operator sends afterwards reaches the player, all
 * without a reload. The notice's states are the store's unit tests (shell/connectivity).
 *
 * The minute is the page's own: Playwright's clock runs every timer of that minute (the realtime
 * channel's heart-beats and retries, the notice's probe every 10 s) in order, as they would fire, with
 * the browser offline throughout; waiting a real minute only kept a core idle in `npm test`.
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
  // The page's timers and clock, controllable; time runs as usual until the minute offline.
  await page.clock.install();
  const sockets: WebSocket[] = [];
  page.on('websocket', (socket) => sockets.push(socket));
  const openSockets = (): WebSocket[] => sockets.filter((socket) => !socket.isClosed());
  const player = await startAsNewPlayer(page, request);
  await page.goto('/en/casino');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
  // The notice loads once the first screen's downloads are done (it must be there before the network goes).
  const notice = page.locator('.connectivity-notice');
  await expect(notice).toBeAttached();
  await expect(notice).toHaveAttribute('role', 'status');

  // The realtime channel: its open socket must be given up during the minute, and a new one opened
  // once the network is back.
  await expect.poll(() => openSockets().length).toBe(1);
  const [before] = openSockets();
  await context.setOffline(true);
  await expect(notice).toContainText('You are offline.');
  // A minute without network: long enough for the realtime channel to notice and start retrying.
  await page.clock.runFor('01:00');
  await expect(notice).toContainText('You are offline.');
  await expect.poll(() => before?.isClosed()).toBe(true);
  await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();

  await context.setOffline(false);
  await expect(notice).toBeEmpty();
  await expect.poll(() => openSockets().filter((socket) => socket !== before).length).toBe(1);
  const text = `Back online ${String(Date.now())}`;
  await sendWhenConnected(request, player.username, text);
  await expect(page.getByRole('alertdialog', { name: 'Message about your game' })).toContainText(text);
});
