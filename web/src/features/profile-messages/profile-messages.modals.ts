import { modalEntry } from '../../kernel/registry.ts';

/**
 * simple-message: the popup of a pushed simple message (account-and-session.md §2 Other account
 * modals), `?modal=simple-message&messageId={id}`; its view, module and texts load together.
 */
export const simpleMessageModal = modalEntry(
  'simple-message',
  'messages',
  async () => {
    const [view, { profileMessagesModule, profileMessagesMessages }] = await Promise.all([
      import('./simple-message-modal.tsx'),
      import('./profile-messages.module.ts'),
    ]);
    return { view: view.default, module: profileMessagesModule, messages: profileMessagesMessages };
  },
  ['messageId'],
);
