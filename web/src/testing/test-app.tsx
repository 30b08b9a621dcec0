import { AuthPort } from '@lv-casino/core/ports/auth.port.ts';
import { CataloguePort } from '@lv-casino/core/ports/catalogue.port.ts';
import { ConfigPort } from '@lv-casino/core/ports/config.port.ts';
import { CustomerPort } from '@lv-casino/core/ports/customer.port.ts';
import { NotificationsPort } from '@lv-casino/core/ports/notifications.port.ts';
import { TokenStorePort } from '@lv-casino/core/ports/token-store.port.ts';
import { TranslationsPort } from '@lv-casino/core/ports/translations.port.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { FakeAuthPort } from '@lv-casino/core/testing/auth-port.fake.ts';
import { FakeCataloguePort } from '@lv-casino/core/testing/catalogue-port.fake.ts';
import { FakeConfigPort } from '@lv-casino/core/testing/config-port.fake.ts';
import { FakeCustomerPort } from '@lv-casino/core/testing/customer-port.fake.ts';
import { FakeNotificationsPort } from '@lv-casino/core/testing/notifications-port.fake.ts';
import { InMemoryTokenStore } from '@lv-casino/core/testing/token-store.in-memory.ts';
import { FakeTranslationsPort } from '@lv-casino/core/testing/translations-port.fake.ts';
import { render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Container } from 'inversify';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { AppRoot } from '../app/app-root.tsx';
import { bindApplication, bindContractCatalogues } from '../app/container.ts';
import { appRoutes } from '../app/routes.tsx';

/** Core's in-memory fakes of every port the web uses; private calls fail with 3 when no token is stored. */
export interface TestPorts {
  readonly tokens: InMemoryTokenStore;
  readonly auth: FakeAuthPort;
  readonly customer: FakeCustomerPort;
  readonly config: FakeConfigPort;
  readonly catalogue: FakeCataloguePort;
  readonly translations: FakeTranslationsPort;
  readonly notifications: FakeNotificationsPort;
}

export function createTestPorts(): TestPorts {
  const tokens = new InMemoryTokenStore();
  return {
    tokens,
    auth: new FakeAuthPort({ tokens }),
    customer: new FakeCustomerPort({ tokens }),
    config: new FakeConfigPort({ tokens }),
    catalogue: new FakeCataloguePort(),
    translations: new FakeTranslationsPort(),
    notifications: new FakeNotificationsPort(),
  };
}

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
}

/**
 * Renders the whole app at `path` in a memory router, over core's fakes and the contract's real
 * error and notification catalogues (so messages resolve to the ids the player would see).
 */
export function renderApp(path: string, options: RenderAppOptions = {}): TestApp {
  const { ports = createTestPorts(), language = 'en', device = 'desktop' } = options;
  const container = new Container();
  container.bind<TokenStorePort>(TokenStorePort).toConstantValue(ports.tokens);
  container.bind<AuthPort>(AuthPort).toConstantValue(ports.auth);
  container.bind<CustomerPort>(CustomerPort).toConstantValue(ports.customer);
  container.bind<ConfigPort>(ConfigPort).toConstantValue(ports.config);
  container.bind<CataloguePort>(CataloguePort).toConstantValue(ports.catalogue);
  container.bind<TranslationsPort>(TranslationsPort).toConstantValue(ports.translations);
  container.bind<NotificationsPort>(NotificationsPort).toConstantValue(ports.notifications);
  bindContractCatalogues(container);
  bindApplication(container, { device, initialLanguage: language });

  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  render(<AppRoot container={container} router={router} />);
  return { router, container, ports, user };
}
