import { profileTab } from '../../kernel/registry.ts';

/**
 * The messages tab of the profile (`?modal=profile&selectedTab=messages`, shown when the customer
 * config's inboxMessagesEnabled is true, account-and-session.md §2): its view, module and messages
 * load together, when the tab is first shown.
 */
export const messagesTab = profileTab('messages', 'messages', async () => {
  const [view, { profileMessagesModule, profileMessagesMessages }] = await Promise.all([
    import('./messages-tab.tsx'),
    import('./profile-messages.module.ts'),
  ]);
  return { view: view.default, module: profileMessagesModule, messages: profileMessagesMessages };
});
