import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { createInboxMessage, createInboxThread } from '@lv-casino/core/testing/inbox.builder.ts';
import { FakeInboxPort } from '@lv-casino/core/testing/inbox-port.fake.ts';
import { createTokens } from '@lv-casino/core/testing/user.builder.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppRoot } from '../../kernel/app-root.tsx';
import { createAppContainer } from '../../shell/container.ts';
import { FeatureModules } from '../../kernel/feature-modules.ts';
import { createFakePortsModule, createTestPorts } from '../../testing/fake-ports.module.ts';
import { AccountCountsStore } from '../../kernel/account/account-counts.store.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { profileTabs } from './profile-messages.feature.ts';
import { tabEntryOf } from '../../testing/contributions.ts';
import { dataTableRows } from '../../testing/data-table-rows.ts';

const messagesTab = tabEntryOf('profile-messages', profileTabs, 'messages');

// A player in Latvia: the browser's clock is Riga's (2 h ahead of UTC in winter).
beforeAll(() => {
  process.env.TZ = 'Europe/Riga';
});

/**
 * The tab as the profile shows it: its entry loaded like the profile's panel loads it (module and
 * messages), over the fake ports and a FakeInboxPort (anna's three threads unless told).
 */
async function renderTab(
  inbox = new FakeInboxPort(),
  language: Language = 'en',
  { loggedIn = false }: { readonly loggedIn?: boolean } = {},
) {
  const ports = { ...createTestPorts(), inbox };
  if (loggedIn) ports.tokens.write(createTokens());
  const container = createAppContainer(createFakePortsModule(ports), {
    device: 'desktop',
    initialLanguage: language,
  });
  if (loggedIn) await container.get(SessionStore).restore();
  const View = await container.get(FeatureModules).prepare(messagesTab.owner, await messagesTab.load());
  const router = createMemoryRouter([{ path: '*', element: <View /> }], {
    initialEntries: [`/${language}/casino`],
  });
  render(<AppRoot container={container} router={router} />);
  return { inbox, container, user: userEvent.setup() };
}

const manyThreads = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    createInboxThread({
      id: 1000 + index,
      subject: `Jautājums ${String(index + 1)}`,
      lastMessageAt: Date.UTC(2026, 10, 1) - index * 60_000,
      messages: [createInboxMessage({ id: 5000 + index, isRead: true })],
    }),
  );

const withThreads = (threads: FakeInboxPort['threads']): FakeInboxPort => {
  const inbox = new FakeInboxPort();
  inbox.threads = threads;
  return inbox;
};

const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'izraksts.jpg', { type: 'image/jpeg' });

