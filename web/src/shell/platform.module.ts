import { BrowserClock } from '@lv-casino/adapters/browser/browser.clock.ts';
import { SessionStorageTokenStore } from '@lv-casino/adapters/browser/session-storage.token-store.ts';
import { CatalogueHttpAdapter } from '@lv-casino/adapters/http/catalogue.http-adapter.ts';
import { ConfigHttpAdapter } from '@lv-casino/adapters/http/config.http-adapter.ts';
import { TranslationsHttpAdapter } from '@lv-casino/adapters/http/translations.http-adapter.ts';
import type { ClientAction } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { AccountPort } from '@lv-casino/core/account/account.port.ts';
import { AuthPort } from '@lv-casino/core/session/auth.port.ts';
import { CataloguePort } from '@lv-casino/core/catalogue/catalogue.port.ts';
import { ClockPort } from '@lv-casino/core/shared/clock.port.ts';
import { ConfigPort } from '@lv-casino/core/config/config.port.ts';
import { ContentPort } from '@lv-casino/core/content/content.port.ts';
import type { CookiePort } from '@lv-casino/core/shared/cookie.port.ts';
import type { FieldMetricsPort } from '@lv-casino/core/field-metrics/field-metrics.port.ts';
import { SportsbookPort } from '@lv-casino/core/sportsbook/sportsbook.port.ts';
import { FeedsPort } from '@lv-casino/core/feeds/feeds.port.ts';
import { GamePort } from '@lv-casino/core/game-start/game.port.ts';
import { CustomerPort } from '@lv-casino/core/session/customer.port.ts';
import type { LanguageStorePort } from '@lv-casino/core/routing/language-store.port.ts';
import type { NotificationsPort } from '@lv-casino/core/notifications/notifications.port.ts';
import { PlayerGamesPort } from '@lv-casino/core/player-games/player-games.port.ts';
import { RegistrationPort } from '@lv-casino/core/registration/registration.port.ts';
import { SmartIdPort } from '@lv-casino/core/smart-id/smart-id.port.ts';
import { SmsVerificationPort } from '@lv-casino/core/sms/sms-verification.port.ts';
import { TokenStorePort } from '@lv-casino/core/session/token-store.port.ts';
import { TranslationsPort } from '@lv-casino/core/content/translations.port.ts';
import { LANGUAGES } from '@lv-casino/core/routing/language.ts';
import {
  createCustomerFacingClient,
  type CustomerFacingClient,
} from '@lv-casino/sdk/customer-facing.client.ts';
import { buildErrorRuntimeCatalogue } from '@lv-casino/sdk/generated/error-catalogue.ts';
import { ContainerModule } from 'inversify';
import { AccountPortsLoader } from '../kernel/account-ports.ts';
import { CustomerFacingClientToken } from '../kernel/customer-facing-client.token.ts';
import { bindDeferredGroup, deferredPort } from '../kernel/deferred-port.ts';
import { CallFailures } from '../kernel/call-failures.ts';
import { DeferredTabSharedTokens } from '../kernel/deferred-tab-shared-tokens.ts';
import { observeCalls } from '../kernel/observed-fetch.ts';
import { SessionSignals } from '../kernel/session-signals.ts';
import { answerEarly } from '../kernel/early-responses.ts';
import { SiteConfig } from '../kernel/site-config.ts';
import { CookiePortLoader } from '../kernel/cookie-port-loader.ts';
import { FieldMetricsPortLoader } from '../kernel/field-metrics-port-loader.ts';
import { LanguageStoreLoader } from '../kernel/language-sync.ts';
import { NotificationsPortLoader } from '../kernel/notifications-port-loader.ts';

/*
 * The platform module: the SDK client and the adapters bound to core's ports. It is the only web
 * module that imports @lv-casino/adapters (a dependency rule of npm test); tests load
 * `fakePortsModule` in its place. Bound as every module binds
 * (web/README.md, Container modules).
 */

/** X-Client-Code of this front end. */
export const CLIENT_CODE = 'lv-casino-web';
/** X-Label-Entry-Point of the Latvian label. */
export const LABEL_ENTRY_POINT = 'LV';

