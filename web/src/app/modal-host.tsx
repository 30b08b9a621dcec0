import { isModalAllowed, isModalName, type ModalName } from '@lv-casino/core/routing/modal-route.rule.ts';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router';
import { AppNavigator, MODAL_PARAM } from './app-navigator.ts';
import { useInjection } from './container-context.ts';
import type { ModalProps } from './modal-props.ts';
import { SessionStore } from './session.store.ts';
import { StartUpStore } from './start-up.store.ts';

/** The modals that exist so far, each its own chunk. */
const MODALS: Partial<Record<ModalName, LazyExoticComponent<ComponentType<ModalProps>>>> = {
  login: lazy(() => import('../features/login/login-modal.tsx')),
};

/** Modals that make no sense to a logged-in player. */
const LOGGED_OUT_ONLY: ReadonlySet<ModalName> = new Set(['login']);

function ModalLoading() {
  const intl = useIntl();
  return (
    <div className="dialog-loading" role="status" aria-label={intl.formatMessage({ id: 'modal.loading' })}>
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}

/**
 * Renders the modal named by `?modal=` (account-and-session.md §2 Modal host), so every modal is
 * deep-linkable and Back closes it. A modal the player may not see now (the logged-in guard, or
 * login while logged in), and a name whose modal this release does not have, is closed again.
 * Nothing is decided while the stored session is still being checked.
 */
function ModalHost() {
  const [params] = useSearchParams();
  const navigator = useInjection(AppNavigator);
  const session = useInjection(SessionStore);
  const startUp = useInjection(StartUpStore);

  const value = params.get(MODAL_PARAM);
  const modal = value !== null && isModalName(value) ? value : null;
  const settled = session.status === 'authenticated' || session.status === 'anonymous';
  const Modal = modal === null ? undefined : MODALS[modal];
  const allowed =
    modal !== null &&
    Modal !== undefined &&
    isModalAllowed(modal, {
      loggedIn: session.isLoggedIn,
      instantorEnabled: startUp.config?.instantorEnabled ?? false,
    }) &&
    !(session.isLoggedIn && LOGGED_OUT_ONLY.has(modal));

  // Keyed on the location too: a refused modal can replace another refused one (login → profile).
  const refused = value !== null && settled && !allowed;
  const { key } = useLocation();
  useEffect(() => {
    if (refused) navigator.closeModal();
  }, [refused, key, navigator]);

  if (!settled || !allowed) return null;
  return (
    <Suspense fallback={<ModalLoading />}>
      <Modal
        onClose={() => {
          navigator.closeModal();
        }}
      />
    </Suspense>
  );
}

export default observer(ModalHost);
