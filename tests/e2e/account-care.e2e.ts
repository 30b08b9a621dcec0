import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { logInThroughApi, startAsNewPlayer, test } from './e2e-kit.ts';
import { logInByKeyboard, tabTo } from './keyboard.check.ts';

/**
 * Journeys of the profile, part two (issue 14): bonuses and their badge, the message inbox, limits
 * with a raise confirmed through the limits-changed modal, a 24-hour timeout, and a simple message;
 * on the desktop against the sandbox, each starting logged in through the API. anna (Latvian) claims a
 * bonus the console grants her; the journeys that change an account for good use a new (English) player.
 * The source-of-funds declaration is its section's component test
 * (web/src/features/profile-kyc/source-of-funds-section.test.tsx).
 */

const profileDialog = (page: Page, tab: string): Locator => page.getByRole('dialog', { name: tab });
const logOutButton = (page: Page, name = 'Log out'): Locator =>
  page.getByRole('banner').getByRole('button', { name });

/** A new English player, verified (so no login leads to the KYC tab), whose session `page` starts with. */
async function logInNewPlayer(page: Page, request: APIRequestContext): Promise<string> {
  const { username } = await startAsNewPlayer(page, request);
  return username;
}

/** Waits until the player's page has subscribed to its notifications (a console push then arrives). */
async function connected(request: APIRequestContext, username: string): Promise<void> {
  await expect
    .poll(async () => {
      const players = (await (await request.get('/__sandbox/players')).json()) as {
        username: string;
        connections: number;
      }[];
      return players.find((p) => p.username === username)?.connections ?? 0;
    })
    .toBeGreaterThan(0);
}

/** The count of the bonuses badge (0 when it is not shown). */
async function bonusBadge(page: Page): Promise<number> {
  const badge = page.locator('[data-badge="bonuses"] [aria-hidden="true"]').first();
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

test('anna claims a bonus the console granted, and the bonus badge counts it', async ({ page, request }) => {
  const name = `Piektdienas griezieni ${String(Date.now()).slice(-6)}`;
  const granted = await request.post('/__sandbox/players/anna/bonuses', {
    data: { bonusName: name, bonusAmount: 1000, wageringRequirement: 30000, wageringProducts: ['CASINO'] },
  });
  expect(granted.ok()).toBe(true);
  await logInThroughApi(page, request, 'anna');
  await page.goto('/lv/casino?modal=profile&selectedTab=bonuses');
  const dialog = profileDialog(page, 'Bonusi');
  // The badge shows the active bonuses she has (her seeded one, and any an earlier journey claimed).
  await expect.poll(() => bonusBadge(page)).toBeGreaterThan(0);
  const before = await bonusBadge(page);

  await dialog.getByRole('button', { name: `Saņemt ${name}` }).click();

  await expect(dialog.getByText(`${name} ir saņemts`)).toBeVisible();
  await expect.poll(() => bonusBadge(page)).toBe(before + 1);
});

test('a player writes to support, reads the conversation, replies with an attachment and archives it', async ({
  page,
  request,
}) => {
  await logInNewPlayer(page, request);
  await page.goto('/en/casino?modal=profile&selectedTab=messages');
  const dialog = profileDialog(page, 'Messages');
  await expect(dialog.getByText('You have no messages yet.', { exact: false })).toBeVisible();

  await dialog.getByRole('button', { name: 'New message' }).click();
  await dialog
    .getByLabel('Your message')
    .fill('Deposit by bank link\nHello, my deposit has not arrived yet.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Your message was sent.')).toBeVisible();

  // The conversation: opened from the list, replied to with a picture.
  await dialog.getByRole('button', { name: 'Deposit by bank link' }).click();
  await expect(dialog.getByText('Hello, my deposit has not arrived yet.')).toBeVisible();
  await dialog.getByLabel('Your message').fill('Here is the bank statement.');
  await dialog.getByLabel('Attachment (optional)').setInputFiles({
    name: 'statement.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Attachment: statement.png')).toBeVisible();

  await dialog.getByRole('button', { name: 'Back to all messages' }).click();
  await dialog.getByRole('button', { name: 'Archive “Deposit by bank link”' }).click();
  await dialog.getByRole('button', { name: 'Yes, archive' }).click();
  await expect(dialog.getByText('The conversation “Deposit by bank link” is archived.')).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Deposit by bank link/ }).getByText('Archived')).toBeVisible();
});

/**
 * By keyboard alone after the limits tab's deep link (WCAG 2.1.1: a limit must not need a mouse): each
 * control reached with Tab, the amount typed, buttons pressed with Enter; the focus goes where the tab
 * puts it (the first field when the form opens, the review's title, the kind's Change button after a
 * save, the confirmation's button when it opens).
 */
