import { expect, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  fillAccountStep,
  fillDetailsStep,
  fillOccupationStep,
  newPlayer,
  test,
} from './e2e-kit.ts';

/**
 * Journeys of the CMS pages (games-and-content.md §2 Help, unsubscribe, landing, 404; §9 footer):
 * a page by slug with its head and footer, unpublished pages that redirect, an unknown slug's 404 in
 * the visitor's language, the help page and its topics, a landing page's btag that a later
 * registration sends, and unsubscribe. Each runs on a desktop and on a 390 px phone.
 */

/** Whether the page is wider than the viewport (a phone would scroll sideways). */
const overflows = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The `u` value of anna's unsubscribe link (base64url of `signed:<e-mail>`). */
const ANNA_UNSUBSCRIBE = 'c2lnbmVkOmFubmEuYmVyemluYUBleGFtcGxlLmx2';

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
  await expectNoAxeViolations(page);

  await help.getByRole('link', { name: 'Biežāk uzdotie jautājumi' }).click();
  await expect(page).toHaveURL(/\/lv\/help\/buj$/);
  await expect(main.getByRole('heading', { name: 'Kā veikt iemaksu?' })).toBeVisible();
});

test('an unpublished page redirects to its path under the language, or to another site', async ({ page }) => {
  await page.goto('/en/ziemas-turnirs-2025');
  await expect(page).toHaveURL(/\/en\/promotions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();

  // The supervisor's site is out of reach here: its answer is played by the test.
  await page.route('https://www.iaui.gov.lv/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>IAUI</title><h1>IAUI</h1>' }),
  );
  await page.goto('/lv/spelu-uzraudziba');
  await expect(page).toHaveURL('https://www.iaui.gov.lv/');
});

test('an unknown slug shows the CMS 404 in the visitor’s language, with a way back', async ({ page }) => {
  await page.goto('/ru/nav-tadas-lapas');

  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Вернуться в казино' }).click();
  await expect(page).toHaveURL(/\/ru\/casino$/);
});

test('the help page lists its topics and shows the one chosen', async ({ page }) => {
  await page.goto('/en/help');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  const topics = main.getByRole('navigation', { name: 'Help topics' });
  await expect(topics).toBeVisible();
  expect(await overflows(page)).toBe(false);
  await expectNoAxeViolations(page);

  await topics.getByRole('link', { name: 'FAQ' }).click();

  await expect(page).toHaveURL(/\/en\/help\/buj$/);
  await expect(topics.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
  await expect(main.getByRole('heading', { name: 'How do I deposit?' })).toBeVisible();
  await expect(page).toHaveTitle(/^Frequently asked questions \| /);
});

test('a landing page stores the btag once, and a later registration sends it as the affiliate code', async ({
  page,
  context,
}) => {
  await page.goto('/en/landing?btag=aff42');
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Welcome to LV Casino' }),
  ).toBeVisible();
  const btag = async () => (await context.cookies()).find((cookie) => cookie.name === 'btag');
  await expect.poll(async () => (await btag())?.value).toBe('aff42');
  const stored = await btag();
  // 30 days, give or take the seconds the test took.
  expect((stored?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(29.9 * 24 * 60 * 60 * 1000);
  await expectNoAxeViolations(page);

  // A second landing link does not replace the first affiliate.
  await page.goto('/en/landing/sveiciena-bonuss?btag=other');
  await expect(page.getByRole('heading', { level: 1, name: '100% welcome bonus' })).toBeVisible();
  // This landing page asks for no header or footer.
  await expect(page.getByRole('banner')).toBeHidden();
  expect((await btag())?.value).toBe('aff42');

  await page.goto('/en/casino?modal=register');
  const player = newPlayer();
  await fillAccountStep(page.getByRole('dialog', { name: 'Create an account' }), player);
  const details = page.getByRole('dialog', { name: 'Additional information' });
  await fillDetailsStep(details, player.personalNumber);
  await fillOccupationStep(details);
  const sent = page.waitForRequest((request) => request.url().includes('/customers/register'));
  await details.getByRole('button', { name: 'Register' }).click();

  expect(((await sent).postDataJSON() as { affiliateCode?: string }).affiliateCode).toBe('aff42');
  await expect(page.getByRole('dialog', { name: 'Welcome to LV Casino!' })).toBeVisible();
});

test('unsubscribe says what it does, unsubscribes the link and goes home', async ({ page }) => {
  await page.goto(`/lv/unsubscribe?u=${ANNA_UNSUBSCRIBE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Atteikties no e-pastiem' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  expect(await overflows(page)).toBe(false);
  await expectNoAxeViolations(page);

  const sent = page.waitForResponse((response) => response.url().includes('/unsubscribe?u='));
  await page.getByRole('button', { name: 'Atteikties' }).click();

  expect((await sent).status()).toBe(204);
  await expect(page).toHaveURL(/\/lv\/casino$/);
});
