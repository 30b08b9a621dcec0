import { expect, type FrameLocator, type Page } from '@playwright/test';
import { logInThroughApi, test } from './e2e-kit.ts';

/**
 * Journeys of the sportsbook widget pages (games-and-content.md §2 Sportsbook widget pages), on the
 * desktop against the sandbox: a visitor's widget in the culture of the language, inside a sandboxed
 * frame that cannot reach the site's storage, re-initialised by the inner routes and by a change of
 * language; anna's widget shows her balance, and a visitor's view again after she logs out. The
 * variants are the sportsbook page's component tests (web/src/features/sportsbook/sportsbook-page.test.tsx:
 * each version's heading, the maintenance, disabled and forbidden-country messages, the bingo view)
 * and core's (core/src/content/sportsbook.rule.test.ts); the screen sweep visits each version's page.
 */

const LV = { login: 'Pieslēdzies, lai veiktu likmes', balance: 'Atlikums' };
const RU = { login: 'Войдите, чтобы делать ставки' };

/** The widget's document inside its frame (named "Likmju logrīks: …" in Latvian, "Виджет ставок: …" in Russian). */
const widgetOf = (page: Page): FrameLocator =>
  page.getByTitle(/^(Likmju logrīks|Виджет ставок): /).contentFrame();

test('a visitor’s widget runs walled off from the site, follows the sections and speaks Russian after a switch', async ({
  page,
}) => {
  await page.goto('/lv/sport-betting');
  const widget = widgetOf(page);
  await expect(widget.getByRole('heading', { name: 'Sportsbook · prelive' })).toBeVisible();
  await expect(widget.getByText(LV.login).first()).toBeVisible();
  await expect(widget.getByText('Futbols').first()).toBeVisible();

  // The provider's document cannot reach the site's storage, cookies or page.
  const frame = page.frames().find((candidate) => candidate.url().endsWith('/sportsbook/frame.html'));
  if (frame === undefined) throw new Error('no widget frame');
  const reach = await frame.evaluate(() => {
    const tries = (read: () => unknown): string => {
      try {
        read();
        return 'read';
      } catch {
        return 'blocked';
      }
    };
    return {
      origin: window.origin,
      sessionStorage: tries(() => window.sessionStorage.length),
      cookie: tries(() => document.cookie),
      parent: tries(() => window.parent.document.title),
    };
  });
  expect(reach).toEqual({ origin: 'null', sessionStorage: 'blocked', cookie: 'blocked', parent: 'blocked' });

  const sections = page.getByRole('navigation', { name: 'Sporta likmju sadaļas' });
  await sections.getByRole('link', { name: 'Tiešraidē' }).click();
  await expect(page).toHaveURL(/\/lv\/sport-betting#\/live$/);
  await expect(widget.getByRole('heading', { name: 'Sportsbook · live' })).toBeVisible();
  await sections.getByRole('link', { name: 'Virtuālie' }).click();
  await expect(widget.getByRole('heading', { name: 'Sportsbook · virtuals' })).toBeVisible();
  await sections.getByRole('link', { name: 'Pārskats' }).click();
  await expect(widget.getByRole('heading', { name: 'Sportsbook · prelive' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Pārskats' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('navigation', { name: 'Valoda' }).getByRole('link', { name: /^RU/ }).click();
  await expect(page).toHaveURL(/\/ru\/sport-betting$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ставки на спорт' })).toBeVisible();
  await expect(widgetOf(page).getByText(RU.login).first()).toBeVisible();
  await expect(widgetOf(page).getByText('Футбол').first()).toBeVisible();
});

test('anna sees her balance in the widget, and a visitor’s view after logging out', async ({
  page,
  request,
}) => {
  await logInThroughApi(page, request, 'anna');
  await page.goto('/lv/sport-betting');
  const logout = page.getByRole('banner').getByRole('button', { name: 'Atslēgties' });
  await expect(logout).toBeVisible();

  const widget = widgetOf(page);
  await expect(widget.getByText(new RegExp(`^Anna · ${LV.balance}: \\d+\\.\\d{2} EUR$`))).toBeVisible();
  await logout.click();

  await expect(widget.getByText(LV.login).first()).toBeVisible();
  await expect(widget.getByText(/^Anna · /)).toHaveCount(0);
});
