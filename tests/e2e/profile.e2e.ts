import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  logIn,
  logInThroughApi,
  PASSWORD,
  registerActivePlayer,
  startAsNewPlayer,
  startLoggedIn,
  test,
} from './e2e-kit.ts';

/**
 * Journeys of the profile (issue 12): every tab by deep link and by the tab list (on a phone through
 * its menu, profile-options), the city edited and kept, a password changed and used, a KYC document
 * uploaded and listed, the KYC status set by the operator shown live, a withdrawal over the balance
 * refused and a valid one taken from the balance, and the phone's header and bottom bar. On the
 * desktop, and the tab list and bottom bar on a 390 px phone too, against the sandbox; each starts
 * logged in through the API. anna's language is Latvian, so her journeys read Latvian; the journeys
 * that change an account use a new player (English), so anna stays as the others expect. Every tab's
 * deep link is visited by the screen sweep (screens.e2e.ts).
 */

/** anna's profile tabs in order (the sandbox's customer config enables limits, self-exclusion and messages). */
const TABS = [
  'Iemaksa',
  'Izmaksa',
  'Mans profils',
  'Bonusi',
  'Vēsture',
  'Identitātes pārbaude',
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

test('anna changes her city, and after a reload her profile shows the new one', async ({ page, request }) => {
  await logInAnna(page, request);
  await page.goto('/lv/casino?modal=profile&selectedTab=my-profile');
  const dialog = profileDialog(page, 'Mans profils');
  await dialog
    .getByRole('tablist', { name: 'Profila sadaļas' })
    .getByRole('tab', { name: 'Personas dati' })
    .click();
  // Another region than hers (a state city is a region of its own), then its first town.
  const region = dialog.getByLabel('Reģions');
  await expect(region.locator('option').nth(2)).toBeAttached();
  const current = await region.inputValue();
  const regions = await region
    .locator('option')
    .evaluateAll((options) =>
      options.map((option) => (option as HTMLOptionElement).value).filter((value) => value !== ''),
    );
  const nextRegion = regions.find((choice) => choice !== current);
  if (nextRegion === undefined) throw new Error('the sandbox has a single region');
  await region.selectOption(nextRegion);
  const city = dialog.getByLabel('Pilsēta vai apdzīvotā vieta');
  await expect(city.locator('option').nth(1)).toBeAttached();
  const next = await city.locator('option').nth(1).getAttribute('value');
  if (next === null) throw new Error('a town without a value');
  await city.selectOption(next);
  await dialog.getByRole('button', { name: 'Saglabāt adresi' }).click();
  await expect(dialog.getByText('Jūsu adrese ir saglabāta.')).toBeVisible();

  await page.reload();
  const reloaded = profileDialog(page, 'Mans profils');
  await reloaded
    .getByRole('tablist', { name: 'Profila sadaļas' })
    .getByRole('tab', { name: 'Personas dati' })
    .click();
  await expect(reloaded.getByLabel('Reģions')).toHaveValue(nextRegion);
  await expect(reloaded.getByLabel('Pilsēta vai apdzīvotā vieta')).toHaveValue(next);
});

test('a player changes the password, and the next login takes the new one', async ({ page, request }) => {
  const player = await startAsNewPlayer(page, request);
  const header = page.getByRole('banner');
  await page.goto('/en/casino?modal=profile&selectedTab=change-password');
  const dialog = profileDialog(page, 'My profile');
  // A wrong current password is refused by its field, and nothing typed is lost.
  await dialog.getByLabel('Current password').fill('Wrong2026!');
  await dialog.getByLabel('New password', { exact: true }).fill('Ziema2027!');
  await dialog.getByLabel('Repeat the new password').fill('Ziema2027!');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('The current password is not correct.')).toBeVisible();
  await expect(dialog.getByLabel('New password', { exact: true })).toHaveValue('Ziema2027!');

  await dialog.getByLabel('Current password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Your password has been changed.')).toBeVisible();

  await page.keyboard.press('Escape');
  await header.getByRole('button', { name: 'Log out' }).click();
  await header.getByRole('button', { name: 'Log in' }).click();
  await logIn(page, player.username, 'Ziema2027!');
  await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
});

/** A 1×1 PNG: a real image, as the sandbox checks what an upload holds. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a player uploads an identity document and sees it listed; the operator’s KYC decisions show at once', async ({
  page,
  request,
}) => {
  const player = await registerActivePlayer(request);
  await startLoggedIn(page, player.tokens);
  await page.goto('/en/casino?modal=profile&selectedTab=kyc');
  const dialog = profileDialog(page, 'Identity verification');

  // A file of the wrong type is refused before anything is sent.
  await dialog.getByLabel('Document type').selectOption({ label: 'ID card' });
  await dialog.getByLabel('File', { exact: true }).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByText('Choose a JPEG, PNG or PDF file.')).toBeVisible();

  await dialog.getByLabel('File', { exact: true }).setInputFiles({
    name: 'id-card.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByText('id-card.png has been uploaded.', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('table').getByRole('cell', { name: 'id-card.png' })).toBeVisible();

  // The operator decides in the console; the tab follows without a reload.
  const verified = await request.put(`/__sandbox/players/${player.username}/kyc`, {
    data: { kycVerified: 'VERIFIED', notify: true },
  });
  expect(verified.ok()).toBe(true);
  await expect(dialog.getByText('Verified', { exact: true })).toBeVisible();
  const refused = await request.put(`/__sandbox/players/${player.username}/kyc`, {
    data: { kycVerified: 'NOT_VERIFIED', notify: true },
  });
  expect(refused.ok()).toBe(true);
  await expect(dialog.getByText('Not verified', { exact: true })).toBeVisible();
});

test('anna asks to withdraw more than her balance and is told so, then withdraws 10 € and sees her balance drop', async ({
  page,
  request,
}) => {
  await logInAnna(page, request);
  await page.goto('/lv/casino');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Atslēgties' })).toBeVisible();
  const before = await headerBalance(page);
  await page.goto('/lv/casino?modal=profile&selectedTab=withdraw');
  const dialog = profileDialog(page, 'Izmaksa');
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

    // Down: the header makes room (the bar stays); up: it is back.
    await page.mouse.wheel(0, 900);
    await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeLessThan(-10);
    await expect(bar).toBeInViewport();
    await page.mouse.wheel(0, -300);
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
