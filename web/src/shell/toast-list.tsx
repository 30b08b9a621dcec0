import { observer } from 'mobx-react-lite';
import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { asMessageId } from '../i18n/message-id.ts';
import { useInjection } from '../kernel/container-context.ts';
import { FeedbackStore, type Toast } from '../kernel/feedback.store.ts';
import { onDialogLayers, topDialogOutlet } from '../ui/dialog-layers.ts';

/** How long a toast without an action stays (ms); one with an action stays until used or dismissed. */
export const TOAST_DURATION_MS = 8000;

/** Lets a toast without an action go after TOAST_DURATION_MS. */
function useAutoDismiss(toast: Toast, feedback: FeedbackStore): void {
  const lasting = toast.action !== undefined;
  useEffect(() => {
    if (lasting) return;
    const timer = setTimeout(() => {
      feedback.dismiss(toast.id);
    }, TOAST_DURATION_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [toast.id, lasting, feedback]);
}

const ToastItem = observer(function ToastItem({ toast }: { readonly toast: Toast }) {
  const intl = useIntl();
  const feedback = useInjection(FeedbackStore);
  useAutoDismiss(toast, feedback);
  return (
    <li className={`toast toast--${toast.tone}`}>
      <p className="toast__message">
        <FormattedMessage id={asMessageId(toast.messageId)} />
      </p>
      {toast.action !== undefined && (
        <button
          type="button"
          className="button button--secondary toast__action"
          onClick={() => {
            feedback.dismiss(toast.id);
            toast.action?.run();
          }}
        >
          <FormattedMessage id={asMessageId(toast.action.labelId)} />
        </button>
      )}
      <button
        type="button"
        className="icon-button toast__dismiss"
        aria-label={intl.formatMessage({ id: 'feedback.dismiss' })}
        onClick={() => {
          feedback.dismiss(toast.id);
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
});

/**
 * The toasts on screen: a chunk of its own, loaded with the first toast. While a dialog is open they
 * show in its outlet: the page behind a modal dialog is inert, and under its backdrop.
 */
function ToastList() {
  const feedback = useInjection(FeedbackStore);
  const outlet = useSyncExternalStore(onDialogLayers, topDialogOutlet);
  const list = (
    <ul className="toasts__list">
      {feedback.toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </ul>
  );
  return outlet === null ? list : createPortal(list, outlet);
}

export default observer(ToastList);
