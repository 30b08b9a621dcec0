import { modal, profileTab, route, type FeatureLoad } from '../../kernel/registry.ts';

const load: FeatureLoad<object> = async () =>
  (await import('./deposit-result.loader.ts')).loadDepositResult();

/**
 * The deposit result pages (games-and-content.md §2 Deposit screens): /{lang}/deposit/{type},
 * /deposit/{type} and /deposit/notification, shown instead of the normal routes; lazy chunks.
 */
export const routes = [route('deposit/:type', load), route('/deposit/:type', load)];

/** deposit-status-modal: where the pending deposit stands; its view, module and texts load together. */
const depositStatusModal = modal('deposit-status-modal', async () => {
  const [view, { depositsModule, depositsMessages }] = await Promise.all([
    import('./deposit-status-modal.tsx'),
    import('./deposits.module.ts'),
  ]);
  return { view: view.default, module: depositsModule, messages: depositsMessages };
});

/**
 * The deposit tab of the profile (`?modal=profile&selectedTab=deposit`, account-and-session.md §2):
 * its view, module and messages load together, when the tab is first shown.
 */
const depositTab = profileTab('deposit', async () => {
  const [view, { depositsModule, depositsMessages }] = await Promise.all([
    import('./deposit-tab.tsx'),
    import('./deposits.module.ts'),
  ]);
  return { view: view.default, module: depositsModule, messages: depositsMessages };
});

export const modals = [depositStatusModal];

export const profileTabs = [depositTab];
