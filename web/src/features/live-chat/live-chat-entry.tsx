import { observer } from 'mobx-react-lite';
import { useContext, type MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { BrowserLocationToken, type BrowserLocation } from '../../kernel/browser-location.ts';
import { ContainerContext, useInjection } from '../../kernel/container-context.ts';
import { FeedbackStore } from '../../kernel/feedback.store.ts';
import { SiteConfig } from '../../kernel/site-config.ts';
import type { LiveChatEntryProps } from '../../kernel/slots.ts';

/** The chat itself (its panel, frame and stylesheet): a chunk of its own, loaded on the first click. */
const loadDock = () => import('./live-chat-dock.tsx');

/**
 * The live chat's entry in the mega menu (account-and-session.md §2 Header, menus): a button that
 * closes the menu and opens the chat, a panel over the page (live-chat-dock.tsx); nothing when the
 * general config names no live chat (`liveChatUrl`). When the chat's chunk cannot load, a toast offers
 * to reload the page instead of nothing happening.
 */
function LiveChatEntry({ className, icon, onOpen }: LiveChatEntryProps) {
  const container = useContext(ContainerContext);
  const feedback = useInjection(FeedbackStore);
  const site = useInjection(SiteConfig);
  const open = (event: MouseEvent<HTMLButtonElement>): void => {
    const entry = event.currentTarget;
    onOpen();
    loadDock().then(
      ({ openLiveChat }) => {
        if (container !== null) openLiveChat(container, entry);
      },
      () => {
        feedback.show({
          messageId: 'app.chunkError.message',
          tone: 'error',
          action: {
            labelId: 'app.error.reload',
            run: () => {
              container?.get<BrowserLocation>(BrowserLocationToken).reload();
            },
          },
        });
      },
    );
  };
  if (site.general?.liveChatUrl == null) return null;
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={open}>
      {icon}
      <FormattedMessage id="liveChat.name" />
    </button>
  );
}

export default observer(LiveChatEntry);
