import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { asMessageId } from '../i18n/message-id.ts';
import { useInjection } from './container-context.ts';
import { FeedbackStore } from './feedback.store.ts';
import '../ui/toast.css';

/**
 * The toast region: a polite live region that is always in the page (so screen readers announce
 * what is added), above every dialog.
 */
function ToastRegion() {
  const intl = useIntl();
  const feedback = useInjection(FeedbackStore);
  return (
    <section className="toasts" aria-label={intl.formatMessage({ id: 'feedback.region' })}>
      <ul className="toasts__list" role="status" aria-live="polite">
        {feedback.toasts.map((toast) => (
          <li key={toast.id} className={`toast toast--${toast.tone}`}>
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
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default observer(ToastRegion);
