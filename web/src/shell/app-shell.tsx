import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { APP_SHELL_ID, MAIN_CONTENT_ID } from '../ui/landmarks.ts';
import { LazyBootScreen } from './boot-screen.lazy.tsx';
import { useInjection } from '../kernel/container-context.ts';
import { HEADER } from './first-paint-contributions.ts';
import FooterSlot from './footer-slot.tsx';
import { firstPathSegment } from '../kernel/language-of-path.ts';
import ModalHostGate from './modal-host-gate.tsx';
import { NavigationBridge } from '../kernel/navigation-bridge.tsx';
import { SessionStore } from '../kernel/session.store.ts';
import { StartUpStore } from '../kernel/start-up.store.ts';
import ToastRegion from './toast-region.tsx';

const { view: Header } = HEADER;

/**
 * The root layout: starts the site and restores the session once (main.tsx starts both earlier, before
 * the first render; the calls here do nothing then), then renders the header, the
 * route's page, the footer and the modal host (the boot screen until start-up is done).
 */
function AppShell() {
  const startUp = useInjection(StartUpStore);
  const session = useInjection(SessionStore);
  const location = useLocation();
  const [initialPath] = useState(location.pathname);

  useEffect(() => {
    void startUp.start(firstPathSegment(initialPath));
    void session.restore();
  }, [startUp, session, initialPath]);

  return (
    <>
      <NavigationBridge />
      {startUp.canPaint ? (
        <>
          <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
            <FormattedMessage id="app.skipToContent" />
          </a>
          <div id={APP_SHELL_ID} className="app-shell">
            <Header />
            <main id={MAIN_CONTENT_ID} className="app-main" tabIndex={-1}>
              <Outlet />
            </main>
            <FooterSlot />
          </div>
          <ModalHostGate />
        </>
      ) : (
        <LazyBootScreen />
      )}
      <ToastRegion />
    </>
  );
}

export default observer(AppShell);
