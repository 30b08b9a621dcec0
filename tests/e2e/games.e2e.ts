import { expect, type Page } from '@playwright/test';
import { logInThroughApi, test } from './e2e-kit.ts';

/**
 * Journeys of the games area (issue 11): the lobby's category bar and provider slider lead to their
 * pages; the header's search finds "book" and opens a result; a player's played game shows under last
 * played and a favourite under favourites; the live casino shows its tables' state and the last
 * roulette results. On the desktop; the phone's filters modal is category.e2e.ts's.
 */

/** Scrolls to the end of the lobby until `locator` is there (its sections load as they come near). */
async function scrollUntilVisible(page: Page, locator: ReturnType<Page['locator']>): Promise<void> {
  await expect(async () => {
    await page.mouse.wheel(0, 1200);
    await expect(locator).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
}

test('lobby → category bar → category page; provider slider → a provider’s page', async ({ page }) => {
  await page.goto('/en/casino');
  const bar = page.getByRole('navigation', { name: 'Game categories' });
  await expect(bar.getByRole('link', { name: 'Megaways' })).toBeVisible();

  await bar.getByRole('link', { name: 'Megaways' }).click();
  await expect(page).toHaveURL(/\/en\/casino\/megaways$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Megaways' })).toBeVisible();

  await page.goto('/en/casino');
  const providers = page.getByRole('region', { name: 'Game providers', exact: true });
  await scrollUntilVisible(page, providers);
  await expect(page.getByRole('heading', { name: 'Biggest wins this month' })).toBeVisible();
  await providers.getByRole('link', { name: /NetEnt/ }).click();

  await expect(page).toHaveURL(/\/en\/casino\/providers\/netent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'NetEnt' })).toBeVisible();
});

test('the header’s search finds “book” and opens a result', async ({ page }) => {
  await page.goto('/en/casino');
  await page.getByRole('button', { name: 'Search games' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search games' });
  await dialog.getByRole('searchbox').fill('book');

  const first = dialog.getByRole('link', { name: /book/i }).first();
  await expect(first).toBeVisible();
  const name = (await first.innerText()).split('\n')[0] ?? '';
  await first.click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/en\/game-play\/demo\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name.trim());
});

test('a played game shows under last played, a favourite under favourites', async ({ page, request }) => {
  const game = { friendlyUrl: 'cesis-express', name: 'Cēsis Express' };
  await logInThroughApi(page, request, 'anna');
  await page.goto(`/lv/game-play/real/${game.friendlyUrl}`);
  await expect(page.getByTitle(`Spēle: ${game.name}`)).toHaveAttribute('src', /mode=real/);
  const favourite = page.getByRole('button', { name: 'Izlase' });
  const wasFavourite = (await favourite.getAttribute('aria-pressed')) === 'true';
  if (wasFavourite) {
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  }
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');

  try {
    await page.getByRole('banner').getByRole('link', { name: 'Kazino', exact: true }).click();
    const lastPlayed = page.getByRole('region', { name: 'Nesen spēlētās', exact: true });
    await expect(lastPlayed.getByRole('listitem').first()).toContainText(game.name);

    await page.goto('/lv/casino/favourites');
    await expect(page.getByRole('heading', { level: 1, name: 'Izlase' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: game.name, exact: true })).toBeVisible();
  } finally {
    if (!wasFavourite) {
      // Leaves anna's favourites as they were for the journeys after this one.
      await page.goto(`/lv/game-play/real/${game.friendlyUrl}`);
      await page.getByRole('button', { name: 'Izlase', pressed: true }).click();
      await expect(page.getByRole('button', { name: 'Izlase' })).toHaveAttribute('aria-pressed', 'false');
    }
  }
});

test('the live casino shows its tables’ state and the last roulette results', async ({ page }) => {
  await page.goto('/en/live-casino');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Real dealers, real tables, live' }),
  ).toBeVisible();
  // A live tile of the lobby says whether its table is open, with its bet limits.
  await expect(
    page
      .getByRole('main')
      .getByText(/^Bets \d/)
      .first(),
  ).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Game categories' })
    .getByRole('link', { name: 'Live roulette' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Live roulette' })).toBeVisible();
  const results = page.getByRole('img', { name: /^Last results: / }).first();
  await expect(results).toBeVisible();
  // Six results at most, each a number with its colour (pipe results are skipped).
  await expect(results).toHaveAttribute(
    'aria-label',
    /^Last results: (\d{1,2} (red|black|green)(, |$)){1,6}$/,
  );
});
