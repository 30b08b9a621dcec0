import type { Language } from '@lv-casino/core/routing/language.ts';
import { ok } from '@lv-casino/core/shared/result.ts';
import { FakeDepositPorts } from '@lv-casino/core/testing/deposit-ports.fake.ts';
import { FakeInPagePaymentForm, FakePaymentForms } from '@lv-casino/core/testing/payment-form.fake.ts';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestPorts } from '../../testing/fake-ports.module.ts';
import { tabEntryOf } from '../../testing/contributions.ts';
import { renderProfileTab } from '../../testing/profile-tab.tsx';
import { profileTabs } from './deposits.feature.ts';

const depositTab = tabEntryOf('deposits', profileTabs, 'deposit');

/**
 * The deposit tab for anna, whose build binds a provider's form that mounts in the page (a fake
 * provider script the test ends), with Trust Payments enabled; the player pays 25 EUR with a new card.
 */
async function payInPage(language: Language = 'en') {
  const form = new FakeInPagePaymentForm();
  const deposits = new FakeDepositPorts();
  deposits.settings = ok({ trustPaymentEnabled: true });
  const ports = { ...createTestPorts(), deposits, paymentForms: new FakePaymentForms({ inPage: form }) };
  const { user } = await renderProfileTab(depositTab, { ports, language });
  await waitFor(() => {
    expect(document.querySelector('.deposits[aria-busy="false"]')).not.toBeNull();
  });
  await user.click(await screen.findByRole('radio', { name: /^(A new card|Jauna karte|Новая карта)$/ }));
  await user.type(screen.getByRole('textbox', { name: /\(EUR\)/ }), '25');
  await user.click(screen.getByRole('button', { name: /Continue to payment|Turpināt uz maksājumu|Перейти/ }));
  await waitFor(() => {
    expect(form.showing).toBe(true);
  });
  return { form, ports, user };
}

/** The element the provider's script was given. */
const host = () => screen.getByRole('group', { name: 'Payment form of Card (Trust Payments)' });

describe('a provider’s payment form in the page', () => {
  it('is mounted into the labelled element below its focused heading, the deposit kept pending', async () => {
    const { form, ports } = await payInPage();
    expect({
      focused: document.activeElement?.textContent,
      mountedInto: form.containers,
      pending: ports.pendingDeposits.deposit,
      left: ports.location.left,
    }).toEqual({
      focused: 'Pay 25.00 EUR by Card (Trust Payments)',
      mountedInto: [host()],
      pending: expect.objectContaining({
        paymentTransactionId: '884513',
        amount: 2500,
        redirectUrl: null,
      }) as unknown,
      left: [],
    });
  });

  it('shows the result page of the form’s end, and removes the form', async () => {
    const { form, ports } = await payInPage();
    act(() => {
      form.end({ kind: 'completed' });
    });
    expect({
      left: ports.location.left,
      unmounts: form.unmounts,
      status: screen.getByRole('status').textContent,
    }).toEqual({
      left: [`${window.location.origin}/en/deposit/success-ext?paymentTransactionId=884513`],
      unmounts: 1,
      status: ' Checking how your payment went…',
    });
  });

  it('gives the payment up with the page’s own Cancel: the cancel page records it', async () => {
    const { form, ports, user } = await payInPage();
    await user.click(screen.getByRole('button', { name: 'Cancel the payment' }));
    expect({ left: ports.location.left, showing: form.showing, unmounts: form.unmounts }).toEqual({
      left: [`${window.location.origin}/en/deposit/cancel-ext?paymentTransactionId=884513`],
      showing: false,
      unmounts: 1,
    });
  });

  it('speaks Latvian', async () => {
    await payInPage('lv');
    expect(
      screen.getByRole('heading', { name: 'Samaksāt 25.00 EUR ar Karte (Trust Payments)' }),
    ).toBeTruthy();
  });
});
