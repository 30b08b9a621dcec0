import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  CLIENT,
  fillAccountStep,
  logInThroughApi,
  fillOccupationStep,
  newPlayer,
  outbox,
  PASSWORD,
  registerActivePlayer,
  test,
} from './e2e-kit.ts';
import { chooseRadio, logInByKeyboard, tabTo } from './keyboard.check.ts';

/**
 * Journeys of account entry (issue 10): registration with the e-mailed activation, what a failed
 * registration keeps, forgot and reset password, Smart-ID, the SMS step of a login, terms declined,
 * and the site following the player's language. On the desktop, against the sandbox; the sandbox's
 * outbox stands in for the player's mailbox and phone. Where each login leads (the KYC tab of an
 * unverified player, every refusal) is core's and the login modal's tests
 * (core/src/session/*.test.ts, web/src/features/login/login-modal*.test.tsx).
 */

async function setGeneralConfig(request: APIRequestContext, patch: Record<string, unknown>): Promise<void> {
  const response = await request.patch('/__sandbox/config/general', { data: patch });
  expect(response.ok()).toBe(true);
}

const LABELS = {
  en: { username: 'Username', password: 'Password' },
  lv: { username: 'Lietotājvārds', password: 'Parole' },
} as const;

async function logIn(
  dialog: Locator,
  username: string,
  password: string,
  language: keyof typeof LABELS = 'en',
): Promise<void> {
  const labels = LABELS[language];
  await dialog.getByLabel(labels.username).fill(username);
  await dialog.getByRole('textbox', { name: labels.password, exact: true }).fill(password);
  await dialog.getByRole('textbox', { name: labels.password, exact: true }).press('Enter');
}

/** Tabs to `control` and types `text` into it, as a keyboard user fills a field. */
async function typeInto(page: Page, control: Locator, text: string): Promise<void> {
  await tabTo(page, control);
  await page.keyboard.type(text);
}

/** Tabs to `control` and presses Enter on it. */
async function press(page: Page, control: Locator): Promise<void> {
  await tabTo(page, control);
  await page.keyboard.press('Enter');
}

/**
 * By keyboard alone, from the lobby to the logged-in header (WCAG 2.1.1: registering and logging in
 * must not need a mouse): every control reached with Tab, text typed, the birth date's selects chosen
 * by typing, radios with the arrow keys, the terms with Space, buttons with Enter. The focus goes where
 * the wizard puts it: the username when it opens, the heading at each new step, the login's username.
 */
test('a new player registers, activates the account from the e-mail and logs in', async ({
  page,
  request,
}) => {
  await setGeneralConfig(request, { registrationAutoLoginEnabled: false });
  try {
    const player = newPlayer();
    await page.goto('/en/casino');
    await press(page, page.getByRole('banner').getByRole('button', { name: 'Register' }));
    const dialog = page.getByRole('dialog', { name: 'Create an account' });
    await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');

    await expect(dialog.getByLabel('Username')).toBeFocused();
    await page.keyboard.type(player.username);
    await typeInto(page, dialog.getByLabel('Email'), player.email);
    await typeInto(page, dialog.getByRole('textbox', { name: 'Password', exact: true }), PASSWORD);
    await typeInto(page, dialog.getByLabel('Mobile phone number'), player.phone);
    await tabTo(page, dialog.getByLabel(/I accept the terms and conditions/));
    await page.keyboard.press('Space');
    await expect(dialog.getByLabel(/I accept the terms and conditions/)).toBeChecked();
    await press(page, dialog.getByRole('button', { name: 'Next' }));

    const details = page.getByRole('dialog', { name: 'Additional information' });
    await expect(details.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '66');
    await expect(details.getByRole('heading', { name: 'Additional information' })).toBeFocused();
    await typeInto(page, details.getByLabel('First name'), 'Līga');
    await typeInto(page, details.getByLabel('Last name'), 'Bērziņa');
    await typeInto(page, details.getByLabel('Personal code'), player.personalNumber);
    await typeInto(page, details.getByLabel('Day'), '13');
    await typeInto(page, details.getByLabel('Month'), 'Apr');
    await typeInto(page, details.getByLabel('Year'), '1990');
    await expect(details.getByLabel('Year')).toHaveValue('1990');
    await chooseRadio(page, details.getByRole('radio', { name: 'Female' }));
    await typeInto(page, details.getByLabel('Daily limit for bets, EUR'), '50');
    await press(page, details.getByRole('button', { name: 'Next' }));

    await expect(details.getByRole('heading', { name: 'Additional information' })).toBeFocused();
    await typeInto(page, details.getByLabel('Occupation', { exact: true }), 'Employed');
    await expect(details.getByLabel('Occupation', { exact: true })).toHaveValue(/./);
    await chooseRadio(page, details.getByRole('radio', { name: /I am not a politically exposed person/ }));
    await press(page, details.getByRole('button', { name: 'Register' }));

    const success = page.getByRole('dialog', { name: 'Welcome to LV Casino!' });
    await expect(success).toBeVisible();
    await expect(page).toHaveURL(/[?&]success=true/);
    await press(page, success.getByRole('button', { name: 'OK' }));
    await expect(success).toBeHidden();

    const { link } = await outbox(request, player.username, 'activation');
    if (link === undefined) throw new Error('the activation mail has no link');
    await page.goto(link);
    const activated = page.getByRole('dialog', { name: 'Your account is activated' });
    await expect(activated).toBeVisible();
    await press(page, activated.getByRole('button', { name: 'Log in' }));

    await logInByKeyboard(page, player.username, PASSWORD);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(header).toContainText('0.00 EUR');
  } finally {
    await setGeneralConfig(request, { registrationAutoLoginEnabled: true });
  }
});

