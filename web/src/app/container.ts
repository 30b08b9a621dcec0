import { AuthHttpAdapter } from '@lv-casino/adapters/http/auth.http-adapter.ts';
import { CatalogueHttpAdapter } from '@lv-casino/adapters/http/catalogue.http-adapter.ts';
import { ConfigHttpAdapter } from '@lv-casino/adapters/http/config.http-adapter.ts';
import { CustomerHttpAdapter } from '@lv-casino/adapters/http/customer.http-adapter.ts';
import { TranslationsHttpAdapter } from '@lv-casino/adapters/http/translations.http-adapter.ts';
import { SessionStorageTokenStore } from '@lv-casino/adapters/browser/session-storage.token-store.ts';
import { StartUpUseCase } from '@lv-casino/core/catalogue/start-up.use-case.ts';
import { ErrorCatalogue, type ClientAction } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { ErrorCatalogueTable } from '@lv-casino/core/errors/error-catalogue.table.ts';
import { NotificationCatalogue } from '@lv-casino/core/notifications/customer-notification.ts';
import { NotificationCatalogueTable } from '@lv-casino/core/notifications/notification-catalogue.table.ts';
import { AuthPort } from '@lv-casino/core/ports/auth.port.ts';
import { CataloguePort } from '@lv-casino/core/ports/catalogue.port.ts';
import { ConfigPort } from '@lv-casino/core/ports/config.port.ts';
import { CustomerPort } from '@lv-casino/core/ports/customer.port.ts';
import { NotificationsPort } from '@lv-casino/core/ports/notifications.port.ts';
import { TokenStorePort } from '@lv-casino/core/ports/token-store.port.ts';
import { TranslationsPort } from '@lv-casino/core/ports/translations.port.ts';
import { isLanguage, LANGUAGES, type Language } from '@lv-casino/core/routing/language.ts';
import { ForcedLogoutUseCase } from '@lv-casino/core/session/forced-logout.use-case.ts';
import { LoginUseCase } from '@lv-casino/core/session/login.use-case.ts';
import { LogoutUseCase } from '@lv-casino/core/session/logout.use-case.ts';
import { RestoreSessionUseCase } from '@lv-casino/core/session/restore-session.use-case.ts';
import { SessionErrorUseCase } from '@lv-casino/core/session/session-error.use-case.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import {
  createCustomerFacingClient,
  type CustomerFacingClient,
} from '@lv-casino/sdk/customer-facing.client.ts';
import { errorCatalogue } from '@lv-casino/sdk/generated/error-catalogue.ts';
import { notificationCatalogue } from '@lv-casino/sdk/generated/notifications.ts';
import { Container } from 'inversify';
import { LobbyStore } from '../features/lobby/lobby.store.ts';
import { AppNavigator } from './app-navigator.ts';
import { DeferredNotificationsPort } from './deferred-notifications.port.ts';
import { detectDevice, DeviceToken } from './device.ts';
import { IntlStore } from './intl.store.ts';
import { SessionStore } from './session.store.ts';
import { StartUpStore } from './start-up.store.ts';

/*
 * The composition root: the only module that knows concrete classes. `createAppContainer` binds
 * core's ports to the HTTP, STOMP and session-storage adapters over the SDK client, the contract's
 * catalogues to core's catalogue ports, and (through `bindApplication`, shared with the tests) the
 * use-cases and stores. It is longer than a module usually is because every binding lives here.
 */

/** X-Client-Code of this front end. */
export const CLIENT_CODE = 'lv-casino-web';
/** X-Label-Entry-Point of the Latvian label. */
export const LABEL_ENTRY_POINT = 'LV';

/** Container token of the SDK's customer-facing client. */
export const CustomerFacingClientToken = Symbol('CustomerFacingClient');

/** The contract's code for a client action (e.g. 98 for session-expired); the catalogue is the source. */
function codeOf(action: ClientAction): number {
  const entry = errorCatalogue.find((candidate) => candidate.clientAction === action);
  if (entry === undefined) throw new Error(`The error catalogue has no code with action ${action}`);
  return entry.code;
}

