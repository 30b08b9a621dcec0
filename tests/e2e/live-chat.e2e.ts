import { expect } from '@playwright/test';
import { expectNoAxeViolations, test } from './e2e-kit.ts';

/**
 * The live chat (account-and-session.md §2 Header, menus; games-and-content.md: in Latvian, Russian
 * and English): a visitor opens it from the mega menu, writes in the provider's frame and reads the
 * agent's answer, which the operator sends through the sandbox's control API. On the phone too, where
 * the panel spans the screen above the bottom bar. The variants (each language's address, the close
 * button, Escape, focus placed and returned, a logout) are the feature's component tests
 * (web/src/features/live-chat/live-chat.test.tsx); the provider's bounds are the sandbox's
 * (sandbox/src/live-chat/).
 */

interface Conversation {
  readonly id: string;
  readonly messages: readonly { readonly text: string }[];
}

test('a visitor asks the live chat a question and reads the agent’s answer @phone', async ({
  page,
  request,
}, testInfo) => {
  const question = `Kā iemaksāt naudu? (${testInfo.project.name} ${String(Date.now())})`;
  const answer = 'Atveriet profilu un izvēlieties «Iemaksāt».';
  await page.goto('/lv/casino');
  const menuButton = page.getByRole('button', { name: 'Izvēlne', exact: true });
  await menuButton.click();
  const entry = page
    .getByRole('dialog', { name: 'Izvēlne' })
    .getByRole('button', { name: 'Tiešsaistes tērzēšana' });
  await expect(entry).toBeVisible();
  await expectNoAxeViolations(page, '.mega-menu');
  await entry.click();

  const panel = page.getByRole('dialog', { name: 'Tiešsaistes tērzēšana' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Izvēlne' })).toBeHidden();
  await expectNoAxeViolations(page, '.live-chat');

  // Focus is in the frame, on its message field; the greeting is in Latvian.
  const chat = panel.getByTitle('Saruna ar LV Casino atbalsta dienestu').contentFrame();
  const field = chat.getByRole('textbox', { name: 'Jūsu ziņa' });
  await expect(field).toBeFocused();
  await expect(chat.getByText(/^Labdien! Jūs sarakstāties ar LV Casino atbalsta dienestu/)).toBeVisible();

  await field.fill(question);
  await chat.getByRole('button', { name: 'Sūtīt' }).click();
  await expect(chat.getByText(question)).toBeVisible();

  // The support agent answers through the control API.
  const conversations = (await (
    await request.get('/__sandbox/live-chat/conversations')
  ).json()) as Conversation[];
  const conversation = conversations.find((c) => c.messages.some((m) => m.text === question));
  if (conversation === undefined) throw new Error('the visitor’s conversation is not listed');
  const replied = await request.post(`/__sandbox/live-chat/conversations/${conversation.id}/replies`, {
    data: { text: answer },
  });
  expect(replied.status()).toBe(201);
  await expect(chat.getByText(answer)).toBeVisible();

  // Escape in the frame closes the chat; focus goes back to the menu's button, which led to the entry.
  await field.press('Escape');
  await expect(panel).toBeHidden();
  await expect(menuButton).toBeFocused();
});
