import { ErrorCatalogue, type ClientAction } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { ErrorCatalogueTable } from '@lv-casino/core/errors/error-catalogue.table.ts';
import { AccountPort } from '@lv-casino/core/account/account.port.ts';
import { CataloguePort } from '@lv-casino/core/catalogue/catalogue.port.ts';
import { ClockPort } from '@lv-casino/core/shared/clock.port.ts';
import { ConfigPort } from '@lv-casino/core/config/config.port.ts';
import { ContentPort } from '@lv-casino/core/content/content.port.ts';
import { FeedsPort } from '@lv-casino/core/feeds/feeds.port.ts';
import { GamePort } from '@lv-casino/core/game-start/game.port.ts';
import { HistoryPort } from '@lv-casino/core/history/history.port.ts';
import { KycPort } from '@lv-casino/core/kyc/kyc.port.ts';
import { LimitsPort } from '@lv-casino/core/limits/limits.port.ts';
import { PlayerGamesPort } from '@lv-casino/core/player-games/player-games.port.ts';
import { ProfilePort } from '@lv-casino/core/profile/profile.port.ts';
import { RealityCheckPort } from '@lv-casino/core/reality-check/reality-check.port.ts';
import { RegistrationPort } from '@lv-casino/core/registration/registration.port.ts';
import { SmartIdPort } from '@lv-casino/core/smart-id/smart-id.port.ts';
import { SmsVerificationPort } from '@lv-casino/core/sms/sms-verification.port.ts';
import { TokenStorePort } from '@lv-casino/core/session/token-store.port.ts';
import { TranslationsPort } from '@lv-casino/core/content/translations.port.ts';
import { WithdrawPort } from '@lv-casino/core/withdraw/withdraw.port.ts';
import { LANGUAGES, type Language } from '@lv-casino/core/routing/language.ts';
import { fail, ok } from '@lv-casino/core/shared/result.ts';
import { createGame } from '@lv-casino/core/testing/catalogue.builder.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { createTokens, createUser } from '@lv-casino/core/testing/user.builder.ts';
import { errorCatalogue, errorRuntimeCatalogue } from '@lv-casino/sdk/generated/error-catalogue.ts';
import { refreshTokenPath } from '@lv-casino/sdk/refresh-options.ts';
import {
  createBalance,
  createUser as createUserDto,
} from '@lv-casino/sdk/testing/customer-facing.builders.ts';
import {
  errorResponse,
  FakeApiServer,
  jsonResponse,
  type RouteHandler,
} from '@lv-casino/sdk/testing/fake-api.server.ts';
import { FakeSessionBackend } from '@lv-casino/sdk/testing/fake-session.backend.ts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakePortsModule } from '../../testing/fake-ports.module.ts';
import { createTestPorts, renderApp, type TestPorts } from '../../testing/test-app.tsx';
import { AppRoot } from '../app-root.tsx';
import { createAppContainer } from '../../shell/container.ts';
import { CookiePortLoader } from '../cookie-port-loader.ts';
import { FeatureModules } from '../feature-modules.ts';
import { LanguageStoreLoader } from '../language-sync.ts';
import { NotificationsPortLoader } from '../notifications-port-loader.ts';
import { createPlatformModule } from '../../shell/platform.module.ts';
import { RealityTimerStoreLoader } from '../reality-timer-store-loader.ts';
import { createAppRoutes } from '../../shell/routes.tsx';
import { ContainerModule, type Container } from 'inversify';
import { AccountPortsLoader } from '../account-ports.ts';

/*
 * The contract's error catalogue as the player meets it (account-and-session.md §8): every code has a
 * text of its own in the catalogue chunk in lv, en and ru, and every code's client action is carried
 * out by the app: the walk drives each code through the app's wiring and looks at what the player
 * sees. That the message files hold the same ids with the same ICU arguments in every language, and
 * every catalogue key somewhere, is i18n/messages.check.test.ts's.
 */

/** The catalogue chunk's texts in a language, as written (the bundle has them compiled). */
const textsIn = (language: Language): Readonly<Record<string, string>> =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'messages', `${language}.json`), 'utf8')) as Record<
    string,
    string
  >;