/** The WebSocket URL of the STOMP broker on the page's own host. */
const brokerUrlOf = (location: Location): string =>
  `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;

/** The language of the first path segment, else the product's first language until config says more. */
function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  return isLanguage(first) ? first : LANGUAGES[0];
}

/** The app's container for a browser window. */
export function createAppContainer(window: Window): Container {
  const container = new Container();
  const { location } = window;
  const baseUrl = location.origin;

  container
    .bind(SessionStorageTokenStore)
    .toResolvedValue(() => new SessionStorageTokenStore({ storage: window.sessionStorage }))
    .inSingletonScope();
  container
    .bind<TokenStorePort>(TokenStorePort)
    .toResolvedValue((store: SessionStorageTokenStore) => store, [SessionStorageTokenStore])
    .inSingletonScope();
  container
    .bind<CustomerFacingClient>(CustomerFacingClientToken)
    .toResolvedValue(
      (tokens: SessionStorageTokenStore) =>
        createCustomerFacingClient({
          baseUrl,
          clientCode: CLIENT_CODE,
          labelEntryPoint: LABEL_ENTRY_POINT,
          tokens,
          // Resolved when the signal comes, long after the store exists (it depends on this client).
          onSessionExpired: () => {
            container.get(SessionStore).handleSessionSignal(codeOf('session-expired'));
          },
          onUnauthorised: () => {
            container.get(SessionStore).handleSessionSignal(codeOf('force-logout-open-login'));
          },
        }),
      [SessionStorageTokenStore],
    )
    .inSingletonScope();
  bindHttpAdapters(container, baseUrl);
  container
    .bind<NotificationsPort>(NotificationsPort)
    .toResolvedValue(
      (tokens: SessionStorageTokenStore) =>
        // The STOMP client is a chunk of its own, loaded at the first login.
        new DeferredNotificationsPort(async () => {
          const { NotificationsStompAdapter } =
            await import('@lv-casino/adapters/stomp/notifications.stomp-adapter.ts');
          return new NotificationsStompAdapter({ brokerURL: brokerUrlOf(location), tokens });
        }),
      [SessionStorageTokenStore],
    )
    .inSingletonScope();
  bindContractCatalogues(container);
  bindApplication(container, {
    device: detectDevice(window),
    initialLanguage: languageOfPath(location.pathname),
  });
  return container;
}

function bindHttpAdapters(container: Container, baseUrl: string): void {
  container
    .bind<AuthPort>(AuthPort)
    .toResolvedValue((api: CustomerFacingClient) => new AuthHttpAdapter(api), [CustomerFacingClientToken])
    .inSingletonScope();
  container
    .bind<ConfigPort>(ConfigPort)
    .toResolvedValue((api: CustomerFacingClient) => new ConfigHttpAdapter(api), [CustomerFacingClientToken])
    .inSingletonScope();
  container
    .bind<CustomerPort>(CustomerPort)
    .toResolvedValue((api: CustomerFacingClient) => new CustomerHttpAdapter(api), [CustomerFacingClientToken])
    .inSingletonScope();
  container
    .bind<TranslationsPort>(TranslationsPort)
    .toResolvedValue(
      (api: CustomerFacingClient) => new TranslationsHttpAdapter(api),
      [CustomerFacingClientToken],
    )
    .inSingletonScope();
  container
    .bind<CataloguePort>(CataloguePort)
    .toResolvedValue(
      (api: CustomerFacingClient) =>
        new CatalogueHttpAdapter(api, {
          baseUrl,
          // Read per call; start-up is long constructed by then.
          defaultLanguage: () => container.get(StartUpStore).config?.defaultLanguage ?? LANGUAGES[0],
        }),
      [CustomerFacingClientToken],
    )
    .inSingletonScope();
}

/** Core's ErrorCatalogue and NotificationCatalogue over the SDK's generated contract catalogues. */
export function bindContractCatalogues(container: Container): void {
  container
    .bind<ErrorCatalogue>(ErrorCatalogue)
    .toResolvedValue(() => new ErrorCatalogueTable(errorCatalogue))
    .inSingletonScope();
  container
    .bind<NotificationCatalogue>(NotificationCatalogue)
    .toResolvedValue(() => new NotificationCatalogueTable(notificationCatalogue))
    .inSingletonScope();
}

export interface ApplicationOptions {
  /** The layout the site renders for, decided once at start. */
  readonly device: Device;
  /** Language of the first paint (the route's, until start-up names the page language). */
  readonly initialLanguage: Language;
}

/**
 * Binds core's use-cases, the navigator and the stores over the ports (and the two contract
 * catalogues) already bound in `container`. The app's container and the tests' share this, and
 * differ only in what they bind the ports to.
 */
export function bindApplication(container: Container, options: ApplicationOptions): void {
  container.bind<Device>(DeviceToken).toConstantValue(options.device);
  container
    .bind(IntlStore)
    .toResolvedValue(() => new IntlStore(options.initialLanguage))
    .inSingletonScope();
  container
    .bind(AppNavigator)
    .toResolvedValue((intl: IntlStore) => new AppNavigator(() => intl.language), [IntlStore])
    .inSingletonScope();

  container
    .bind(StartUpUseCase)
    .toResolvedValue(
      (
        config: ConfigPort,
        translations: TranslationsPort,
        catalogue: CataloguePort,
        errors: ErrorCatalogue,
      ) => new StartUpUseCase(config, translations, catalogue, errors),
      [ConfigPort, TranslationsPort, CataloguePort, ErrorCatalogue],
    )
    .inSingletonScope();
  container
    .bind(LoginUseCase)
    .toResolvedValue(
      (auth: AuthPort, tokens: TokenStorePort, customer: CustomerPort, errors: ErrorCatalogue) =>
        new LoginUseCase(auth, tokens, customer, errors),
      [AuthPort, TokenStorePort, CustomerPort, ErrorCatalogue],
    )
    .inSingletonScope();
  container
    .bind(LogoutUseCase)
    .toResolvedValue(
      (auth: AuthPort, tokens: TokenStorePort) => new LogoutUseCase(auth, tokens),
      [AuthPort, TokenStorePort],
    )
    .inSingletonScope();
  container
    .bind(RestoreSessionUseCase)
    .toResolvedValue(
      (tokens: TokenStorePort, customer: CustomerPort, errors: ErrorCatalogue) =>
        new RestoreSessionUseCase(tokens, customer, errors),
      [TokenStorePort, CustomerPort, ErrorCatalogue],
    )
    .inSingletonScope();
  container
    .bind(ForcedLogoutUseCase)
    .toResolvedValue(
      (auth: AuthPort, tokens: TokenStorePort, notifications: NotificationCatalogue) =>
        new ForcedLogoutUseCase(auth, tokens, notifications),
      [AuthPort, TokenStorePort, NotificationCatalogue],
    )
    .inSingletonScope();
  container
    .bind(SessionErrorUseCase)
    .toResolvedValue(
      (tokens: TokenStorePort, errors: ErrorCatalogue) => new SessionErrorUseCase(tokens, errors),
      [TokenStorePort, ErrorCatalogue],
    )
    .inSingletonScope();

  container
    .bind(StartUpStore)
    .toResolvedValue(
      (useCase: StartUpUseCase, intl: IntlStore, device: Device) => new StartUpStore(useCase, intl, device),
      [StartUpUseCase, IntlStore, DeviceToken],
    )
    .inSingletonScope();
  container
    .bind(LobbyStore)
    .toResolvedValue((startUp: StartUpStore) => new LobbyStore(startUp), [StartUpStore])
    .inSingletonScope();
  container
    .bind(SessionStore)
    .toResolvedValue(
      (
        login: LoginUseCase,
        logout: LogoutUseCase,
        restore: RestoreSessionUseCase,
        forcedLogout: ForcedLogoutUseCase,
        sessionError: SessionErrorUseCase,
        notifications: NotificationsPort,
        navigator: AppNavigator,
      ) => new SessionStore({ login, logout, restore, forcedLogout, sessionError, notifications, navigator }),
      [
        LoginUseCase,
        LogoutUseCase,
        RestoreSessionUseCase,
        ForcedLogoutUseCase,
        SessionErrorUseCase,
        NotificationsPort,
        AppNavigator,
      ],
    )
    .inSingletonScope();
}
