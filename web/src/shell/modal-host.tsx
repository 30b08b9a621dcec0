import { decideModal, type ModalName } from '@lv-casino/core/routing/modal-route.rule.ts';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ModalLoading } from './modal-loading.tsx';
import { useLocation, useSearchParams } from 'react-router';
import { AppNavigator, MODAL_PARAM } from '../kernel/app-navigator.ts';
import { browserLocation } from '../kernel/browser-location.ts';
import { useInjection } from '../kernel/container-context.ts';
import { usePreparedView } from '../kernel/prepared-view.ts';
import { FeedbackStore } from '../kernel/feedback.store.ts';
import { MODALS, PROFILE_TABS } from './modals.ts';
import { ProfileTabsContext } from '../kernel/profile-tabs-context.ts';
import type { ModalProps } from '../kernel/modal-props.ts';
import { modalQueryParams, type ModalEntry } from '../kernel/registry.ts';
import { SessionStore } from '../kernel/session.store.ts';
import { SiteConfig } from '../kernel/site-config.ts';
import { StartUpStore } from '../kernel/start-up.store.ts';

const ENTRIES: ReadonlyMap<ModalName, ModalEntry> = new Map(MODALS.map((entry) => [entry.modal, entry]));

const MODAL_PARAMS = modalQueryParams(MODALS);

/**
 * Renders the modal named by `?modal=` (account-and-session.md §2 Modal host) from its registry
 * entry, so every modal is deep-linkable and Back closes it. Core's `decideModal` is the guard: a
 * modal the player may not see now, or a value that is no modal, is closed again; nothing is decided
 * while the stored session is still being checked. A modal whose chunk fails to load offers a reload
 * in a toast.
 */
function ModalHost() {
  const [params] = useSearchParams();
  const navigator = useInjection(AppNavigator);
  const session = useInjection(SessionStore);
  const site = useInjection(SiteConfig);
  const feedback = useInjection(FeedbackStore);
  const startUp = useInjection(StartUpStore);
  // Before anything opens or closes: the navigator learns which query parameters belong to a modal.
  navigator.knowModalParams(MODAL_PARAMS);

  const decision = decideModal(params.get(MODAL_PARAM), {
    // The config (instantorEnabled) and the stored session must be known before anything is decided.
    settled: startUp.status === 'ready' && session.status !== 'unknown' && session.status !== 'restoring',
    loggedIn: session.isLoggedIn,
    instantorEnabled: site.general?.instantorEnabled ?? false,
  });
  const entry = decision.kind === 'render' ? ENTRIES.get(decision.modal) : undefined;
  const loaded = usePreparedView<ModalProps>(entry?.owner ?? '', entry?.load ?? null);

  // Keyed on the location too: a refused modal can replace another refused one (login → profile).
  const refused = decision.kind === 'refuse';
  const { key } = useLocation();
  useEffect(() => {
    if (refused) navigator.closeModal();
  }, [refused, key, navigator]);

  // A modal whose chunk cannot load (a new version replaced the files, or the network dropped):
  // the URL loses it and a toast offers the reload, instead of nothing happening.
  const failed = loaded.kind === 'failed';
  useEffect(() => {
    if (!failed) return;
    navigator.closeModal();
    feedback.show({
      messageId: 'app.chunkError.message',
      tone: 'error',
      action: {
        labelId: 'app.error.reload',
        run: () => {
          browserLocation.reload();
        },
      },
    });
  }, [failed, navigator, feedback]);

  if (entry === undefined) return null;
  const close = (): void => {
    navigator.closeModal();
  };
  if (loaded.kind === 'loading') return <ModalLoading />;
  if (loaded.kind === 'failed') return null;
  const { view: View } = loaded;
  return (
    <ProfileTabsContext value={PROFILE_TABS}>
      <View onClose={close} />
    </ProfileTabsContext>
  );
}

export default observer(ModalHost);
