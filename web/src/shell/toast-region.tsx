import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useInjection } from '../kernel/container-context.ts';
import { FeedbackStore } from '../kernel/feedback.store.ts';
import '../ui/toast.css';

/** The toasts themselves: a chunk loaded with the first one (most visits show none). */
const ToastList = lazy(() => import('./toast-list.tsx'));

/**
 * The toast region: a polite live region that is always in the page (so screen readers announce
 * what is added), above every dialog.
 */
function ToastRegion() {
  const intl = useIntl();
  const feedback = useInjection(FeedbackStore);
  return (
    <section className="toasts" aria-label={intl.formatMessage({ id: 'feedback.region' })}>
      <div role="status" aria-live="polite">
        {feedback.toasts.length > 0 && (
          <Suspense fallback={null}>
            <ToastList />
          </Suspense>
        )}
      </div>
    </section>
  );
}

export default observer(ToastRegion);