/** The contract's code for a client action (e.g. 98 for session-expired); the catalogue is the source, built when a signal needs it. */
function codeOf(action: ClientAction): number {
  const entry = buildErrorRuntimeCatalogue().find((candidate) => candidate.clientAction === action);
  if (entry === undefined) throw new Error(`The error catalogue has no code with action ${action}`);
  return entry.code;
}

/** The WebSocket URL of the STOMP broker on the page's own host. */
const brokerUrlOf = (location: Location): string =>
  `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;

/** The platform of a browser window: session storage, the API on the page's origin, the broker on /ws. */
export function createPlatformModule(window: Window): ContainerModule {
  const { location } = window;
  const baseUrl = location.origin;
  return new ContainerModule(({ bind }) => {
    bind<ClockPort>(ClockPort).toConstantValue(new BrowserClock());
    bind(SessionStorageTokenStore)
      .toDynamicValue(() => new SessionStorageTokenStore({ storage: window.sessionStorage }))
      .inSingletonScope();
    // The pair is shared with the other tabs holding this session (one opened from another copies
    // it): a refresh in either reaches the other, a logout in either logs the other out. The sharing
    // is a chunk loaded once this tab holds a session.
    bind(DeferredTabSharedTokens)
      .toDynamicValue((context) => {
        const store = context.get(SessionStorageTokenStore);
        const clock = context.get<ClockPort>(ClockPort);
        const signals = context.get(SessionSignals);
        return new DeferredTabSharedTokens(store, async () =>
          (await import('@lv-casino/adapters/browser/tab-shared-session.ts')).shareSessionBetweenTabs({
            store,
            clock,
            onEndedElsewhere: () => {
              signals.emitEndedElsewhere();
            },
          }),
        );
      })
      .inSingletonScope();
    bind<TokenStorePort>(TokenStorePort)
      .toDynamicValue((context) => context.get(DeferredTabSharedTokens))
      .inSingletonScope();
    bind<CustomerFacingClient>(CustomerFacingClientToken)
      .toDynamicValue((context) => {
        const signals = context.get(SessionSignals);
        return createCustomerFacingClient({
          baseUrl,
          clientCode: CLIENT_CODE,
          labelEntryPoint: LABEL_ENTRY_POINT,
          tokens: context.get(DeferredTabSharedTokens),
          // Start-up's first calls take the answers of those index.html sent while the code downloaded.
          fetch: observeCalls(
            answerEarly(
              window.lvCasinoEarlyRequests,
              (request) => window.fetch(request),
              () => window.performance.now(),
            ),
            context.get(CallFailures),
          ),
          onSessionExpired: () => {
            signals.emit(codeOf('session-expired'));
          },
          onUnauthorised: () => {
            signals.emit(codeOf('force-logout-open-login'));
          },
        });
      })
      .inSingletonScope();
    const http = (token: symbol, create: (api: CustomerFacingClient) => unknown): void => {
      bind(token)
        .toDynamicValue((context) => create(context.get<CustomerFacingClient>(CustomerFacingClientToken)))
        .inSingletonScope();
    };
    http(ConfigPort, (api): ConfigPort => new ConfigHttpAdapter(api));
    // The other adapters are chunks loaded with the first call that needs them, in groups that are
    // needed together: a visitor's lobby downloads none of them.
    const deferredGroup = <Group>(
      load: () => Promise<Group>,
      ports: { readonly [Adapter in keyof Group]?: symbol },
    ): void => {
      bindDeferredGroup<Group>(bind, CustomerFacingClientToken, load, ports);
    };
    deferredGroup(() => import('@lv-casino/adapters/http/session.adapter-group.ts'), {
      AuthHttpAdapter: AuthPort,
      CustomerHttpAdapter: CustomerPort,
    });
    const accountEntry = () => import('@lv-casino/adapters/http/account-entry.adapter-group.ts');
    // A language change writes the player's profile (AccountPort) and the stored language: one chunk.
    bind<() => Promise<LanguageStorePort>>(LanguageStoreLoader).toConstantValue(
      async () => new (await accountEntry()).SessionStorageLanguageStore({ storage: window.sessionStorage }),
    );
    deferredGroup(accountEntry, {
      AccountHttpAdapter: AccountPort,
      RegistrationHttpAdapter: RegistrationPort,
      SmartIdHttpAdapter: SmartIdPort,
      SmsVerificationHttpAdapter: SmsVerificationPort,
    });
    const games = () => import('@lv-casino/adapters/http/games.adapter-group.ts');
    deferredGroup(games, { GameHttpAdapter: GamePort });
    http(PlayerGamesPort, (api) =>
      deferredPort<PlayerGamesPort>(async () => new (await games()).PlayerGamesHttpAdapter(api, { baseUrl })),
    );
    deferredGroup(() => import('@lv-casino/adapters/http/sportsbook.adapter-group.ts'), {
      SportsbookHttpAdapter: SportsbookPort,
    });
    deferredGroup(() => import('@lv-casino/adapters/http/lobby-content.adapter-group.ts'), {
      ContentHttpAdapter: ContentPort,
      FeedsHttpAdapter: FeedsPort,
    });
    // The account's ports (profile tabs, deposits, player protection): the platform's second part, a
    // chunk loaded before the first feature that needs them (AccountFeatureModule).
    bind<() => Promise<ContainerModule>>(AccountPortsLoader).toConstantValue(async () =>
      (await import('./platform-account.loader.ts')).loadAccountPlatformModule(window),
    );
    // The affiliate cookie is read by the registration, with the account-entry adapters.
    bind<() => Promise<CookiePort>>(CookiePortLoader).toConstantValue(
      async () => new (await accountEntry()).DocumentCookiePort({ document: window.document }),
    );
    // The operator's field data, only in a build that names its collector (unset, the binding and its
    // chunk are left out of the bundle).
    const fieldMetricsUrl = import.meta.env.VITE_FIELD_METRICS_URL;
    if (fieldMetricsUrl) {
      bind<() => Promise<FieldMetricsPort>>(FieldMetricsPortLoader).toConstantValue(
        async () =>
          new (
            await import('@lv-casino/adapters/browser/field-metrics.beacon-adapter.ts')
          ).FieldMetricsBeaconAdapter({ url: fieldMetricsUrl, page: window }),
      );
    }
    http(TranslationsPort, (api): TranslationsPort => new TranslationsHttpAdapter(api));
    bind<CataloguePort>(CataloguePort)
      .toDynamicValue((context) => {
        const site = context.get(SiteConfig);
        return new CatalogueHttpAdapter(context.get<CustomerFacingClient>(CustomerFacingClientToken), {
          baseUrl,
          // Read per call: the config arrives during start-up.
          defaultLanguage: () => site.general?.defaultLanguage ?? LANGUAGES[0],
        });
      })
      .inSingletonScope();
    bind<() => Promise<NotificationsPort>>(NotificationsPortLoader)
      .toDynamicValue((context) => {
        const tokens = context.get(SessionStorageTokenStore);
        const api = context.get<CustomerFacingClient>(CustomerFacingClientToken);
        const signals = context.get(SessionSignals);
        // The STOMP client is a chunk of its own, loaded when a session is restored or begins.
        let port: Promise<NotificationsPort> | null = null;
        return () => {
          port ??= import('@lv-casino/adapters/stomp/notifications.stomp-adapter.ts').then(
            ({ NotificationsStompAdapter, NOTIFICATIONS_DESTINATION }) =>
              new NotificationsStompAdapter({
                // The realtime configuration: the broker and the customer's destination.
                brokerURL: brokerUrlOf(location),
                destination: NOTIFICATIONS_DESTINATION,
                tokens,
                // ERROR 96/97 joins the HTTP calls' single-flight refresh; 98 ends the session as on HTTP.
                refresh: (refused) => api.refreshSession(refused),
                onSessionEnded: (errorCode) => {
                  signals.emit(errorCode);
                },
                // Back online: reconnect at once, not after the 10 s retry delay.
                network: window,
              }),
          );
          return port;
        };
      })
      .inSingletonScope();
  });
}
