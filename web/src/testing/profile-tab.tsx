import type { Language } from '@lv-casino/core/routing/language.ts';
import { ok } from '@lv-casino/core/shared/result.ts';
import { createTokens, createUser } from '@lv-casino/core/testing/user.builder.ts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Container } from 'inversify';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { AppNavigator } from '../kernel/app-navigator.ts';
import { AppRoot } from '../kernel/app-root.tsx';
import { FeatureModules } from '../kernel/feature-modules.ts';
import { NavigationBridge } from '../kernel/navigation-bridge.tsx';
import type { FeatureLoad, ModalEntry, ProfileTabEntry } from '../kernel/registry.ts';
import { SessionStore } from '../kernel/session.store.ts';
import { createAppContainer } from '../shell/container.ts';
import { createFakePortsModule, createTestPorts, type TestPorts } from './fake-ports.module.ts';

export interface LoggedInOptions {
  /** The ports the app runs over, with the screen's own fakes in them (deposits, withdraw, profile). */
  readonly ports?: TestPorts;
  readonly language?: Language;
  /** The logged-in player: anna in the page's language, with these changes. */
  readonly player?: Parameters<typeof createUser>[0];
  /** What is known before the session is restored (the site's config). */
  readonly prepare?: (container: Container) => void;
}

export interface ProfileTabOptions extends LoggedInOptions {
  /** The profile's selectedTab (the tab's own unless told). */
  readonly selectedTab?: string;
}

/**
 * A feature's view for anna logged in: the app's container over fake ports, the session restored and
 * the view's chunk prepared under its owner, as the app does, rendered at `search` of the casino with
 * the navigator's bridge.
 */
async function renderLoggedIn<Props>(
  entry: { readonly owner: string; readonly load: FeatureLoad<Props> },
  search: string,
  show: (View: ComponentType<Props>) => ReactNode,
  { ports = createTestPorts(), language = 'en', player, prepare }: LoggedInOptions,
) {
  ports.tokens.write(createTokens());
  ports.customer.user = ok(createUser({ lang: language, ...player }));
  const container = createAppContainer(createFakePortsModule(ports), {
    device: 'desktop',
    initialLanguage: language,
  });
  prepare?.(container);
  container.get(AppNavigator).knowModalParams(['selectedTab']);
  await container.get(SessionStore).restore();
  const View = await container.get(FeatureModules).prepare(entry.owner, await entry.load());
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <NavigationBridge />
            {show(View)}
          </>
        ),
      },
    ],
    { initialEntries: [`/${language}/casino?${search}`] },
  );
  const user = userEvent.setup();
  render(<AppRoot container={container} router={router} />);
  return { ports, container, router, user };
}

/**
 * A tab as the profile modal shows it, for anna logged in: the app's container over fake ports, the
 * profile's own query parameter known to the navigator (as the modal host tells it), the session
 * restored and the tab's chunk prepared as the profile does, under the profile's address.
 */
export function renderProfileTab(
  entry: ProfileTabEntry,
  { selectedTab = entry.tab, ...options }: ProfileTabOptions = {},
) {
  return renderLoggedIn(entry, `modal=profile&selectedTab=${selectedTab}`, (View) => <View />, options);
}

/**
 * A modal of the account as the modal host shows it (`?modal=<name>&<search>`), for anna logged in:
 * its chunk prepared under its owner, over fake ports; closing it does nothing.
 */
export function renderAccountModal(entry: ModalEntry, search = '', options: LoggedInOptions = {}) {
  const query = search === '' ? `modal=${entry.modal}` : `modal=${entry.modal}&${search}`;
  return renderLoggedIn(entry, query, (View) => <View onClose={() => undefined} />, options);
}