test('a failed registration keeps everything the player typed', async ({ page, request }) => {
  const player = newPlayer();
  await page.goto('/en/casino?modal=register');
  const dialog = page.getByRole('dialog', { name: 'Create an account' });

  // A username someone has: said on leaving the field, and the wizard does not go on.
  await dialog.getByLabel('Username').fill('anna');
  await dialog.getByLabel('Email').focus();
  await expect(dialog.getByText(/This username is already taken/).first()).toBeVisible();
  await dialog.getByLabel('Username').fill(player.username);
  await fillAccountStep(dialog, player);

  // A birth date that is not the one the personal code carries (12 April 1990 in 120490-11236).
  const details = page.getByRole('dialog', { name: 'Additional information' });
  await details.getByLabel('First name').fill('Līga');
  await details.getByLabel('Last name').fill('Bērziņa');
  await details.getByLabel('Personal code').fill('120490-11236');
  await details.getByLabel('Day').selectOption({ label: '13' });
  await details.getByLabel('Month').selectOption({ index: 4 });
  await details.getByLabel('Year').selectOption({ label: '1990' });
  await details.getByRole('radio', { name: 'Female' }).check();
  await details.getByLabel('Daily limit for bets, EUR').fill('50');
  await details.getByRole('button', { name: 'Next' }).click();
  await expect(details.getByText(/does not match your personal code/)).toBeVisible();
  await details.getByLabel('Personal code').fill(player.personalNumber);
  await details.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByLabel('Email')).toHaveValue(player.email);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(details.getByLabel('Personal code')).toHaveValue(player.personalNumber);
  await details.getByRole('button', { name: 'Next' }).click();
  await fillOccupationStep(details);

  // The server refuses the personal code (armed from the sandbox console): its message, the wizard back
  // on the personal code with the focus in it and its error beside it, and nothing lost.
  const armed = await request.post('/__sandbox/failures', {
    data: { operationId: 'registerCustomer', errorCode: 57, field: 'personalNumber' },
  });
  expect(armed.status()).toBe(201);
  await details.getByRole('button', { name: 'Register' }).click();
  await expect(details.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();
  await expect(details.getByLabel('Personal code')).toBeFocused();
  await expect(details.getByText('This personal code was not accepted. Please check it.')).toBeVisible();
  await expect(details.getByLabel('First name')).toHaveValue('Līga');
  await expect(details.getByLabel('Personal code')).toHaveValue(player.personalNumber);
  await details.getByRole('button', { name: 'Next' }).click();
  await expect(details.getByLabel('Occupation', { exact: true })).toHaveValue(/./);
});