const TEXTS: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  lv: textsIn('lv'),
  en: textsIn('en'),
  ru: textsIn('ru'),
};

/** A text that reads the same in every language: digits, signs and punctuation only. */
const languageNeutral = (text: string): boolean => /^[\d\s\p{P}\p{S}]*$/u.test(text);

/** The English text of a code, as the player reads it. */
const textOf = (code: number): string => {
  const key = errorCatalogue.find((entry) => entry.code === code)?.messageKey ?? '';
  return TEXTS.en[key] ?? `(no text for ${key})`;
};

describe('the texts of the error catalogue', () => {
  it.each(LANGUAGES)('give every code a text in the %s catalogue chunk', (language) => {
    const missing = errorCatalogue.filter((entry) => (TEXTS[language][entry.messageKey] ?? '').trim() === '');
    expect(missing.map((entry) => entry.code)).toEqual([]);
  });

  it.each(['lv', 'ru'] as const)('are translated into %s, not copied from English', (language) => {
    const copied = errorCatalogue.filter(({ messageKey }) => {
      const text = TEXTS[language][messageKey] ?? '';
      return text === TEXTS.en[messageKey] && !languageNeutral(text);
    });
    expect(copied.map((entry) => entry.code)).toEqual([]);
  });
});

/** Renders the app of `container` at `path` in a memory router, as the browser entry does. */
function renderContainer(container: Container, path: string): DataRouter {
  const router = createMemoryRouter(createAppRoutes(container.get(FeatureModules)), {
    initialEntries: [path],
  });
  render(<AppRoot container={container} router={router} />);
  return router;
}

// ---- The app over the real platform module, on a fake API server -----------------------------------

const CURRENT_CUSTOMER = '/api/v1/customerfacing/currentCustomer';
const BALANCES = '/api/v1/customerfacing/customers/balances';

/** How the fake API server answers the calls that restore a session (valid tokens: anna's). */
interface ServerAnswers {
  /** GET currentCustomer; default: anna to a valid token, the contract's 401 otherwise. */
  readonly currentCustomer?: (backend: FakeSessionBackend) => RouteHandler;
  /** POST token/refresh; default: a new pair for a known refresh token, 401 with 98 otherwise. */
  readonly refresh?: RouteHandler;
}

/** anna, to a call with a valid token. */
const anna = (backend: FakeSessionBackend): RouteHandler =>
  backend.privateRoute(() => jsonResponse(200, createUserDto({ lang: 'EN' })));

interface PlatformApp {
  readonly router: DataRouter;
  readonly server: FakeApiServer;
  /** The fakes of the ports the proofs do not call, and the clock. */
  readonly fakes: TestPorts;
}

/**
 * The app as the browser wires it, with a stored session of anna: the real platform module (the SDK
 * client with its token refresh, its session signals and its observed fetch; the session-storage
 * token store; the customer and auth adapters) over a fake API server in place of `fetch`. The ports
 * the proofs do not call (start-up, lobby, profile tabs, the realtime channel, …) are core's fakes,
 * and the clock is one the test moves.
 */
