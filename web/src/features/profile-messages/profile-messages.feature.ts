import { profileTab } from '../../kernel/registry.ts';
import { modal } from '../../kernel/registry.ts';

/**
 * The messages tab of the profile (`?modal=profile&selectedTab=messages`, shown when the customer
 * config's inboxMessagesEnabled is true, account-and-session.md §2): its view, module and messages
 * load together, when the tab is first shown.
 */
const messagesTab = profileTab('messages', async () => {
  const [view, { profileMessagesModule, profileMessagesMessages }] = await Promise.all([
    import('./messages-tab.tsx'),
    import('./profile-messages.module.ts'),
  ]);
  return { view: view.default, module: profileMessagesModule, messages: profileMessagesMessages };
});

/**
 * simple-message: the popup of a pushed simple message (account-and-session.md §2 Other account
 * modals), `?modal=simple-message&messageId={id}`; its view, module and texts load together.
 */
const simpleMessageModal = modal(
  'simple-message',
  async () => {
    const [view, { profileMessagesModule, profileMessagesMessages }] = await Promise.all([
      import('./simple-message-modal.tsx'),
      import('./profile-messages.module.ts'),
    ]);
    return { view: view.default, module: profileMessagesModule, messages: profileMessagesMessages };
  },
  ['messageId'],
);

export const modals = [simpleMessageModal];

export const profileTabs = [messagesTab];