test('a player sets a daily deposit limit, raises it, and confirms the raise when the console makes it due', async ({
  page,
  request,
}) => {
  const username = await logInNewPlayer(page, request);
  await page.goto('/en/casino?modal=profile&selectedTab=limits');
  await connected(request, username);
  const dialog = profileDialog(page, 'Limits');
  const deposits = dialog
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Deposits', exact: true }) });

  const change = deposits.getByRole('button', { name: 'Change' });
  const daily = deposits.getByLabel('Daily (EUR)');

  // A new limit applies at once.
  await tabTo(page, change);
  await page.keyboard.press('Enter');
  await expect(daily).toBeFocused();
  await page.keyboard.type('50');
  await tabTo(page, deposits.getByRole('button', { name: 'Review changes' }));
  await page.keyboard.press('Enter');
  await expect(deposits.getByRole('heading', { name: 'Check your changes' })).toBeFocused();
  await expect(deposits.getByText('Applies now')).toBeVisible();
  await tabTo(page, deposits.getByRole('button', { name: 'Save limits' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(/Your limits are saved\. 1 change applies now\./)).toBeVisible();
  await expect(deposits.getByText('50.00 EUR')).toBeVisible();
  await expect(change).toBeFocused();

  // A raise waits for the cooling-off period and the player's confirmation.
  await page.keyboard.press('Enter');
  await expect(daily).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('100');
  await tabTo(page, deposits.getByRole('button', { name: 'Review changes' }));
  await page.keyboard.press('Enter');
  await expect(deposits.getByText('Applies after the cooling-off period, once you confirm it')).toBeVisible();
  await tabTo(page, deposits.getByRole('button', { name: 'Save limits' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Change waiting' })).toBeVisible();
  await expect(deposits.getByText('changing to 100.00 EUR')).toBeVisible();

  // The console ends the cooling-off period: the player is asked, and says yes.
  const due = await request.post(`/__sandbox/players/${username}/limits/due`, { data: {} });
  expect(await due.json()).toEqual({ due: 1, delivered: 1 });
  const confirm = page.getByRole('alertdialog', { name: 'Confirm your new limits' });
  await expect(confirm.getByRole('table')).toContainText('100.00');
  await expect(confirm.getByRole('button', { name: 'Yes, apply' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);

  await page.goto('/en/casino?modal=profile&selectedTab=limits');
  await expect(deposits.getByText('100.00 EUR')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Change waiting' })).toHaveCount(0);
});

/**
 * By keyboard alone after the self-exclusion tab's deep link (WCAG 2.1.1: a break must not need a
 * mouse): Continue and the decision reached with Tab and pressed with Enter, the login tried again by
 * typing into the login dialog that opens, its first field having the focus.
 */
test('a player takes a 24-hour break, is logged out, and cannot log in until it ends', async ({
  page,
  request,
}) => {
  const username = await logInNewPlayer(page, request);
  await page.goto('/en/casino?modal=profile&selectedTab=self-exclusion');
  const dialog = profileDialog(page, 'Self-exclusion');
  const pause = dialog.getByRole('region', { name: 'Take a break' });
  await expect(pause.getByRole('radio', { name: '24 hours' })).toBeChecked();
  await tabTo(page, pause.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(pause.getByRole('heading', { name: 'Before you take a break' })).toBeFocused();
  await expect(pause.getByText(/Your break lasts until \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await tabTo(page, pause.getByRole('button', { name: 'Start the break and log out' }));
  await page.keyboard.press('Enter');

  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();

  await logInByKeyboard(page, username);
  await expect(login.getByText('Your account is on a time-out from gambling.')).toBeVisible();
  await expect(logOutButton(page)).toHaveCount(0);
});

test('a simple message the console sends appears, and is marked read when closed', async ({
  page,
  request,
}) => {
  const username = await logInNewPlayer(page, request);
  await page.goto('/en/casino');
  await connected(request, username);

  const sent = await request.post(`/__sandbox/players/${username}/simple-messages`, {
    data: { content: '<p>Your <strong>withdrawal</strong> of 50.00 EUR is approved.</p>', notify: true },
  });
  expect(sent.ok()).toBe(true);
  const popup = page.getByRole('dialog', { name: 'Message' });
  await expect(popup.getByText('withdrawal', { exact: true })).toBeVisible();
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toHaveCount(0);

  await expect
    .poll(async () => {
      const messages = (await (
        await request.get(`/__sandbox/players/${username}/simple-messages`)
      ).json()) as {
        isRead: boolean;
      }[];
      return messages.map((m) => m.isRead);
    })
    .toEqual([true]);
});
