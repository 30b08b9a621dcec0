import type { Language } from '@lv-casino/core/routing/language.ts';
import { ok } from '@lv-casino/core/shared/result.ts';
import { createTokens, createUser } from '@lv-casino/core/testing/user.builder.ts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Container } from 'inversify';
import { createMemoryRouter } from 'react-router';
import { AppNavigator } from '../kernel/app-navigator.ts';
import { AppRoot } from '../kernel/app-root.tsx';
import { FeatureModules } from '../kernel/feature-modules.ts';
import { NavigationBridge } from '../kernel/navigation-bridge.tsx';
import type { ProfileTabEntry } from '../kernel/registry.ts';
import { SessionStore } from '../kernel/session.store.ts';
import { createAppContainer } from '../shell/container.ts';
import { createFakePortsModule, createTestPorts, type TestPorts } from './fake-ports.module.ts';

export interface ProfileTabOptions {
  /** The ports the app runs over, with the tab's own fakes in them (deposits, withdraw, profile). */
  readonly ports?: TestPorts;
  readonly language?: Language;
  /** The logged-in player: anna in the page's language, with these changes. */
  readonly player?: Parameters<typeof createUser>[0];
  /** The profile's selectedTab (the tab's own unless told). */
  readonly selectedTab?: string;
  /** What is known before the session is restored (the site's config). */
  readonly prepare?: (container: Container) => void;
}

/**
 * A tab as the profile modal shows it, for anna logged in: the app's container over fake ports, the
 * profile's own query parameter known to the navigator (as the modal host tells it), the session
 * restored and the tab's chunk prepared as the profile does, under the profile's address.
 */
export async function renderProfileTab(
  entry: ProfileTabEntry,
  {
    ports = createTestPorts(),
    language = 'en',
    player,
    selectedTab = entry.tab,
    prepare,
  }: ProfileTabOptions = {},
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
            <View />
          </>
        ),
      },
    ],
    { initialEntries: [`/${language}/casino?modal=profile&selectedTab=${selectedTab}`] },
  );
  const user = userEvent.setup();
  render(<AppRoot container={container} router={router} />);
  return { ports, container, router, user };
}
