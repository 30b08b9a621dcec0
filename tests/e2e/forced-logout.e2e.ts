import { expect } from '@playwright/test';
import { expectNoAxeViolations, test } from './e2e-kit.ts';

/** Journey: a player logs in, sees the balance, the operator ends the session, the login modal is back. */

const ANNA = { username: 'anna', password: 'Casino2026!' };

test('a forced logout by the operator logs the player out and opens the login modal', async ({
  page,
  request,
}) => {
  await page.goto('/lv/casino');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Pieslēgties' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pieslēgšanās' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/[?&]modal=login/);
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Lietotājvārds').fill(ANNA.username);
  await dialog.getByRole('textbox', { name: 'Parole', exact: true }).fill(ANNA.password);
  await dialog.getByRole('textbox', { name: 'Parole', exact: true }).press('Enter');

  await expect(dialog).toBeHidden();
  // Her balance (other journeys may have withdrawn from it).
  await expect(header).toContainText(/\d\.\d{2} EUR/);

  // Wait until the realtime connection has subscribed, then the operator ends the session.
  await expect
    .poll(async () => {
      const response = await request.post('/__sandbox/notifications', {
        data: { username: ANNA.username, message: { notificationType: 'SESSION_END_BY_OPERATOR' } },
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