test('a player who forgot the password resets it from the e-mail and logs in with the new one', async ({
  page,
  request,
}) => {
  const player = await registerActivePlayer(request);

  await page.goto('/en/casino?modal=login');
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', { name: 'Forgot password?' })
    .click();
  const forgot = page.getByRole('dialog', { name: 'Forgot your password?' });
  await forgot.getByLabel('E-mail or username').fill(player.email);
  await forgot.getByRole('button', { name: 'Continue' }).click();
  await expect(forgot.getByText(/we have sent it an email with a link/)).toBeVisible();

  const { link } = await outbox(request, player.username, 'reset');
  if (link === undefined) throw new Error('the reset mail has no link');
  await page.goto(link);
  const reset = page.getByRole('dialog', { name: 'Set a new password' });
  await reset.getByLabel('New password', { exact: true }).fill('Pavasaris2027!');
  await reset.getByLabel('Repeat the new password').fill('Pavasaris2027!');
  await reset.getByRole('button', { name: 'Save the password' }).click();
  await expect(reset.getByText(/Your password has been changed/)).toBeVisible();
  await reset.getByRole('button', { name: 'Log in' }).click();

  await logIn(page.getByRole('dialog', { name: 'Log in' }), player.username, 'Pavasaris2027!');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('anna logs in with Smart-ID (in Latvian)', async ({ page }) => {
  await page.goto('/lv/casino?modal=login');
  const dialog = page.getByRole('dialog', { name: 'Pieslēgšanās' });
  await dialog.getByRole('tab', { name: 'Smart-ID' }).click();
  await dialog.getByLabel('Personas kods').fill('15088510234');
  await expect(dialog.getByLabel('Personas kods')).toHaveValue('150885-10234');
  await dialog.getByLabel('Personas kods').press('Enter');

  const confirm = page.getByRole('dialog', { name: 'Apstipriniet Smart-ID' });
  await expect(confirm.getByText(/^\d{4}$/)).toBeVisible();
  // The sandbox's player confirms in the app a few seconds later.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Atslēgties' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(confirm).toBeHidden();
});

test('a player with two-factor login types the code sent by SMS and is logged in', async ({
  page,
  request,
}) => {
  const player = await registerActivePlayer(request, { kycVerified: true });
  const switched = await request.post('/api/v1/customerfacing/customers/securitySettings', {
    headers: { ...CLIENT, Authorization: `Bearer ${player.tokens.accessToken}` },
    data: { twoFactorSmsEnabled: true, loginNotificationsEnabled: false },
  });
  expect(switched.ok()).toBe(true);

  await page.goto('/en/casino?modal=login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await logIn(dialog, player.username, PASSWORD);
  const code = dialog.getByRole('textbox', { name: 'Code from the SMS' });
  await expect(code).toBeFocused();
  await expect(dialog.getByText(/we sent a login code to your phone/)).toBeVisible();

  await code.fill((await outbox(request, player.username, 'sms')).code ?? '');
  await code.press('Enter');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a player who declines the new terms is logged out', async ({ page, request }) => {
  await logInThroughApi(page, request, 'anna');
  try {
    await request.put('/__sandbox/players/anna/terms', { data: { accepted: false } });
    await page.goto('/lv/casino');

    const terms = page.getByRole('dialog', { name: 'Mūsu noteikumi ir mainījušies' });
    // The session, then the modal's chunks, come in turn: on a loaded two-core machine that takes a while.
    await expect(terms).toBeVisible({ timeout: 30_000 });
    await expect(terms.getByRole('button', { name: 'Aizvērt' })).toHaveCount(0);
    // Escape, even twice (the browser's own close request), leaves the terms to be answered.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(terms).toBeVisible();
    await terms.getByRole('button', { name: 'Atteikties un atslēgties' }).click();

    await expect(terms).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Pieslēgties' })).toBeVisible();
  } finally {
    await request.put('/__sandbox/players/anna/terms', { data: { accepted: true } });
  }
});

test('anna logs in on /en and the site switches to her language, Latvian', async ({ page }) => {
  await page.goto('/en/casino?modal=login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  // A native modal dialog: Tab goes round its controls (and the browser's own), never to the page behind.
  for (let press = 0; press < 8; press += 1) {
    await page.keyboard.press('Tab');
    expect(
      await dialog.evaluate(
        (element) => document.activeElement === document.body || element.contains(document.activeElement),
      ),
    ).toBe(true);
  }
  await logIn(dialog, 'anna', PASSWORD);

  await expect(page).toHaveURL(/\/lv\/casino$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Atslēgties' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'lv');
});
