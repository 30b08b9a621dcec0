import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { logInThroughApi, test } from './e2e-kit.ts';

/**
 * Journeys of the profile (issue 12), against the sandbox, each starting logged in through the API:
 * every tab from the tab list (on a phone through its menu, profile-options), a withdrawal over the
 * balance refused and a valid one taken from the balance, and the phone's header and bottom bar. anna's
 * language is Latvian, so her journeys read Latvian. Every tab's deep link is visited by the screen
 * sweep (screens.e2e.ts). The profile's forms are their components' tests: the city
 * (web/src/features/my-profile/personal-data-section.test.tsx), the password
 * (change-password-section.test.tsx), a KYC upload and the operator's decisions shown live
 * (web/src/features/profile-kyc/kyc-tab.test.tsx, notification-kinds.test.tsx).
 */

/** anna's profile tabs in order (the sandbox's customer config enables limits, self-exclusion and messages). */
const TABS = [
  'Iemaksa',
  'Izmaksa',
  'Mans profils',
  'Bonusi',
  'Vēsture',
  'Identitātes pārbaude',
  'Aktivitāte',
  'Limiti',
  'Pašizslēgšana',
  'Ziņas',
] as const;

const isPhone = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) <= 600;

/** anna's session, made through the API, which `page`'s next load starts with. */
async function logInAnna(page: Page, request: APIRequestContext): Promise<void> {
  await logInThroughApi(page, request, 'anna');
}

/** The header's total balance in cents. */
async function headerBalance(page: Page): Promise<number> {
  const text = (await page.locator('.account__balance-amount').textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

/** The profile dialog, named after its active tab. */
const profileDialog = (page: Page, tab: string): Locator => page.getByRole('dialog', { name: tab });

test(
  'anna opens every profile tab from the tab list (a phone: its menu)',
  { tag: '@phone' },
  async ({ page, request }) => {
    await logInAnna(page, request);

    if (isPhone(page)) {
      // The phone's way in: the header's profile button opens the menu, each entry opens its tab, and
      // the tab's back button returns to the menu.
      await page.goto('/lv/casino');
      for (const tab of TABS) {
        await page.getByRole('banner').getByRole('button', { name: 'Mans konts' }).click();
        const menu = page.getByRole('dialog', { name: 'Anna Bērziņa' });
        // An entry's name may go on with its count ("Ziņas 1 nelasīta ziņa"): the badge is read with it.
        await menu
          .getByRole('navigation')
          .getByRole('button', { name: new RegExp(`^${tab}(\\s|$)`) })
          .click();
        await expect(profileDialog(page, tab)).toBeVisible();
        await profileDialog(page, tab).getByRole('button', { name: 'Izvēlne' }).click();
        await expect(menu).toBeVisible();
        await menu.getByRole('button', { name: 'Aizvērt' }).first().click();
        await expect(menu).toBeHidden();
      }
      return;
    }
    await page.goto('/lv/casino?modal=profile');
    const tabs = page.getByRole('tablist', { name: 'Jūsu konts' });
    await expect(tabs.getByRole('tab')).toHaveText([...TABS]);
    for (const tab of TABS) {
      await tabs.getByRole('tab', { name: tab, exact: true }).click();
      await expect(profileDialog(page, tab)).toBeVisible();
      await expect(tabs.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    }
    // The keyboard: arrows move along the tabs, Enter opens.
    await tabs.getByRole('tab', { name: 'Ziņas' }).focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect(profileDialog(page, 'Iemaksa')).toBeVisible();
  },
);

test('anna asks to withdraw more than her balance and is told so, then withdraws 10 € and sees her balance drop', async ({
  page,
  request,
}) => {
  await logInAnna(page, request);
  await page.goto('/lv/casino?modal=profile&selectedTab=withdraw');
  const dialog = profileDialog(page, 'Izmaksa');
  await expect(page.locator('.account__balance-amount')).toHaveText(/\d/);
  const before = await headerBalance(page);
  const amount = dialog.getByRole('textbox', { name: 'Summa (EUR)' });

  // Over the balance (within the bank transfer's 5 000 € limit): the server's 21, the amount kept.
  await amount.fill('4999');
  await dialog.getByRole('button', { name: /Izmaksāt$/ }).click();
  await expect(dialog.getByText('Jums nepietiek naudas šai darbībai.')).toBeVisible();
  await expect(amount).toHaveValue('4999');

  await amount.fill('10');
  await dialog.getByRole('button', { name: /Izmaksāt$/ }).click();
  await expect(dialog.getByText(/Jūsu izmaksas pieprasījums par 10\.00 EUR ir saņemts/)).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBe(before - 1000);
});

/** Turns the mouse wheel by `deltaY` and waits until the page has finished scrolling (`scrollend`). */
async function scrollWheel(page: Page, deltaY: number): Promise<void> {
  // In an object: a handle to the promise itself would wait for it.
  const scroll = await page.evaluateHandle(() => ({
    ended: new Promise<void>((resolve) => {
      addEventListener(
        'scrollend',
        () => {
          resolve();
        },
        { once: true },
      );
    }),
  }));
  await page.mouse.wheel(0, deltaY);
  await scroll.evaluate(({ ended }) => ended);
}

test(
  'on a phone the header hides while scrolling down, and the bottom bar and the account menu work',
  {
    tag: '@phone-only',
  },
  async ({ page, request }) => {
    await logInAnna(page, request);
    await page.goto('/lv/casino');
    const header = page.getByRole('banner');
    const bar = page.getByRole('navigation', { name: 'Galvenā navigācija' });
    await expect(bar).toBeVisible();
    // The lobby's strips are there: the page is as long as a player sees it.
    await expect(page.locator('.strip__item').first()).toBeVisible();

    // Down: the header makes room (the bar stays); up: it is back. Each wheel turn scrolls smoothly
    // to its end before the next (a turn up during the way down only shortens the way down).
    await scrollWheel(page, 900);
    await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeLessThan(-10);
    await expect(bar).toBeInViewport();
    await scrollWheel(page, -300);
    await expect.poll(async () => (await header.boundingBox())?.y ?? -1).toBe(0);

    await bar.getByRole('link', { name: 'Dzīvais kazino' }).click();
    await expect(page).toHaveURL(/\/lv\/live-casino$/);
    await bar.getByRole('button', { name: 'Bonusi' }).click();
    await expect(profileDialog(page, 'Bonusi')).toBeVisible();
    await page.keyboard.press('Escape');

    await bar.getByRole('button', { name: 'Izvēlne' }).click();
    const menu = page.getByRole('dialog', { name: 'Anna Bērziņa' });
    await expect(menu.getByRole('link', { name: 'EN' })).toBeVisible();
    await menu.getByRole('button', { name: 'Mans profils' }).click();
    await expect(profileDialog(page, 'Mans profils')).toBeVisible();
  },
);
