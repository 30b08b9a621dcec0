import { expect } from '@playwright/test';
import { logInThroughApi, test } from './e2e-kit.ts';

/**
 * Journey: anna, logged in (through the API), sees her balance; the operator ends her session; she is
 * logged out, her tokens are gone and the login modal is back. Every other notification kind's
 * reaction is the player-protection component test's
 * (web/src/features/player-protection/notification-kinds.test.tsx).
 */

test('a forced logout by the operator logs the player out and opens the login modal', async ({
  page,
  request,
}) => {
  await logInThroughApi(page, request, 'anna');
  await page.goto('/lv/casino');
  const header = page.getByRole('banner');
  // Her balance (other journeys may have withdrawn from it).
  await expect(header).toContainText(/\d\.\d{2} EUR/);

  // Wait until the realtime connection has subscribed, then the operator ends the session.
  await expect
    .poll(async () => {
      const response = await request.post('/__sandbox/notifications', {
        data: { username: 'anna', message: { notificationType: 'SESSION_END_BY_OPERATOR' } },
      });
      expect(response.status()).toBe(202);
      return ((await response.json()) as { delivered: number }).delivered;
    })
    .toBeGreaterThan(0);

  await expect(page.getByRole('dialog', { name: 'Pieslēgšanās' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]modal=login/);
  await expect(header).not.toContainText(/\d\.\d{2} EUR/);
  await expect(header.getByRole('button', { name: 'Pieslēgties' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('lv-casino.tokens'))).toBeNull();
});
