import type { GeneralConfig } from '@lv-casino/core/config/config.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import { fail, ok } from '@lv-casino/core/shared/result.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { SPORTSBOOK_PROVIDER } from '@lv-casino/core/sportsbook/sportsbook.ts';
import { createGeneralConfig } from '@lv-casino/core/testing/config.builder.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { createSportsbookToken } from '@lv-casino/core/testing/sportsbook.builder.ts';
import { FakeSportsbookPort } from '@lv-casino/core/testing/sportsbook-port.fake.ts';
import { createTokens } from '@lv-casino/core/testing/user.builder.ts';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppRoot } from '../../kernel/app-root.tsx';
import { createAppContainer } from '../../shell/container.ts';
import { FeatureModules } from '../../kernel/feature-modules.ts';
import { NavigationBridge } from '../../kernel/navigation-bridge.tsx';
import { SessionStore } from '../../kernel/session.store.ts';
import { SiteConfig } from '../../kernel/site-config.ts';
import { createFakePortsModule, createTestPorts } from '../../testing/fake-ports.module.ts';
import { loadSportsbook } from './sportsbook.loader.ts';
import { WIDGET_FRAME_SANDBOX } from './widget-frame-messages.ts';

const open = { maintenanceMode: [], enabled: [SPORTSBOOK_PROVIDER], realMoneyMode: [SPORTSBOOK_PROVIDER] };

interface PageOptions {
  readonly config?: Partial<GeneralConfig>;
  readonly sportsbook?: FakeSportsbookPort;
  readonly device?: Device;
  readonly loggedIn?: boolean;
  readonly language?: Language;
}

/**
 * The sportsbook page at `path` in an app over fake ports, with the general config loaded (the
 * sportsbook's provider open unless `config` says otherwise) and the session restored.
 */
async function renderPage(path: string, options: PageOptions = {}) {
  const { sportsbook = new FakeSportsbookPort(), device = 'desktop', language = 'en' } = options;
  const ports = createTestPorts();
  if (options.loggedIn === true) ports.tokens.write(createTokens());
  const container = createAppContainer(createFakePortsModule({ ...ports, sportsbook }), {
    device,
    initialLanguage: language,
  });
  container.get(SiteConfig).set(createGeneralConfig({ gameProviders: open, ...options.config }));
  const session = container.get(SessionStore);
  await session.restore();
  const View = await container.get(FeatureModules).prepare('sportsbook', await loadSportsbook());
  const page = (
    <>
      <NavigationBridge />
      <View />
      <Link to="/lv/sport-betting">Latviski</Link>
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/404', element: <p>Not found page</p> },
      { path: '/:lang/*', element: page },
    ],
    { initialEntries: [path] },
  );
  render(<AppRoot container={container} router={router} />);
  return { sportsbook, router, session, clock: ports.clock, user: userEvent.setup() };
}

const frameOf = () => screen.getByTitle<HTMLIFrameElement>(/^Betting widget: /);

/** A message from the frame's own window to the page (what web/public/sportsbook/frame.js sends). */
function fromFrame(frame: HTMLIFrameElement, data: unknown): void {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source: frame.contentWindow }));
  });
}

/** The frame, once it listens: what the page sends it is recorded. */
async function listeningFrame() {
  const frame = await screen.findByTitle<HTMLIFrameElement>(/^Betting widget: /);
  const contentWindow = frame.contentWindow;
  if (contentWindow === null) throw new Error('the frame has no window');
  const sent = vi.spyOn(contentWindow, 'postMessage').mockImplementation(() => undefined);
  fromFrame(frame, { type: 'frame-ready' });
  return { frame, sent };
}

/** What the page last sent the frame (the message and the target origin). */
const lastSent = (sent: { readonly mock: { readonly calls: readonly (readonly unknown[])[] } }) =>
  sent.mock.calls.at(-1);

