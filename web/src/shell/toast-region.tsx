import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useInjection } from '../kernel/container-context.ts';
import { FeedbackStore } from '../kernel/feedback.store.ts';
import { whenNetworkQuiet } from './service-worker/when-network-quiet.ts';
import '../ui/toast.css';

/** The toasts themselves: a chunk loaded with the first one (most visits show none). */
const ToastList = lazy(() => import('./toast-list.tsx'));

/** The connection notice: a chunk loaded once the first screen's downloads are done, while online. */
const ConnectivityNotice = lazy(() => import('./connectivity/connectivity-notice.tsx'));

/** Quiet time (ms) after the first screen's downloads before the connection notice loads. */
const NOTICE_QUIET_MS = 3000;

/** Whether the page's downloads have been quiet a while (never where Resource Timing is missing). */
function useNetworkQuiet(): boolean {
  const [quiet, setQuiet] = useState(false);
  useEffect(() => {
    if (typeof PerformanceObserver === 'undefined') return;
    whenNetworkQuiet(NOTICE_QUIET_MS, () => {
      setQuiet(true);
    });
  }, []);
  return quiet;
}

/**
 * The toast region: a polite live region that is always in the page (so screen readers announce
 * what is added), above every dialog; the connection notice leads it once loaded.
 */
function ToastRegion() {
  const intl = useIntl();
  const feedback = useInjection(FeedbackStore);
  const quiet = useNetworkQuiet();
  return (
    <section className="toasts" aria-label={intl.formatMessage({ id: 'feedback.region' })}>
      {quiet && (
        <Suspense fallback={null}>
          <ConnectivityNotice />
        </Suspense>
      )}
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
