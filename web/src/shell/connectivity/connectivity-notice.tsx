import { ClockPort } from '@lv-casino/core/shared/clock.port.ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { CallFailures } from '../../kernel/call-failures.ts';
import { useInjection } from '../../kernel/container-context.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import { connectivityMessages } from './connectivity.messages.ts';
import { ConnectivityStore, type ConnectivityDeps } from './connectivity.store.ts';
import './connectivity-notice.css';

/** The server's cheapest question: the general config (any answer, even a refusal, means it is there). */
const PROBE_PATH = '/api/v2/customerfacing/config/general';

/** The browser's side of the store: its events, navigator.onLine and a probe of the page's origin. */
export const browserConnectivity = (): Pick<ConnectivityDeps, 'events' | 'onLine' | 'probe'> => ({
  events: window,
  onLine: () => navigator.onLine,
  probe: () =>
    fetch(PROBE_PATH, { cache: 'no-store' }).then(
      () => true,
      () => false,
    ),
});

/**
 * A notice that says when the connection to LV Casino is lost (the browser offline, or the server not
 * answering) and goes once it is back: a polite status in the toast corner, which covers nothing the
 * player uses. Loaded, with its texts, while the page is still online (shell/toast-region.tsx), so it
 * can speak offline. Nothing is queued meanwhile: what needs the server fails and says so, and the
 * player repeats it once the notice is gone.
 */
function ConnectivityNotice({
  deps,
}: {
  readonly deps?: Pick<ConnectivityDeps, 'events' | 'onLine' | 'probe'>;
}) {
  const intl = useInjection(IntlStore);
  const calls = useInjection(CallFailures);
  const clock = useInjection<ClockPort>(ClockPort);
  const [store] = useState(() => new ConnectivityStore({ ...(deps ?? browserConnectivity()), calls, clock }));
  useEffect(
    () => () => {
      store.dispose();
    },
    [store],
  );
  useEffect(() => {
    void intl.use('connectivity', connectivityMessages);
  }, [intl]);
  const { state } = store;
  return (
    <div role="status" className="connectivity-notice">
      {state !== 'online' && intl.has('connectivity') && (
        <p className="connectivity-notice__box">
          <FormattedMessage id={state === 'offline' ? 'connectivity.offline' : 'connectivity.unreachable'} />
        </p>
      )}
    </div>
  );
}

export default observer(ConnectivityNotice);
