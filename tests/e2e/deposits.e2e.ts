import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, logIn, outbox, PASSWORD, test } from './e2e-kit.ts';

/**
 * Journeys of deposits (issue 15), on a desktop and on a 390 px phone against the sandbox, axe-clean:
 * anna (Latvian, verified) deposits by her internet bank through the sandbox's payment page and comes
 * back to the result pages (success, failure, cancel) with their buttons; a pending deposit survives a
 * reload; janis (KYC not verified) is sent to the KYC tab after a success; and one journey walks the
 * distinct provider flows (generic redirect, A1 SMS code, stored card, order, Noda bank, crypto
 * address, voucher) to where each leads.
 */

interface SandboxTransaction {
  readonly paymentTransactionId: number;
  readonly provider: string;
  readonly method: string | null;
  readonly amount: number | null;
  readonly status: string;
}

/** Logs a demo player in, in Latvian. */
async function logInLv(page: Page, username: 'anna' | 'janis'): Promise<void> {
  await page.goto('/lv/casino?modal=login');
  await logIn(page, username, PASSWORD, 'lv');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Atslēgties' })).toBeVisible();
}

/** The header's total balance in cents. */
async function headerBalance(page: Page): Promise<number> {
  const text = (await page.locator('.account__balance-amount').first().textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

/** The deposit tab, open, its methods shown. */
async function openDepositTab(page: Page): Promise<Locator> {
  await page.goto('/lv/casino?modal=profile&selectedTab=deposit');
  const dialog = page.getByRole('dialog', { name: 'Iemaksa' });
  await expect(dialog.getByRole('group', { name: 'Iemaksāt ar' })).toBeVisible();
  return dialog;
}

/** Fills the form for a banklink deposit with Swedbank and sends it; the sandbox's payment page opens. */
async function depositByBanklink(page: Page, euros: string): Promise<void> {
  const dialog = await openDepositTab(page);
  await dialog.getByRole('radio', { name: 'Internetbanka' }).check();
  await dialog.getByRole('radio', { name: 'Swedbank' }).check();
  await dialog.getByRole('textbox', { name: 'Summa (EUR)' }).fill(euros);
  await dialog.getByRole('button', { name: 'Turpināt uz maksājumu' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox payment page' })).toBeVisible();
}

/** The sandbox's payment page's detail row (Provider, Amount, …). */
const payDetail = (page: Page, name: string): Locator =>
  page.locator('dt', { hasText: name }).locator('+ dd');

/** The newest transaction the sandbox opened. */
async function latestTransaction(request: APIRequestContext): Promise<SandboxTransaction> {
  const list = (await (await request.get('/__sandbox/pay')).json()) as SandboxTransaction[];
  const latest = list.toSorted((a, b) => b.paymentTransactionId - a.paymentTransactionId)[0];
  if (latest === undefined) throw new Error('the sandbox opened no transaction');
  return latest;
}

test('anna deposits 20.00 EUR by her internet bank and her balance grows by 20.00 EUR', async ({ page }) => {
  await logInLv(page, 'anna');
  const before = await headerBalance(page);
  await depositByBanklink(page, '20');
  await expect(payDetail(page, 'Provider')).toHaveText('BANKLINK · SWEDBANK');
  await expect(payDetail(page, 'Amount')).toHaveText('20.00 EUR');

  await page.getByRole('button', { name: 'Pay (success)' }).click();
  await expect(page).toHaveURL(/\/lv\/deposit\/success-ext\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iemaksa veiksmīga' })).toBeVisible();
  await expect(page.getByText('20.00 EUR ar Internetbanka')).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBe(before + 2000);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Atpakaļ uz kazino' }).click();
  await expect(page).toHaveURL(/\/lv\/casino$/);
});

test('a failed deposit offers to try again, and a cancelled one leads back to the casino', async ({
  page,
}) => {
  await logInLv(page, 'anna');
  await depositByBanklink(page, '15');
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page).toHaveURL(/\/lv\/deposit\/failure-ext\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iemaksa neizdevās' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Mēģināt vēlreiz' }).click();
  await expect(page.getByRole('dialog', { name: 'Iemaksa' })).toBeVisible();

  await depositByBanklink(page, '15');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/lv\/deposit\/cancel-ext\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iemaksa atcelta' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Atpakaļ uz kazino' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a deposit left at the payment page stays pending after a reload, and anna cancels it', async ({
  page,
  request,
}) => {
  await logInLv(page, 'anna');
  await depositByBanklink(page, '12.50');
  const { paymentTransactionId } = await latestTransaction(request);

  // Back from the provider's page: the app shows where the deposit stands, and still after a reload.
  await page.goBack();
  const status = page.getByRole('dialog', { name: 'Iemaksa gaida maksājumu' });
  await expect(status.getByText('12.50 EUR')).toBeVisible();
  await page.reload();
  await expect(status.getByText('Gaida', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await status.getByRole('button', { name: 'Atcelt šo iemaksu' }).click();
  await expect(page.getByText('Iemaksa atcelta. Nauda netika iekasēta.')).toBeVisible();
  const list = (await (await request.get('/__sandbox/pay')).json()) as SandboxTransaction[];
  expect(list.find((t) => t.paymentTransactionId === paymentTransactionId)?.status).toBe('FAILED');
});

test('janis, whose identity is not verified, is sent to the KYC tab after a successful deposit', async ({
  page,
}) => {
  await logInLv(page, 'janis');
  const dialog = await openDepositTab(page);
  await expect(dialog.getByText(/pēc iemaksas lūgsim jūsu dokumentus/)).toBeVisible();
  await depositByBanklink(page, '20');
  await page.getByRole('button', { name: 'Pay (success)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Iemaksa veiksmīga' })).toBeVisible();
  await page.getByRole('button', { name: 'Apstiprināt identitāti' }).click();
  await expect(page.getByRole('dialog', { name: 'Identitātes pārbaude' })).toBeVisible();
});

test('each distinct provider flow leads where it should', async ({ page, request }) => {
  await logInLv(page, 'anna');
  const start = async (method: string, euros: string, choose?: () => Promise<void>): Promise<Locator> => {
    const dialog = await openDepositTab(page);
    await dialog.getByRole('radio', { name: method, exact: true }).check();
    if (choose !== undefined) await choose();
    await dialog.getByRole('textbox', { name: 'Summa (EUR)' }).fill(euros);
    await dialog.getByRole('button', { name: 'Turpināt uz maksājumu' }).click();
    return dialog;
  };
  const payPage = async (provider: string, amount: string): Promise<void> => {
    await expect(page.getByRole('heading', { name: 'Sandbox payment page' })).toBeVisible();
    await expect(payDetail(page, 'Provider')).toHaveText(provider);
    await expect(payDetail(page, 'Amount')).toHaveText(amount);
  };

  // A provider without a call of its own: GET deposit/skrill.
  await start('Skrill', '11');
  await payPage('SKRILL', '11.00 EUR');

  // Noda: a bank of Latvia, through the v2 init.
  let dialog = await start('Bankas maksājums (Noda)', '12', async () => {
    await page.getByRole('radio', { name: 'Swedbank' }).check();
  });
  await payPage('NODA · swedbank-lv', '12.00 EUR');

  // The Safecharge full cashier: an order its payment form completes.
  await start('Karte (Safecharge)', '13', async () => {
    await page.getByRole('radio', { name: 'Visas kartes iespējas' }).check();
  });
  await payPage('SAFECHARGE', '13.00 EUR');

  // Trust Payments with a stored card: the init, then the card's JWT, then its form.
  await start('Karte (Trust Payments)', '14', async () => {
    await page.getByRole('radio', { name: /4111 11\*\* \*\*\*\* 1111/ }).check();
  });
  await payPage('TRUST_PAYMENT', '14.00 EUR');

  // A1: the SMS code the sandbox sent, then the payment page.
  dialog = await start('A1 mobilais maksājums', '15');
  const code = dialog.getByRole('textbox', { name: /Kods/ });
  await expect(code).toBeFocused();
  await code.fill('000000');
  await dialog.getByRole('button', { name: 'Apstiprināt un maksāt' }).click();
  await expect(dialog.getByText('Verifikācijas kods nav derīgs.')).toBeVisible();
  await code.fill((await outbox(request, 'anna', 'sms')).code ?? '');
  await dialog.getByRole('button', { name: 'Apstiprināt un maksāt' }).click();
  await payPage('A1', '15.00 EUR');

  // CoinsPaid: an address to send the coins to, and an open transaction.
  dialog = await start('Kriptovalūta (CoinsPaid)', '16', async () => {
    await page.getByRole('radio', { name: 'BTC' }).check();
  });
  await expect(dialog.getByRole('heading', { name: 'Nosūtiet BTC uz šo adresi' })).toBeVisible();
  expect(await latestTransaction(request)).toMatchObject({
    provider: 'COINSPAID',
    method: 'BTC',
    amount: 1600,
  });
  await expectNoAxeViolations(page);

  // Smart Payments: a voucher to pay at a point of sale.
  dialog = await start('Smart Payments kupons', '17');
  await expect(dialog.getByText(/^SP-\d{4}-\d{4}-\d{4}$/)).toBeVisible();
  expect(await latestTransaction(request)).toMatchObject({ provider: 'SMART_PAYMENTS', amount: 1700 });
});
