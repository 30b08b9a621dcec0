import { expect, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { expectNoAxeViolations, logIn, PASSWORD, test } from './e2e-kit.ts';

/**
 * Journeys of the sportsbook widget pages (games-and-content.md §2 Sportsbook widget pages), on a
 * desktop and on a 390 px phone against the sandbox, axe-clean (the widget's frame is the provider's
 * document and is left out): each version's widget in the culture of the language, inside a sandboxed
 * frame that cannot reach the site's storage; the inner routes and a language change re-initialise it;
 * the maintenance, disabled and forbidden-country messages (set through the sandbox's control API and
 * restored); anna's widget shows her balance, and a visitor's view again after she logs out; the bingo
 * view shows the widget alone.
 */

const PROVIDER = 'BETINACTION';
const LV = { login: 'Pieslēdzies, lai veiktu likmes', balance: 'Atlikums' };
const RU = { login: 'Войдите, чтобы делать ставки' };

/** The widget's document inside its frame (named "Likmju logrīks: …" in Latvian, "Виджет ставок: …" in Russian). */
const widgetOf = (page: Page): FrameLocator =>
  page.getByTitle(/^(Likmju logrīks|Виджет ставок): /).contentFrame();

interface GeneralConfigPatch {
  readonly sportsbookEnabled?: boolean;
  readonly currentIpIsForbidden?: boolean;
  readonly gameproviders?: { readonly maintenanceMode?: readonly string[] };
}

/** Changes the sandbox's general config for the duration of `run`, then puts the old values back. */
async function withGeneralConfig(
  request: APIRequestContext,
  patch: GeneralConfigPatch,
  run: () => Promise<void>,
): Promise<void> {
  const before = (await (await request.get('/__sandbox/config/general')).json()) as {
    sportsbookEnabled: boolean;
    currentIpIsForbidden: boolean;
    gameproviders: { maintenanceMode: string[] };
  };
  expect((await request.patch('/__sandbox/config/general', { data: patch })).ok()).toBe(true);
  try {
    await run();
  } finally {
    await request.patch('/__sandbox/config/general', {
      data: {
        sportsbookEnabled: before.sportsbookEnabled,
        currentIpIsForbidden: before.currentIpIsForbidden,
        gameproviders: { maintenanceMode: before.gameproviders.maintenanceMode },
      },
    });
  }
}

test.describe('a visitor', () => {
  for (const { path, version, text, sport } of [
    { path: '/lv/sport-betting', version: 'prelive', text: LV.login, sport: 'Futbols' },
    { path: '/ru/sport-betting-live', version: 'live', text: RU.login, sport: 'Футбол' },
    { path: '/lv/sport-betting-virtuals', version: 'virtuals', text: LV.login, sport: 'Virtuālais futbols' },
  ]) {
    test(`sees the ${version} widget in the language of ${path}`, async ({ page }) => {
      await page.goto(path);

      const widget = widgetOf(page);
      await expect(widget.getByRole('heading', { name: `Sportsbook · ${version}` })).toBeVisible();
      await expect(widget.getByText(text).first()).toBeVisible();
      await expect(widget.getByText(sport).first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }

  test('gets a widget that cannot reach the site’s storage or cookies', async ({ page }) => {
    await page.goto('/lv/sport-betting');
    await expect(widgetOf(page).getByText(LV.login).first()).toBeVisible();

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
    expect(reach).toEqual({
      origin: 'null',
      sessionStorage: 'blocked',
      cookie: 'blocked',
      parent: 'blocked',
    });
  });

  test('switches the widget among the overview, live and virtual sections', async ({ page }) => {
    await page.goto('/lv/sport-betting');
    const widget = widgetOf(page);
    await expect(widget.getByRole('heading', { name: 'Sportsbook · prelive' })).toBeVisible();
    const sections = page.getByRole('navigation', { name: 'Sporta likmju sadaļas' });

    await sections.getByRole('link', { name: 'Tiešraidē' }).click();
    await expect(page).toHaveURL(/\/lv\/sport-betting#\/live$/);
    await expect(widget.getByRole('heading', { name: 'Sportsbook · live' })).toBeVisible();
    await sections.getByRole('link', { name: 'Virtuālie' }).click();
    await expect(widget.getByRole('heading', { name: 'Sportsbook · virtuals' })).toBeVisible();
    await sections.getByRole('link', { name: 'Pārskats' }).click();

    await expect(widget.getByRole('heading', { name: 'Sportsbook · prelive' })).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Pārskats' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
  });

  test('gets the widget in Russian after switching the site to Russian', async ({ page }, info) => {
    await page.goto('/lv/sport-betting');
    await expect(widgetOf(page).getByText(LV.login).first()).toBeVisible();

    // A phone keeps the language switcher in the header's menu.
    if (info.project.name === 'mobile') await page.getByRole('button', { name: 'Izvēlne' }).click();
    await page.getByRole('navigation', { name: 'Valoda' }).getByRole('link', { name: /^RU/ }).click();

    await expect(page).toHaveURL(/\/ru\/sport-betting$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ставки на спорт' })).toBeVisible();
    await expect(widgetOf(page).getByText(RU.login).first()).toBeVisible();
  });

  test('sees the widget alone in the bingo view', async ({ page }) => {
    await page.goto('/lv/sport-betting?bingoIframe=true');

    await expect(widgetOf(page).getByText(LV.login).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sporta likmju sadaļas' })).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeHidden();
    await expectNoAxeViolations(page);
  });
});

test.describe('an unavailable sportsbook', () => {
  for (const { name, patch, text } of [
    {
      name: 'maintenance',
      patch: { gameproviders: { maintenanceMode: [PROVIDER] } },
      text: 'Sporta likmju sadaļā notiek tehniskā apkope. Lūdzu, mēģiniet vēlāk.',
    },
    {
      name: 'disabled',
      patch: { sportsbookEnabled: false },
      text: 'Sporta likmes pašlaik nav pieejamas. Lūdzu, mēģiniet vēlāk.',
    },
    {
      name: 'a forbidden country',
      patch: { currentIpIsForbidden: true },
      text: 'Sporta likmes no jūsu atrašanās vietas nav pieejamas.',
    },
  ] as const) {
    test(`shows the message of ${name} instead of the widget`, async ({ page, request }) => {
      await withGeneralConfig(request, patch, async () => {
        await page.goto('/lv/sport-betting');

        await expect(page.getByRole('main').getByRole('status')).toHaveText(text);
        await expect(page.locator('iframe.sportsbook__frame')).toHaveCount(0);
        await expectNoAxeViolations(page);
      });
    });
  }
});

test('anna sees her balance in the widget, and a visitor’s view after logging out', async ({ page }) => {
  await page.goto('/lv/sport-betting?modal=login');
  await logIn(page, 'anna', PASSWORD, 'lv');
  const logout = page.getByRole('banner').getByRole('button', { name: 'Atslēgties' });
  await expect(logout).toBeVisible();

  const widget = widgetOf(page);
  await expect(widget.getByText(new RegExp(`^Anna · ${LV.balance}: \\d+\\.\\d{2} EUR$`))).toBeVisible();
  await expectNoAxeViolations(page);
  await logout.click();

  await expect(widget.getByText(LV.login).first()).toBeVisible();
  await expect(widget.getByText(/^Anna · /)).toHaveCount(0);
});
