import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useScreenStore } from '../../kernel/container-context.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { LiveLoading } from '../../ui/loading.tsx';
import { NoticeStep } from '../../ui/notice-dialog.tsx';
import { BASIC_FORMATTING } from '../../ui/sanitise-html.ts';
import { SanitisedHtml } from '../../ui/sanitised-html.tsx';
import '../../ui/dialog-body.css';
import './profile-messages.css';
import { SimpleMessageStore } from './simple-message.store.ts';

export interface SimpleMessagePopupProps {
  /** The simple message to show (GET simpleMessage/{id}). */
  readonly messageId: number;
  /** Called when the player closes the popup (OK, the close button, Escape or the backdrop). */
  readonly onClose: () => void;
}

/**
 * The simple-message popup (account-and-session.md §2 Other account modals): the message the server
 * sent, its simple HTML sanitised (paragraphs, emphasis, lists, links to other sites), in a dialog
 * with OK. Closing it marks the message read; a message that could not be loaded says so.
 */
function SimpleMessagePopup({ messageId, onClose }: SimpleMessagePopupProps) {
  const store = useScreenStore(SimpleMessageStore);
  const titleId = useId();
  const contentId = useId();
  useEffect(() => {
    void store.load(messageId);
  }, [store, messageId]);
  const close = (): void => {
    void store.close();
    onClose();
  };
  const { message, failure } = store;
  return (
    <Dialog titleId={titleId} onClose={close} role={failure === null ? 'dialog' : 'alertdialog'}>
      <div className="dialog-body">
        <h2 id={titleId} className="dialog-body__title">
          <FormattedMessage id="messages.simple.title" />
        </h2>
        <LiveLoading active={store.loading}>
          <FormattedMessage id="messages.simple.loading" />
        </LiveLoading>
        {failure !== null && (
          <p className="dialog-body__text" role="alert">
            <FormattedMessage id="messages.simple.failed" /> <CatalogueMessage id={failure} />
          </p>
        )}
        {message !== null && (
          <SanitisedHtml
            id={contentId}
            className="dialog-body__text profile-messages__simple"
            html={message.content}
            policy={BASIC_FORMATTING}
          />
        )}
        <NoticeStep actionLabel={<FormattedMessage id="messages.simple.close" />} onAction={close} />
      </div>
    </Dialog>
  );
}

export default observer(SimpleMessagePopup);
