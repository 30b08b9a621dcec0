import { expect, type Page } from '@playwright/test';
import { test } from './e2e-kit.ts';

/**
 * Journey of game play (issue 11): a visitor asking for real play gets the demo and the login for the
 * game, and real play starts after logging in. In Latvian, anna's own language. Each refusal of real
 * play (a frozen account, an unverified one, …) is core's start-game test and the game-play page's
 * (core/src/game-start/real-play-access.rule.test.ts, web/src/features/game-play/game-play-page.test.tsx).
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
  await logIn(page);

  await expect(page).toHaveURL(new RegExp(`/lv/game-play/real/${GAME.friendlyUrl}$`));
  const frame = page.getByTitle(`Spēle: ${GAME.name}`);
  await expect(frame).toHaveAttribute('src', /mode=real/);
  await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(GAME.name);
});
