import { ok } from '@lv-casino/core/shared/result.ts';
import { createTokens, createUser } from '@lv-casino/core/testing/user.builder.ts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { AppRoot } from '../../kernel/app-root.tsx';
import { createAppContainer } from '../../shell/container.ts';
import { FeatureModules } from '../../kernel/feature-modules.ts';
import { NavigationBridge } from '../../kernel/navigation-bridge.tsx';
import type { ProfileTabEntry } from '../../kernel/registry.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { createFakePortsModule, createTestPorts, type TestPorts } from '../../testing/fake-ports.module.ts';

/**
 * A responsible-gaming tab as the profile modal shows it, for anna logged in: the app's container over
 * fake ports (limits, exclusion, reality check), the tab's chunk prepared as the profile does.
 */
export async function renderProfileTab(entry: ProfileTabEntry, ports: TestPorts = createTestPorts()) {
  ports.tokens.write(createTokens());
  ports.customer.user = ok(createUser({ lang: 'en' }));
  const container = createAppContainer(createFakePortsModule(ports), {
    device: 'desktop',
    initialLanguage: 'en',
  });
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
    { initialEntries: [`/en/casino?modal=profile&selectedTab=${entry.tab}`] },
  );
  render(<AppRoot container={container} router={router} />);
  return { ports, container, router, user: userEvent.setup() };
}