function renderOverPlatform(path: string, answers: ServerAnswers = {}): PlatformApp {
  const backend = new FakeSessionBackend();
  const server = new FakeApiServer()
    .on('POST', refreshTokenPath, answers.refresh ?? backend.refreshRoute)
    .on('GET', CURRENT_CUSTOMER, (answers.currentCustomer ?? anna)(backend))
    .on(
      'GET',
      BALANCES,
      backend.privateRoute(() => jsonResponse(200, createBalance())),
    );
  vi.stubGlobal('fetch', server.fetch);
  // One tab: no channel to other tabs (the runtime's would join the apps of earlier tests).
  vi.stubGlobal('BroadcastChannel', undefined);
  const container = createAppContainer(createPlatformModule(window), {
    device: 'desktop',
    initialLanguage: 'en',
  });
  const fakes = createTestPorts();
  // The fakes' private calls answer as for a logged-in player; the session itself is the platform's.
  fakes.tokens.write(createTokens());
  const replace = (token: symbol, fake: unknown): void => {
    container.rebind(token).toConstantValue(fake);
  };
  replace(ClockPort, fakes.clock);
  replace(ConfigPort, fakes.config);
  replace(TranslationsPort, fakes.translations);
  replace(CataloguePort, fakes.catalogue);
  replace(ContentPort, fakes.content);
  replace(FeedsPort, fakes.feeds);
  replace(GamePort, fakes.games);
  replace(PlayerGamesPort, fakes.playerGames);
  replace(AccountPort, fakes.account);
  replace(RegistrationPort, fakes.registration);
  replace(SmartIdPort, fakes.smartId);
  replace(SmsVerificationPort, fakes.sms);
  replace(HistoryPort, fakes.history);
  replace(WithdrawPort, fakes.withdraw);
  replace(ProfilePort, fakes.profile);
  replace(KycPort, fakes.kyc);
  replace(RealityCheckPort, fakes.realityCheck);
  replace(LimitsPort, fakes.limits);
  replace(NotificationsPortLoader, () => Promise.resolve(fakes.notifications));
  replace(RealityTimerStoreLoader, () => Promise.resolve(fakes.realityTimer));
  // The account's ports are the fakes above: the platform's account part has nothing to add.
  replace(AccountPortsLoader, () => Promise.resolve(new ContainerModule(() => undefined)));
  replace(CookiePortLoader, () => Promise.resolve(fakes.cookies));
  replace(LanguageStoreLoader, () => Promise.resolve(fakes.language));
  container.get<TokenStorePort>(TokenStorePort).write(backend.issue());
  return { router: renderContainer(container, path), server, fakes };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// ---- The proof of each client action ------------------------------------------------------------------

/** What the app does with a code of one client action, asserted on what the player then sees. */
type Proof = (code: number) => Promise<void>;

/**
 * One proof per client action core knows (a new action fails the typecheck here until it has one).
 * Feature tests show single codes where their calls return them; these show every code of the
 * catalogue through one representative call of its action.
 */
const proofs = {
  /**
   * The code's text where the call was made: the activation link's refusal, whose modal shows any
   * code. The forms' own lists and fields: login-modal.test.tsx, withdraw-tab.test.tsx,
   * account-entry.test.tsx, my-profile's and profile-kyc's tests.
   */
  'show-message': async (code) => {
    const ports = createTestPorts();
    ports.account.activateResult = fail(createApiFailure(code));
    renderApp('/en/casino?modal=activate-account&username=ilze&activationKey=k3y', { ports });

    const dialog = await screen.findByRole('alertdialog', { name: 'Activation failed' });
    expect(await within(dialog).findByText(textOf(code))).toBeDefined();
  },

  /** The SDK refreshes the tokens once, and the call retried with them restores the session. */
  'refresh-and-retry': async (code) => {
    let refused = false;
    const { server } = renderOverPlatform('/en/casino', {
      currentCustomer: (backend) => (request) => {
        if (refused) return anna(backend)(request);
        refused = true;
        return errorResponse(401, code, 'Access token refused');
      },
    });

    await screen.findByRole('button', { name: 'Log out' });
    expect(server.requestsTo('POST', refreshTokenPath)).toHaveLength(1);
  },

  /**
   * A refresh refused with the code: the home page, and the login modal says the session has
   * expired (session-end.test.tsx shows the same from the session signal on).
   */
  'session-expired': async (code) => {
    let expire = (): void => undefined;
    const expired = new Promise<void>((resolve) => {
      expire = resolve;
    });
    const { router } = renderOverPlatform('/en/not-a-page', {
      // The access token has expired, and so has the refresh token: once the player is on the page.
      currentCustomer: () => async () => {
        await expired;
        return errorResponse(401, 96, 'Access token expired');
      },
      refresh: () => errorResponse(401, code, 'Refresh token expired'),
    });
    await screen.findByRole('heading', { name: 'Page not found' });
    expire();

    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByText(textOf(code))).toBeDefined();
    expect(router.state.location.pathname).toBe('/en/casino');
  },

  /** A private call refused with the code: logged out, and the login modal says why. */
  'force-logout-open-login': async (code) => {
    renderOverPlatform('/en/casino', {
      currentCustomer: () => () => errorResponse(401, code, 'Unauthorized'),
    });

    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(await within(dialog).findByText(textOf(code))).toBeDefined();
  },

  /**
   * A call answered with the code and HTTP 500: a toast, then 0.5 s later the error modal
   * (error-feedback.test.tsx: in place of an open modal, from a reported failure on).
   */
  'open-error-modal': async (code) => {
    const { fakes } = renderOverPlatform('/en/casino', {
      currentCustomer: () => () => errorResponse(500, code, 'Server fault'),
    });
    await screen.findByText('The server could not handle the request. Please try again.');
    act(() => {
      fakes.clock.advance(500);
    });

    expect(await screen.findByRole('alertdialog', { name: 'Something went wrong' })).toBeDefined();
  },

  /**
   * A game's prepare refused with the code: the self-excluded modal with the code's text
   * (game-play-page.test.tsx checks the modal's address).
   */
  'open-self-excluded-modal': async (code) => {
    const ports = createTestPorts();
    ports.tokens.write(createTokens());
    ports.customer.user = ok(createUser({ lang: 'en', kycVerified: 'VERIFIED' }));
    ports.catalogue.games = [createGame({ id: 11, name: 'Book of Riga', friendlyUrl: 'book-of-riga' })];
    ports.games.failure = createApiFailure(code);
    renderApp('/en/game-play/real/book-of-riga', { ports });

    const dialog = await screen.findByRole('alertdialog', { name: 'You are self-excluded' });
    expect(await within(dialog).findByText(textOf(code), { exact: false })).toBeDefined();
  },

  /**
   * A login refused with the code: the forgot-password modal (login-modal.account-entry.test.tsx
   * checks its address, and the SMS variant's).
   */
  'open-forgot-password': async (code) => {
    const ports = createTestPorts();
    ports.auth.loginResult = fail(createApiFailure(code));
    const { user } = renderApp('/en/casino?modal=login', { ports });
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(within(login).getByLabelText('Username'), 'anna');
    await user.type(within(login).getByLabelText('Password'), 'Casino2026!{Enter}');

    expect(await screen.findByRole('dialog', { name: 'Forgot your password?' })).toBeDefined();
  },

  /**
   * The withdraw tab refused with the code: the way to the KYC tab, which the link opens
   * (withdraw-tab.test.tsx: 116 by the methods, 35 to a deposit).
   */
  'open-kyc': async (code) => {
    const ports = createTestPorts();
    ports.tokens.write(createTokens());
    ports.withdraw.methods = fail(createApiFailure(code));
    const container = createAppContainer(createFakePortsModule(ports), {
      device: 'desktop',
      initialLanguage: 'en',
    });
    container.rebind(ErrorCatalogue).toConstantValue(withOpenKyc(code));
    const router = renderContainer(container, '/en/casino?modal=profile&selectedTab=withdraw');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: 'Verify your identity' }));

    await waitFor(() => {
      expect(router.state.location.search).toBe('?modal=profile&selectedTab=kyc');
    });
  },
} satisfies Record<ClientAction, Proof>;

/** The contract's catalogue with one more code, whose action is open-kyc. */
const withOpenKyc = (code: number): ErrorCatalogue =>
  new ErrorCatalogueTable([
    ...errorRuntimeCatalogue,
    { code, messageKey: 'errors.api.91', clientAction: 'open-kyc' },
  ]);

describe('the client action of every code', () => {
  it.each(errorCatalogue.map(({ code, clientAction }) => [code, clientAction] as const))(
    'code %i: %s',
    async (code, action) => {
      await proofs[action](code);
    },
  );

  it('open-kyc, which core knows and no code of the contract has today, leads to the KYC tab', async () => {
    const unused = Math.max(...errorCatalogue.map((entry) => entry.code)) + 1;
    await proofs['open-kyc'](unused);
  });
});
