import { expect } from '@playwright/test';
import { test } from './e2e-kit.ts';

/**
 * Journey of the category pages (issue 11): a category page → load more → a provider filter (a panel
 * on the desktop, the filters modal on a phone) → a game in demo → log in from the game page → real
 * play starts. On the desktop and on a 390 px phone, where the filter is a modal of its own.
 */

test(
  'category page → load more → provider filter → demo → log in → real play',
  { tag: '@phone' },
  async ({ page }, info) => {
    await page.goto('/en/casino/popular');
    await expect(page.getByRole('heading', { level: 1, name: 'Popular' })).toBeVisible();
    // Its own address on the site's origin is its one canonical address.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL('/en/casino/popular', page.url()).href,
    );
    // The count is of the games for this device (mobile and desktop differ).
    await expect(page.getByText(/^\d+ games$/)).toBeVisible();
    // The first page of the grid is in place, as its count says, before the player asks for more.
    await expect(page.getByText(/^Games shown: 40 of \d+$/)).toBeVisible();

    // From here the page may grow as its lower parts (the SEO text, the footer) load near the end, and
    // never get shorter: the browser would then move the button under the player's finger.
    await page.evaluate(() => {
      const heights: number[] = [];
      Object.assign(window, { pageHeights: heights });
      const sample = (): void => {
        heights.push(document.documentElement.scrollHeight);
        requestAnimationFrame(sample);
      };
      sample();
    });
    await page.getByRole('button', { name: 'Load more games' }).click();
    await expect(page.getByText(/^Games shown: 80 of \d+$/)).toBeVisible();
    const shrinks = await page.evaluate(() => {
      const heights = (window as unknown as { pageHeights: number[] }).pageHeights;
      return heights.filter((height, index) => index > 0 && height < (heights[index - 1] ?? 0));
    });
    expect(shrinks).toEqual([]);

    if (info.project.name === 'mobile') {
      await page.getByRole('button', { name: /^Filters/ }).click();
      const filters = page.getByRole('dialog', { name: 'Filter games' });
      await filters.getByRole('radio', { name: 'NetEnt' }).check();
      await filters.getByRole('button', { name: 'Close' }).first().click();
      await expect(filters).toBeHidden();
    } else {
      await page.getByRole('radio', { name: 'NetEnt' }).check();
    }
    const firstTile = page
      .getByRole('main')
      .getByRole('link', { name: /./ })
      .filter({ hasText: /./ })
      .first();
    await expect(page.getByText(/^Games shown: 80 of \d+$/)).toBeHidden();
    // The grid shows NetEnt's games (no longer busy), not the list before the filter.
    await expect(page.locator('.category-games')).toHaveAttribute('aria-busy', 'false');

    await firstTile.click();
    await expect(page).toHaveURL(/\/en\/game-play\/demo\//);
    await expect(page.getByTitle(/^Game: /)).toBeVisible();
    await page.getByRole('button', { name: 'Play for real money' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Username').fill('anna');
    await login.getByRole('textbox', { name: 'Password', exact: true }).fill('Casino2026!');
    await login.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');

    // anna's language is Latvian: the site follows it, and her real play starts.
    await expect(page).toHaveURL(/\/lv\/game-play\/real\//);
    await expect(page.getByTitle(/^Spēle: /)).toHaveAttribute('src', /mode=real/);
    // A player's real play is not a public page: no canonical address.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  },
);
