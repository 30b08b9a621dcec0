import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { logInThroughApi, outbox, test } from './e2e-kit.ts';
import { chooseRadio, tabTo } from './keyboard.check.ts';

/**
 * Journeys of deposits (issue 15), one per distinct flow, on the desktop against the sandbox, anna
 * (Latvian, verified) logged in through the API: a redirect to the provider's page (her internet bank,
 * through the sandbox's payment page) and back to the success page with her balance grown; a deposit
 * left at the provider's page, pending after a reload and cancelled; A1's SMS code; a stored card
 * through Trust Payments' payment form; a CoinsPaid address; a Smart Payments voucher. The other
 * result pages (failure, cancel, the KYC tab after a success) and every provider's fields are the
 * deposit components' tests (web/src/features/deposits/*.test.tsx) and the pacts.
 */

interface SandboxTransaction {
  readonly paymentTransactionId: number;
  readonly provider: string;
  readonly method: string | null;
  readonly amount: number | null;
  readonly status: string;
}

/** anna's session, made through the API, which the page's next load starts with (in Latvian, hers). */
async function logInAnna(page: Page, request: APIRequestContext): Promise<void> {
  await logInThroughApi(page, request, 'anna');
}

/** The header's total balance in cents. */
async function headerBalance(page: Page): Promise<number> {
  const text = (await page.locator('.account__balance-amount').first().textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

const DEPOSIT_TAB = '/lv/casino?modal=profile&selectedTab=deposit';

/** The deposit tab, open (loaded unless the page shows it already), its methods shown. */
async function openDepositTab(page: Page): Promise<Locator> {
  if (!page.url().endsWith(DEPOSIT_TAB)) await page.goto(DEPOSIT_TAB);
  const dialog = page.getByRole('dialog', { name: 'Iemaksa' });
  await expect(dialog.getByRole('group', { name: 'Iemaksāt ar' })).toBeVisible();
  return dialog;
}

/**
 * Fills the form for a banklink deposit with Swedbank and sends it, by keyboard alone (from the tab's
 * heading, which has the focus when the dialog opens: Tab into each group, the arrow keys to the
 * radio, the amount typed, Enter on the submit); the sandbox's payment page opens.
 */
async function depositByBanklink(page: Page, euros: string): Promise<void> {
  const dialog = await openDepositTab(page);
  await expect(dialog.getByRole('heading', { name: 'Iemaksa' })).toBeFocused();
  await chooseRadio(page, dialog.getByRole('radio', { name: 'Internetbanka' }));
  await chooseRadio(page, dialog.getByRole('radio', { name: 'Swedbank' }));
  await tabTo(page, dialog.getByRole('textbox', { name: 'Summa (EUR)' }));
  await page.keyboard.type(euros);
  await tabTo(page, dialog.getByRole('button', { name: 'Turpināt uz maksājumu' }));
  await page.keyboard.press('Enter');
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

/**
 * By keyboard alone, from the deposit tab's deep link to the lobby (WCAG 2.1.1: everything a player
 * can do with a mouse she can do with the keys): the form (depositByBanklink), the sandbox's payment
 * page and the success page are reached with Tab and used with Enter.
 */
test('anna deposits 20.00 EUR by her internet bank and her balance grows by 20.00 EUR', async ({
  page,
  request,
}) => {
  await logInAnna(page, request);
  await openDepositTab(page);
  await expect(page.locator('.account__balance-amount').first()).toHaveText(/\d/);
  const before = await headerBalance(page);
  await depositByBanklink(page, '20');
  await expect(payDetail(page, 'Provider')).toHaveText('BANKLINK · SWEDBANK');
  await expect(payDetail(page, 'Amount')).toHaveText('20.00 EUR');
  // The amount is the app's: no amount field of the page's own to Tab through.
  await expect(page.getByLabel('Amount (cents)')).toBeHidden();

  await tabTo(page, page.getByRole('button', { name: 'Pay (success)' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/lv\/deposit\/success-ext\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iemaksa veiksmīga' })).toBeVisible();
  await expect(page.getByText('20.00 EUR ar Internetbanka')).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBe(before + 2000);

  await tabTo(page, page.getByRole('button', { name: 'Atpakaļ uz kazino' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/lv\/casino$/);
});

test('a deposit left at the payment page stays pending after a reload, and anna cancels it', async ({
  page,
  request,
}) => {
  await logInAnna(page, request);
  await depositByBanklink(page, '12.50');
  const { paymentTransactionId } = await latestTransaction(request);

  // Back from the provider's page: the app shows where the deposit stands, and still after a reload.
  await page.goBack();
  const status = page.getByRole('dialog', { name: 'Iemaksa gaida maksājumu' });
  await expect(status.getByText('12.50 EUR')).toBeVisible();
  await page.reload();
  await expect(status.getByText('Gaida', { exact: true })).toBeVisible();

  await status.getByRole('button', { name: 'Atcelt šo iemaksu' }).click();
  await expect(page.getByText('Iemaksa atcelta. Nauda netika iekasēta.')).toBeVisible();
  const list = (await (await request.get('/__sandbox/pay')).json()) as SandboxTransaction[];
  expect(list.find((t) => t.paymentTransactionId === paymentTransactionId)?.status).toBe('FAILED');
});

/** Opens the deposit tab, chooses the method (and what `choose` picks) and the amount, and goes on. */
async function startDeposit(
  page: Page,
  method: string,
  euros: string,
  choose?: () => Promise<void>,
): Promise<Locator> {
  const dialog = await openDepositTab(page);
  await dialog.getByRole('radio', { name: method, exact: true }).check();
  if (choose !== undefined) await choose();
  await dialog.getByRole('textbox', { name: 'Summa (EUR)' }).fill(euros);
  await dialog.getByRole('button', { name: 'Turpināt uz maksājumu' }).click();
  return dialog;
}

/** The sandbox's payment page, for this provider and amount. */
async function expectPaymentPage(page: Page, provider: string, amount: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sandbox payment page' })).toBeVisible();
  await expect(payDetail(page, 'Provider')).toHaveText(provider);
  await expect(payDetail(page, 'Amount')).toHaveText(amount);
}

test('anna pays by A1 with the code sent to her phone, after a wrong one is refused', async ({
  page,
  request,
}) => {
  await logInAnna(page, request);
  const dialog = await startDeposit(page, 'A1 mobilais maksājums', '15');
  const code = dialog.getByRole('textbox', { name: /Kods/ });
  await expect(code).toBeFocused();
  await code.fill('000000');
  await dialog.getByRole('button', { name: 'Apstiprināt un maksāt' }).click();
  await expect(dialog.getByText('Verifikācijas kods nav derīgs.')).toBeVisible();
  await code.fill((await outbox(request, 'anna', 'sms')).code ?? '');
  await dialog.getByRole('button', { name: 'Apstiprināt un maksāt' }).click();
  await expectPaymentPage(page, 'A1', '15.00 EUR');
});

test('anna pays with her stored card through Trust Payments’ payment form', async ({ page, request }) => {
  await logInAnna(page, request);
  await startDeposit(page, 'Karte (Trust Payments)', '14', async () => {
    await page.getByRole('radio', { name: /4111 11\*\* \*\*\*\* 1111/ }).check();
  });
  await expectPaymentPage(page, 'TRUST_PAYMENT', '14.00 EUR');
});

test('anna is given a CoinsPaid address to send her bitcoin to', async ({ page, request }) => {
  await logInAnna(page, request);
  const dialog = await startDeposit(page, 'Kriptovalūta (CoinsPaid)', '16', async () => {
    await page.getByRole('radio', { name: 'BTC' }).check();
  });
  await expect(dialog.getByRole('heading', { name: 'Nosūtiet BTC uz šo adresi' })).toBeVisible();
  expect(await latestTransaction(request)).toMatchObject({
    provider: 'COINSPAID',
    method: 'BTC',
    amount: 1600,
  });
});

test('anna is given a Smart Payments voucher to pay at a point of sale', async ({ page, request }) => {
  await logInAnna(page, request);
  const dialog = await startDeposit(page, 'Smart Payments kupons', '17');
  await expect(dialog.getByText(/^SP-\d{4}-\d{4}-\d{4}$/)).toBeVisible();
  expect(await latestTransaction(request)).toMatchObject({ provider: 'SMART_PAYMENTS', amount: 1700 });
});