describe('the sportsbook page', () => {
  it('names the path’s version in its heading and the frame’s title', async () => {
    await renderPage('/en/sport-betting-live');

    expect([
      (await screen.findByRole('heading', { level: 1 })).textContent,
      (await screen.findByTitle('Betting widget: Live betting')).tagName,
    ]).toEqual(['Live betting', 'IFRAME']);
  });

  it('runs the widget in our host page, sandboxed without allow-same-origin', async () => {
    await renderPage('/en/sport-betting');

    const frame = await screen.findByTitle('Betting widget: Sports betting');

    expect([frame.getAttribute('src'), frame.getAttribute('sandbox')]).toEqual([
      '/sportsbook/frame.html',
      WIDGET_FRAME_SANDBOX,
    ]);
    expect(WIDGET_FRAME_SANDBOX).not.toContain('allow-same-origin');
  });

  it('asks for the configuration in the page language and the device’s layout', async () => {
    const { sportsbook } = await renderPage('/lv/sport-betting-virtuals', {
      device: 'mobile',
      language: 'lv',
    });

    await screen.findByTitle(/^Likmju logrīks: /);
    expect(sportsbook.configCalls).toEqual([{ locale: 'lv', deviceType: 'MOBILE' }]);
  });

  it('says it is loading until the widget runs', async () => {
    await renderPage('/en/sport-betting');
    const { frame } = await listeningFrame();

    expect(screen.getByRole('status').textContent).toBe('Loading the sportsbook…');
    fromFrame(frame, { type: 'ready' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('initialises a visitor’s widget with its script, no token, the culture and the version', async () => {
    await renderPage('/en/sport-betting');

    const { sent } = await listeningFrame();

    expect(sent.mock.calls).toEqual([
      [
        {
          type: 'init',
          scriptUrl: 'https://sb.lv-casino.lv/widget/v2/sportsbook.js',
          token: null,
          culture: 'en-GB',
          version: 'prelive',
        },
        '*',
      ],
    ]);
  });

  it('ignores messages that do not come from its frame', async () => {
    await renderPage('/en/sport-betting');
    const frame = await screen.findByTitle<HTMLIFrameElement>(/^Betting widget: /);
    const sent = vi.spyOn(frame.contentWindow as Window, 'postMessage');

    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'frame-ready' }, source: window }));
    });

    expect(sent).not.toHaveBeenCalled();
  });

  it('takes the height of the widget’s content, so the frame does not scroll inside', async () => {
    await renderPage('/en/sport-betting');
    const { frame } = await listeningFrame();

    fromFrame(frame, { type: 'height', height: 1234.4 });

    expect(frame.style.height).toBe('1235px');
  });

  it('says when the widget’s script could not load, and loads the frame afresh on retry', async () => {
    const { user } = await renderPage('/en/sport-betting');
    const { frame } = await listeningFrame();

    fromFrame(frame, { type: 'error' });
    expect(screen.getByRole('alert').textContent).toContain('The sportsbook could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect([screen.queryByRole('alert'), frameOf() === frame, frameOf().hidden]).toEqual([
      null,
      false,
      false,
    ]);
  });

  it.each([
    [
      'maintenance',
      { gameProviders: { ...open, maintenanceMode: [SPORTSBOOK_PROVIDER] } },
      'Sports betting is undergoing maintenance. Please try again later.',
    ],
    [
      'disabled',
      { sportsbookEnabled: false },
      'Sports betting is not available right now. Please try again later.',
    ],
    [
      'a forbidden country',
      { currentIpIsForbidden: true },
      'Sports betting is not available from your location.',
    ],
  ])('shows the message of %s instead of the widget', async (_, config, text) => {
    const { sportsbook } = await renderPage('/en/sport-betting', { config });
    const message = await screen.findByText(text);

    expect([message.getAttribute('role'), screen.queryByTitle(/^Betting widget: /)]).toEqual([
      'status',
      null,
    ]);
    expect(sportsbook.configCalls).toEqual([]);
  });

  it('says when the configuration could not be loaded, and asks again on retry', async () => {
    const sportsbook = new FakeSportsbookPort();
    sportsbook.configResult = fail(createApiFailure(41));
    const { user } = await renderPage('/en/sport-betting', { sportsbook });

    await screen.findByRole('alert');
    sportsbook.configResult = null;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await screen.findByTitle('Betting widget: Sports betting');
    expect(sportsbook.configCalls).toHaveLength(2);
  });
});

describe('the widget’s inner routes', () => {
  it('marks the inner route shown as the current one', async () => {
    await renderPage('/en/sport-betting#/live');

    const current = await screen.findByRole('link', { current: 'page' });

    expect(current.textContent).toBe('Live');
  });

  it('re-initialises the widget with the version of the inner route switched to', async () => {
    const { user } = await renderPage('/en/sport-betting');
    const { sent } = await listeningFrame();

    await user.click(screen.getByRole('link', { name: 'Virtual' }));

    expect(lastSent(sent)?.[0]).toMatchObject({ type: 'init', version: 'virtuals' });
  });

  it('re-initialises the widget on a switch back to the overview', async () => {
    const { user } = await renderPage('/en/sport-betting-live#/virtual');
    const { sent } = await listeningFrame();

    await user.click(screen.getByRole('link', { name: 'Overview' }));

    expect([sent.mock.calls.length, lastSent(sent)?.[0]]).toMatchObject([2, { version: 'live' }]);
  });
});

