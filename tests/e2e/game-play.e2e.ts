import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, test } from './e2e-kit.ts';

/**
 * Journeys of game play (issue 11): a visitor asking for real play gets the demo and the login for the
 * game, and real play starts after logging in; a frozen account is refused real play with the
 * catalogue's message. In Latvian, anna's own language.
 */

const GAME = { friendlyUrl: 'cesis-express', name: 'Cēsis Express' };

async function logIn(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Pieslēgšanās' });
  await dialog.getByLabel('Lietotājvārds').fill('anna');
  await dialog.getByRole('textbox', { name: 'Parole', exact: true }).fill('Casino2026!');
  await dialog.getByRole('textbox', { name: 'Parole', exact: true }).press('Enter');
}

test('a visitor gets the demo and the login for real play; after logging in the game runs for real', async ({
  page,
}) => {
  await page.goto(`/lv/game-play/real/${GAME.friendlyUrl}`);

  await expect(page).toHaveURL(new RegExp(`/lv/game-play/demo/${GAME.friendlyUrl}\\?modal=login&game=`));
  await expect(page.getByTitle(`Spēle: ${GAME.name}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await logIn(page);

  await expect(page).toHaveURL(new RegExp(`/lv/game-play/real/${GAME.friendlyUrl}$`));
  const frame = page.getByTitle(`Spēle: ${GAME.name}`);
  await expect(frame).toHaveAttribute('src', /mode=real/);
  await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(GAME.name);
  await expectNoAxeViolations(page);
});

test('a frozen account is refused real play with its message', async ({ page, request }) => {
  await page.goto('/lv/casino?modal=login');
  await logIn(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Atslēgties' })).toBeVisible();
  try {
    await request.put('/__sandbox/players/anna/lock', { data: { accountLockStatus: 'FROZEN' } });
    await page.goto(`/lv/game-play/real/${GAME.friendlyUrl}`);

    await expect(page.getByRole('alert')).toContainText('Jūsu konts ir iesaldēts');
    await expect(page.getByTitle(`Spēle: ${GAME.name}`)).toHaveCount(0);
    await expectNoAxeViolations(page);
  } finally {
    await request.put('/__sandbox/players/anna/lock', { data: { accountLockStatus: 'ACTIVE' } });
  }
});
