import { expect, type Page } from '@playwright/test';
import { test } from './e2e-kit.ts';

/**
 * Journey of the CMS pages (games-and-content.md §2 Help; §9 footer), on the desktop: a page by slug
 * with its head and the footer's CMS menus, and from there a help topic. The variants are the pages'
 * component tests: unpublished pages that redirect, a landing page's btag (and the registration that
 * sends it), the help topics (web/src/features/cms-page/cms-page.test.tsx), the 404 in the visitor's
 * language (not-found-page.test.tsx) and unsubscribe (unsubscribe-page.test.tsx). The screen sweep
 * (screens.e2e.ts) visits each of those pages on both viewports.
 */

/** Whether the page is wider than the viewport (a phone would scroll sideways). */
const overflows = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('a CMS page by slug shows its content, its head and the footer with the CMS menus', async ({ page }) => {
  await page.goto('/lv/noteikumi-un-nosacijumi');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Noteikumi un nosacījumi' })).toBeVisible();
  await expect(main.getByText('Spēlēt drīkst personas no 18 gadu vecuma.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle(/^Noteikumi un nosacījumi \| /);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://www.lv-casino.lv/lv/noteikumi-un-nosacijumi',
  );
  // The test setup is never indexed, whatever the page asks for.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');

  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const help = footer.getByRole('navigation', { name: 'Palīdzība' });
  await expect(help).toBeVisible();
  await expect(
    footer.getByRole('navigation', { name: 'Spēles' }).getByRole('link', { name: 'Kazino', exact: true }),
  ).toHaveAttribute('href', '/lv/casino');
  await expect(footer).toContainText('licenci');
  await expect(footer).toContainText('18+');
  expect(await overflows(page)).toBe(false);

  await help.getByRole('link', { name: 'Biežāk uzdotie jautājumi' }).click();
  await expect(page).toHaveURL(/\/lv\/help\/buj$/);
  await expect(main.getByRole('heading', { name: 'Kā veikt iemaksu?' })).toBeVisible();
});
