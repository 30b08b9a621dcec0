import { expect, type Page } from '@playwright/test';
import { test } from './e2e-kit.ts';

/**
 * Journey of the promotions pages (games-and-content.md §2 Promotions): every promotion → a category
 * → one promotion → back to the list. The sandbox's images are on a CDN this machine cannot reach:
 * every card still shows a finished picture (the category's placeholder), never a broken image. On
 * the desktop; an unknown promotion's 404 is the promotions page's component test.
 */

/** Whether the page is wider than the viewport (a phone would scroll sideways). */
const overflows = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('promotions → a category → one promotion → back to the list', async ({ page }) => {
  await page.goto('/en/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  const main = page.getByRole('main');
  const cards = main.getByRole('article');
  await expect(cards).toHaveCount(7);
  await expect(main.getByText('7 promotions')).toBeVisible();
  // The first card's image failed to load (no CDN here): the placeholder stands in, nothing broken.
  await expect(cards.first().locator('[data-image]')).toHaveAttribute('data-image', 'placeholder');
  expect(await overflows(page)).toBe(false);

  const tabs = page.getByRole('navigation', { name: 'Promotion categories' });
  await tabs.getByRole('link', { name: 'Casino', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/promotions\/casino$/);
  await expect(tabs.getByRole('link', { name: 'Casino', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(cards).toHaveCount(2);
  await expect(main.getByText('2 promotions')).toBeVisible();

  await main.getByRole('link', { name: 'Read more – Summer tournament with a €10,000 prize pool' }).click();
  await expect(page).toHaveURL(/\/en\/promotions\/vasaras-turnirs$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Summer tournament with a €10,000 prize pool' }),
  ).toBeVisible();
  await expect(main.getByText('Play from 1 June to 31 August.')).toBeVisible();
  await expect(page).toHaveTitle(/^Summer tournament with a €10,000 prize pool \| /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Win a share of €10,000.',
  );
  await expect(main.locator('[data-image]')).toHaveAttribute('data-image', 'placeholder');
  expect(await overflows(page)).toBe(false);

  await main.getByRole('link', { name: 'Back to promotions' }).click();
  await expect(page).toHaveURL(/\/en\/promotions$/);
  await expect(cards).toHaveCount(7);
});