describe('messages tab: the table', () => {
  it('lists the conversations, latest first, with their last message’s time and state', async () => {
    await renderTab();

    const table = await screen.findByRole('table', { name: 'Your conversations with support' });
    expect(dataTableRows(table)).toEqual([
      ['Identitātes pārbaude', '20/11/2026, 16:05:00', '1 unread message', 'Archive'],
      ['Izmaksas termiņš', '01/11/2026, 16:00:00', 'Read', 'Archive'],
      ['Sveiciena bonuss', '23/09/2026, 12:00:00', 'Archived', ''],
    ]);
  });

  it('names the columns in a header row', async () => {
    await renderTab();

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Subject', 'Last message', 'Status', 'Actions']);
  });

  it('counts unread messages with the plural of the language', async () => {
    const inbox = withThreads([
      createInboxThread({
        messages: [
          createInboxMessage({ id: 1 }),
          createInboxMessage({ id: 2 }),
          createInboxMessage({ id: 3 }),
        ],
      }),
    ]);
    await renderTab(inbox, 'ru');

    expect(await screen.findByText('3 непрочитанных сообщения')).toBeDefined();
  });

  it('pages by the count of conversations', async () => {
    const { user, inbox } = await renderTab(withThreads(manyThreads(25)));

    expect(await screen.findByText(/Page 1 of 3 · 25 conversations/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText(/Page 2 of 3/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Jautājums 11' })).toBeDefined();
    expect(inbox.calls.at(-1)).toEqual({ call: 'searchThreads', query: { start: 10, length: 10 } });
  });

  it('says so when there is no conversation yet', async () => {
    await renderTab(withThreads([]));

    expect(await screen.findByText(/You have no messages yet/)).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says why the page could not be loaded and tries again', async () => {
    const inbox = new FakeInboxPort();
    inbox.failures.searchThreads = createApiFailure(4);
    const { user } = await renderTab(inbox);

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your messages could not be loaded. Access denied.',
    );
    delete inbox.failures.searchThreads;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('table')).toBeDefined();
  });
});

describe('messages tab: a conversation', () => {
  it('shows its messages with sender, time and attachment, the heading focused', async () => {
    const { user } = await renderTab();

    await user.click(await screen.findByRole('button', { name: 'Identitātes pārbaude' }));

    const heading = await screen.findByRole('heading', { level: 3, name: 'Identitātes pārbaude' });
    await waitFor(() => {
      expect(document.activeElement).toBe(heading);
    });
    const items = within(screen.getByRole('list', { name: 'Messages of the conversation' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'You 20/11/2026, 12:05:00Sveiki, nosūtīju ID kartes attēlu.📎 Attachment: id-karte-prieksa.jpg',
      'Support 20/11/2026, 16:05:00Labdien! Jūsu dokuments ir apstiprināts.',
    ]);
  });

  it('marks its unread messages read and lowers the count the badges show', async () => {
    const { user, inbox, container } = await renderTab(new FakeInboxPort(), 'en', { loggedIn: true });
    const counts = container.get(AccountCountsStore);
    await waitFor(() => {
      expect(counts.unreadMessages).toBe(1);
    });

    await user.click(await screen.findByRole('button', { name: 'Identitātes pārbaude' }));
    await screen.findByRole('heading', { level: 3 });

    await waitFor(() => {
      expect(counts.unreadMessages).toBe(0);
    });
    expect(inbox.unreadCount).toBe(0);
  });

  it('goes back to the table, the focus on its row', async () => {
    const { user } = await renderTab();
    await user.click(await screen.findByRole('button', { name: 'Izmaksas termiņš' }));
    await screen.findByRole('heading', { level: 3 });

    await user.click(screen.getByRole('button', { name: 'Back to all messages' }));

    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Izmaksas termiņš' }));
    });
  });

  it('says why a conversation could not be loaded', async () => {
    const inbox = new FakeInboxPort();
    inbox.failures.getThread = createApiFailure(-1);
    const { user } = await renderTab(inbox);

    await user.click(await screen.findByRole('button', { name: 'Izmaksas termiņš' }));

    expect((await screen.findByRole('alert')).textContent).toContain('The conversation could not be loaded.');
  });
});

describe('messages tab: replying', () => {
  const openPayout = async () => {
    const rendered = await renderTab();
    await rendered.user.click(await screen.findByRole('button', { name: 'Izmaksas termiņš' }));
    await screen.findByRole('heading', { level: 3 });
    return rendered;
  };

  it('sends the text and the attachment, and shows the message in the conversation', async () => {
    const { user, inbox } = await openPayout();

    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Paldies!');
    await user.upload(screen.getByLabelText('Attachment (optional)'), jpeg());
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Your message was sent.')).toBeDefined();
    expect(inbox.calls.at(-1)).toMatchObject({
      call: 'sendMessage',
      draft: { text: 'Paldies!', threadId: 451, file: { name: 'izraksts.jpg' } },
    });
    expect(screen.getByText('Attachment: izraksts.jpg')).toBeDefined();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your message' }).value).toBe('');
  });

  it('asks for a text before sending, the focus on it', async () => {
    const { user, inbox } = await openPayout();

    await user.click(screen.getByRole('button', { name: 'Send' }));

    const text = screen.getByRole('textbox', { name: 'Your message' });
    expect(await screen.findByText('Write your message.')).toBeDefined();
    expect(document.activeElement).toBe(text);
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(inbox.calls.some((call) => call.call === 'sendMessage')).toBe(false);
  });

  it('refuses a file that is not a JPEG, PNG or PDF as soon as it is chosen', async () => {
    await openPayout();
    const notes = new File(['x'], 'piezimes.txt', { type: 'text/plain' });

    // The input's accept list would hide the file in the browser's picker; a drop or "all files" does not.
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText('Attachment (optional)'), notes);

    expect(await screen.findByText('Choose a JPEG, PNG or PDF file.')).toBeDefined();
  });

  it('keeps the text and the file when the server refuses the file, and says why', async () => {
    const { user, inbox } = await openPayout();
    inbox.failures.sendMessage = createApiFailure(72);

    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Pielikumā izraksts');
    await user.upload(screen.getByLabelText('Attachment (optional)'), jpeg());
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('This file format is not allowed.')).toBeDefined();
    expect(screen.getByRole('alert').textContent).toContain('Your message was not sent');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your message' }).value).toBe(
      'Pielikumā izraksts',
    );
    expect(screen.getByText('Chosen: izraksts.jpg')).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>('Attachment (optional)').files?.[0]?.name).toBe(
      'izraksts.jpg',
    );
  });

  it('says why the whole message was refused, keeping the text', async () => {
    const { user, inbox } = await openPayout();
    inbox.failures.sendMessage = createApiFailure(4);

    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Sveiki');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toContain('Access denied.');
    });
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your message' }).value).toBe('Sveiki');
  });
});