describe('the player’s widget token', () => {
  it('initialises a logged-in player’s widget with their token', async () => {
    await renderPage('/en/sport-betting', { loggedIn: true });

    const { sent } = await listeningFrame();

    expect(lastSent(sent)?.[0]).toMatchObject({ token: createSportsbookToken().token });
  });

  it('renews the token a minute before it expires and re-initialises the widget with the new one', async () => {
    const sportsbook = new FakeSportsbookPort();
    const start = Date.UTC(2026, 10, 21, 12, 0, 0);
    sportsbook.tokenResult = ok(
      createSportsbookToken({ token: 'bia-first', expiresAt: start + 60 * 60_000 }),
    );
    const { clock } = await renderPage('/en/sport-betting', { loggedIn: true, sportsbook });
    const { sent } = await listeningFrame();
    await waitFor(() => {
      expect(lastSent(sent)?.[0]).toMatchObject({ token: 'bia-first' });
    });

    sportsbook.tokenResult = ok(
      createSportsbookToken({ token: 'bia-second', expiresAt: start + 2 * 60 * 60_000 }),
    );
    act(() => {
      clock.advance(59 * 60_000);
    });

    await waitFor(() => {
      expect(lastSent(sent)?.[0]).toMatchObject({ token: 'bia-second' });
    });
  });

  it('clears the token on logout and re-initialises the widget as a visitor’s', async () => {
    const { session } = await renderPage('/en/sport-betting', { loggedIn: true });
    const { sent } = await listeningFrame();

    act(() => {
      session.leave(null);
    });

    await waitFor(() => {
      expect(lastSent(sent)?.[0]).toMatchObject({ token: null });
    });
  });

  it('opens the self-excluded modal when the token is refused with 39, and shows the visitor’s widget', async () => {
    const sportsbook = new FakeSportsbookPort();
    sportsbook.tokenResult = fail(createApiFailure(39));
    const { router } = await renderPage('/en/sport-betting', { loggedIn: true, sportsbook });

    const { sent } = await listeningFrame();

    await waitFor(() => {
      expect(router.state.location.search).toBe('?modal=self-excluded-modal');
    });
    expect(lastSent(sent)?.[0]).toMatchObject({ token: null });
  });

  it('says why the widget shows a visitor’s view when the token is refused otherwise', async () => {
    const sportsbook = new FakeSportsbookPort();
    sportsbook.tokenResult = fail(createApiFailure(41));
    await renderPage('/en/sport-betting', { loggedIn: true, sportsbook });

    expect((await screen.findByRole('alert')).textContent).toContain(
      'You are shown the sportsbook as a visitor',
    );
  });

  it('waits for the token before initialising a player’s widget', async () => {
    const sportsbook = new FakeSportsbookPort();
    sportsbook.tokenResult = ok(createSportsbookToken({ token: 'bia-late' }));
    sportsbook.hold();
    await renderPage('/en/sport-betting', { loggedIn: true, sportsbook });

    expect(screen.queryByTitle(/^Betting widget: /)).toBeNull();
    act(() => {
      sportsbook.release();
    });
    const { sent } = await listeningFrame();
    expect(sent.mock.calls.map(([message]) => (message as { token: string | null }).token)).toEqual([
      'bia-late',
    ]);
  });
});

describe('a language change', () => {
  it('fetches the configuration again and initialises the widget in the new culture', async () => {
    const { sportsbook, user } = await renderPage('/en/sport-betting');
    await listeningFrame();

    await user.click(screen.getByRole('link', { name: 'Latviski' }));

    const { sent } = await listeningFrame();
    expect([sportsbook.configCalls.map((call) => call.locale), lastSent(sent)?.[0]]).toMatchObject([
      ['en', 'lv'],
      { culture: 'lv-LV' },
    ]);
  });
});

describe('the bingo view', () => {
  it('shows the widget alone: no inner routes, the heading for screen readers only', async () => {
    await renderPage('/en/sport-betting?bingoIframe=1');

    await screen.findByTitle('Betting widget: Sports betting');
    expect([
      screen.queryByRole('navigation'),
      screen.getByRole('heading', { level: 1 }).className,
      document.documentElement.hasAttribute('data-sportsbook-bingo'),
    ]).toEqual([null, 'visually-hidden', true]);
  });
});

describe('another path', () => {
  it('goes to /404', async () => {
    const { router } = await renderPage('/en/betting');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/404');
    });
  });
});
