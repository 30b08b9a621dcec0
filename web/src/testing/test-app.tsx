import type { Language } from '@lv-casino/core/routing/language.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Container } from 'inversify';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { AppRoot } from '../kernel/app-root.tsx';
import type { AppModuleOptions } from '../shell/app.module.ts';
import { createAppContainer } from '../shell/container.ts';
import { FeatureModules } from '../kernel/feature-modules.ts';
import { createAppRoutes } from '../shell/routes.tsx';
import { createFakePortsModule, createTestPorts, type TestPorts } from './fake-ports.module.ts';

export { createTestPorts, type TestPorts } from './fake-ports.module.ts';

export interface TestApp {
  readonly router: DataRouter;
  readonly container: Container;
  readonly ports: TestPorts;
  readonly user: UserEvent;
}

export interface RenderAppOptions {
  readonly ports?: TestPorts;
  /** Language of the first paint; default en. */
  readonly language?: Language;
  /** Default desktop. */
  readonly device?: Device;
  /** The browser page's events and scrolling (default: none). */
  readonly page?: AppModuleOptions['page'];
}

/**
 * Renders the whole app at `path` in a memory router: the app's own container with the fake-ports
 * module in place of the platform module, and the contract's real error and notification catalogues
 * (so messages resolve to the texts the player would see).
 */
export function renderApp(path: string, options: RenderAppOptions = {}): TestApp {
  const { ports = createTestPorts(), language = 'en', device = 'desktop', page } = options;
  const container = createAppContainer(createFakePortsModule(ports), {
    device,
    initialLanguage: language,
    ...(page === undefined ? {} : { page }),
  });
  const router = createMemoryRouter(createAppRoutes(container.get(FeatureModules)), {
    initialEntries: [path],
  });
  const user = userEvent.setup();
  render(<AppRoot container={container} router={router} />);
  return { router, container, ports, user };
}