describe('messages tab: a new message', () => {
  it('starts a conversation and shows it', async () => {
    const { user, inbox } = await renderTab();

    await user.click(await screen.findByRole('button', { name: 'New message' }));
    const text = screen.getByRole('textbox', { name: 'Your message' });
    await waitFor(() => {
      expect(document.activeElement).toBe(text);
    });
    await user.type(text, 'Kā nomainīt e-pastu?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('heading', { level: 3, name: 'Kā nomainīt e-pastu?' })).toBeDefined();
    expect(inbox.calls).toContainEqual({
      call: 'sendMessage',
      draft: { text: 'Kā nomainīt e-pastu?', file: null, threadId: null },
    });
  });

  it('goes back to the table when cancelled, the focus on New message', async () => {
    const { user } = await renderTab();

    await user.click(await screen.findByRole('button', { name: 'New message' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New message' }));
    });
  });
});

describe('messages tab: archiving', () => {
  it('archives a conversation once confirmed', async () => {
    const { user, inbox } = await renderTab();

    await user.click(await screen.findByRole('button', { name: 'Archive “Izmaksas termiņš”' }));
    const question = screen.getByRole('group', { name: /Archive the conversation “Izmaksas termiņš”\?/ });
    await user.click(within(question).getByRole('button', { name: 'Yes, archive' }));

    expect(await screen.findByText('The conversation “Izmaksas termiņš” is archived.')).toBeDefined();
    expect(inbox.calls).toContainEqual({ call: 'archiveThreads', threadIds: [451] });
    await waitFor(() => {
      expect(dataTableRows(screen.getByRole('table'))[1]).toEqual([
        'Izmaksas termiņš',
        '01/11/2026, 16:00:00',
        'Archived',
        '',
      ]);
    });
  });

  it('archives nothing when cancelled, the focus back on Archive', async () => {
    const { user, inbox } = await renderTab();
    const archive = await screen.findByRole('button', { name: 'Archive “Izmaksas termiņš”' });

    await user.click(archive);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(archive);
    expect(inbox.calls.some((call) => call.call === 'archiveThreads')).toBe(false);
  });

  it('archives the conversation shown', async () => {
    const { user } = await renderTab();
    await user.click(await screen.findByRole('button', { name: 'Izmaksas termiņš' }));
    await screen.findByRole('heading', { level: 3 });

    await user.click(screen.getByRole('button', { name: 'Archive “Izmaksas termiņš”' }));
    await user.click(screen.getByRole('button', { name: 'Yes, archive' }));

    expect(
      await screen.findByText('This conversation is archived. Replying to it brings it back.'),
    ).toBeDefined();
  });

  it('says why a conversation could not be archived', async () => {
    const inbox = new FakeInboxPort();
    inbox.failures.archiveThreads = createApiFailure(41);
    const { user } = await renderTab(inbox);

    await user.click(await screen.findByRole('button', { name: 'Archive “Izmaksas termiņš”' }));
    await user.click(screen.getByRole('button', { name: 'Yes, archive' }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'The conversation could not be archived.',
    );
  });
});
