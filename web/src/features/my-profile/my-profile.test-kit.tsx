import type { Language } from '@lv-casino/core/routing/language.ts';
import { ok } from '@lv-casino/core/shared/result.ts';
import { createGeneralConfig } from '@lv-casino/core/testing/config.builder.ts';
import { FakeProfilePort } from '@lv-casino/core/testing/profile-port.fake.ts';
import { createTokens, createUser } from '@lv-casino/core/testing/user.builder.ts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { expect } from 'vitest';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { AppRoot } from '../../kernel/app-root.tsx';
import { createAppContainer } from '../../shell/container.ts';
import { FeatureModules } from '../../kernel/feature-modules.ts';
import { NavigationBridge } from '../../kernel/navigation-bridge.tsx';
import { SessionStore } from '../../kernel/session.store.ts';
import { SiteConfig } from '../../kernel/site-config.ts';
import { createFakePortsModule, createTestPorts, type TestPorts } from '../../testing/fake-ports.module.ts';
import { profileTabs } from './my-profile.feature.ts';
import { tabEntryOf } from '../../testing/contributions.ts';

const myProfileTab = tabEntryOf('my-profile', profileTabs, 'my-profile');

export interface MyProfileTabOptions {
  readonly ports?: TestPorts;
  readonly profile?: FakeProfilePort;
  readonly language?: Language;
  /** The profile's selectedTab (my-profile unless told). */
  readonly selectedTab?: string;
}

/**
 * The my-profile tab as the profile modal shows it, for anna logged in: the app's container over fake
 * ports and a FakeProfilePort, the site's config loaded, the tab's chunk prepared as the profile does.
 * Resolves once the first sub-area has shown its heading.
 */
export async function renderMyProfileTab({
  ports = createTestPorts(),
  profile = new FakeProfilePort(),
  language = 'en',
  selectedTab = 'my-profile',
}: MyProfileTabOptions = {}) {
  ports.tokens.write(createTokens());
  ports.customer.user = ok(createUser({ lang: language }));
  const container = createAppContainer(createFakePortsModule({ ...ports, profile }), {
    device: 'desktop',
    initialLanguage: language,
  });
  container.get(SiteConfig).set(createGeneralConfig());
  container.get(AppNavigator).knowModalParams(['selectedTab']);
  await container.get(SessionStore).restore();
  const View = await container.get(FeatureModules).prepare(myProfileTab.owner, await myProfileTab.load());
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
  await screen.findByRole('heading', { level: 3 });
  await waitFor(() => {
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
  return { ports, profile, router, user, container };
}
