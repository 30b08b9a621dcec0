import { waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGeneralConfig } from '@lv-casino/sdk/testing/customer-facing.builders.ts';
import { FakeApiServer, jsonResponse, type RecordedRequest } from '@lv-casino/sdk/testing/fake-api.server.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoryModule } from '../features/category/category.module.ts';
import { gamePlayModule } from '../features/game-play/game-play.module.ts';
import { GamePlayStore } from '../features/game-play/game-play.store.ts';
import { CategoryStore } from '../features/category/category.store.ts';
import { openLandingCategory } from '../features/category/open-landing-category.ts';
import { LobbyStore } from '../features/lobby/lobby.store.ts';
import { lobbyModule } from '../features/lobby/lobby.module.ts';
import { detectDevice } from '../kernel/device.ts';
import { firstPathSegment, languageOfPath } from '../kernel/language-of-path.ts';
import { SessionStore } from '../kernel/session.store.ts';
import { StartUpStore } from '../kernel/start-up.store.ts';
import { createAppContainer } from './container.ts';
import { createPlatformModule } from './platform.module.ts';

/*
 * index.html's inline script sends start-up's calls while the app's code downloads, and the app takes
 * their answers (kernel/early-responses.ts) only when method, URL and body are the ones it would send
 * itself. These proofs run that script and the app's real start-up (the platform's SDK client and
 * adapters, core's start-up use case) over one fake API: the script must send exactly what the app
 * sends, so that a change to either side that breaks the match fails here, not silently in the bench.
 */

/** The text of index.html's one inline script. */
const EARLY_SCRIPT = ((): string => {
  const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text = '']) => text);
  if (scripts.length !== 1) throw new Error(`index.html has ${String(scripts.length)} inline scripts, not 1`);
  return scripts[0] ?? '';
})();

const API = '/api/v2/customerfacing';

/** A casino category as the API answers it (the fields start-up reads). */
const categoryDto = (id: number, orderNumber: number, overrides: Record<string, unknown> = {}) => ({
  id,
  friendlyUrl: `category-${String(id)}`,
  name: `Category ${String(id)}`,
  orderNumber,
  enabled: true,
  enabledGamesCount: 12,
  pageToShowOn: 'CASINO',
  gameCategoryNameTranslations: [],
  ...overrides,
});

/**
 * Categories that exercise every rule of the lobby's strips: visibility (disabled, no games, another
 * page), order (orderNumber 1 first, then ascending), the desktop's orderNumber limit, and a page list
 * with spaces. A phone's first three strips are 2, 5 and 1 (orderNumber 1, 0, 5); a desktop's only 2 and 5.
 */
const LOBBY_CATEGORIES = [
  categoryDto(1, 5),
  categoryDto(2, 1),
  categoryDto(3, 2, { enabled: false }),
  categoryDto(4, 3, { enabledGamesCount: 0 }),
  categoryDto(5, 0, { pageToShowOn: 'LIVE_CASINO, CASINO ' }),
  categoryDto(6, 2, { pageToShowOn: 'PROVIDERS' }),
  categoryDto(7, 6),
];

/** A fake API that answers start-up's three calls as the sandbox would (by default an empty catalogue). */
const startUpServer = (categories: readonly unknown[] = []): FakeApiServer =>
  new FakeApiServer()
    .on('GET', `${API}/config/general`, () => jsonResponse(200, createGeneralConfig()))
    .on('POST', `${API}/cftranslations/language/lv/category/multiple`, () => jsonResponse(200, {}))
    .on('POST', `${API}/cftranslations/language/ru/category/multiple`, () => jsonResponse(200, {}))
    .on('POST', `${API}/cftranslations/language/en/category/multiple`, () => jsonResponse(200, {}))
    .on('GET', `${API}/gaming/gameCategories`, () => jsonResponse(200, categories))
    .on('POST', `${API}/gaming/games/search`, () => jsonResponse(200, { content: [], totalElements: 0 }));

const isStripSearch = (request: RecordedRequest): boolean => request.path === `${API}/gaming/games/search`;

/** Opens `path` in a window of `width`: the address, and a matchMedia that answers for that width. */
function openAt(path: string, width: number): void {
  window.history.replaceState(null, '', path);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches:
      /max-width: (\d+)px/.exec(query) !== null && width <= Number(/max-width: (\d+)px/.exec(query)?.[1]),
    media: query,
  }));
}

/** Runs index.html's script with the global fetch going to `server`; resolves to what it sent. */
async function runEarlyScript(server: FakeApiServer): Promise<readonly RecordedRequest[]> {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    server.fetch(new Request(input, init)),
  );
  // index.html's own script, run as the browser runs it: in the page's global scope.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is index.html's, read from the file
  const run = new Function(EARLY_SCRIPT) as () => void;
  run();
  // The script sends them in a task of its own.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // Until no call follows an answer (the lobby's strips follow the categories').
  let sent = 0;
  while ((window.lvCasinoEarlyRequests ?? []).length > sent) {
    const calls = window.lvCasinoEarlyRequests ?? [];
    sent = calls.length;
    await Promise.all(calls.map((call) => call.response));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return [...server.requests];
}

/** Starts the app as main.tsx does, at the current address; resolves once start-up has settled. */
async function startApp(
  server: FakeApiServer,
  options: {
    lobby?: boolean;
    category?: boolean;
    game?: { mode: 'demo' | 'real'; friendlyUrl: string };
  } = {},
): Promise<StartUpStore> {
  vi.stubGlobal('fetch', server.fetch);
  const container = createAppContainer(createPlatformModule(window), {
    device: detectDevice(window),
    initialLanguage: languageOfPath(window.location.pathname),
  });
  const startUp = container.get(StartUpStore);
  await startUp.start(firstPathSegment(window.location.pathname));
  if (options.lobby === true) {
    // The casino lobby's page, as it opens once start-up is ready: its first strips.
    container.load(lobbyModule);
    const lobby = container.get(LobbyStore);
    lobby.activate();
    await lobby.start('CASINO', startUp.config?.defaultLanguage ?? 'lv');
  }
  if (options.category === true) {
    // A category deep link's page, as its chunk starts it: the landing category's first games.
    container.load(categoryModule);
    openLandingCategory(container);
    const { grid } = container.get(CategoryStore);
    // Until the grid has its first answer (the fake catalogue's is empty).
    await waitFor(() => {
      expect(['empty', 'games', 'failed']).toContain(grid.state.kind);
    });
  }
  if (options.game !== undefined) {
    // A game's page, as its chunk opens it: the game of the path's friendly URL.
    // As main.tsx does: the stored session (none here, so a visitor) is known before the page opens a game.
    await container.get(SessionStore).restore();
    container.load(gamePlayModule);
    const page = container.get(GamePlayStore);
    page.activate();
    page.show(options.game);
    // Until the catalogue has answered (the fake one knows no game: not found).
    await waitFor(() => {
      expect(page.view.kind).not.toBe('loading');
    });
    page.dispose();
  }
  return startUp;
}

/** A request as the match sees it, with the headers the API requires. */
const shapeOf = (request: RecordedRequest) => ({
  call: `${request.method} ${request.path}?${request.query.toString()}`,
  body: request.body,
  clientCode: request.headers.get('X-Client-Code'),
  labelEntryPoint: request.headers.get('X-Label-Entry-Point'),
  contentType: request.body === '' ? null : request.headers.get('Content-Type')?.split(';')[0],
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'lvCasinoEarlyRequests');
});

describe("index.html's early start-up calls", () => {
  it.each([
    ['/lv/casino', 390],
    ['/ru/casino/slots', 1280],
    ['/', 390],
  ])('are calls the app itself sends at %s, %i px wide', async (path, width) => {
    openAt(path, width);
    const early = await runEarlyScript(startUpServer());
    Reflect.deleteProperty(window, 'lvCasinoEarlyRequests');
    const server = startUpServer();
    await startApp(server);

    expect(server.requests.map(shapeOf)).toEqual(expect.arrayContaining(early.map(shapeOf)));
  });

  it.each(['/ru/casino', '/'])('send all three of start-up’s calls at %s', async (path) => {
    openAt(path, 390);

    expect((await runEarlyScript(startUpServer())).length).toBe(3);
  });

  it('leave the app nothing to send at start-up: it takes their answers', async () => {
    openAt('/lv/casino', 390);
    const server = startUpServer();
    await runEarlyScript(server);
    const startUp = await startApp(server);

    expect({ status: startUp.status, requests: server.requests.length }).toEqual({
      status: 'ready',
      requests: 3,
    });
  });

  it.each([
    ['/lv/casino', 390, 3],
    ['/ru/casino/', 1280, 2],
    ['/', 390, 3],
  ])(
    "ask at %s, %i px wide, for the games of the lobby's first strips as the app does",
    async (path, width, strips) => {
      openAt(path, width);
      const early = (await runEarlyScript(startUpServer(LOBBY_CATEGORIES))).filter(isStripSearch);
      Reflect.deleteProperty(window, 'lvCasinoEarlyRequests');
      const server = startUpServer(LOBBY_CATEGORIES);
      await startApp(server, { lobby: true });
      const own = server.requests.filter(isStripSearch).slice(0, strips);

      expect(early.map(shapeOf)).toEqual(own.map(shapeOf));
    },
  );

  it("leave the lobby's first strips nothing to send: it takes their answers", async () => {
    openAt('/lv/casino', 390);
    const server = startUpServer(LOBBY_CATEGORIES);
    await runEarlyScript(server);
    await startApp(server, { lobby: true });
    const bodies = server.requests.filter(isStripSearch).map((request) => request.body);

    // The first batch's three had no games, so the lobby asked for the next category itself: once.
    expect(bodies).toEqual([...new Set(bodies)]);
  });

  it.each(['/lv/casino/popular', '/lv/live-casino'])(
    'ask for no strip outside the casino lobby (%s)',
    async (path) => {
      openAt(path, 390);
      const server = startUpServer(LOBBY_CATEGORIES);
      await runEarlyScript(server);
      await new Promise((resolve) => setTimeout(resolve, 0));

      expect(server.requests.filter(isStripSearch)).toEqual([]);
    },
  );

  it.each([
    ['/lv/casino/category-7', 390],
    ['/en/casino/category-1/', 1280],
  ])(
    "ask at %s, %i px wide, for the first games of the category's grid as the app does",
    async (path, width) => {
      openAt(path, width);
      const early = (await runEarlyScript(startUpServer(LOBBY_CATEGORIES))).filter(isStripSearch);
      Reflect.deleteProperty(window, 'lvCasinoEarlyRequests');
      const server = startUpServer(LOBBY_CATEGORIES);
      await startApp(server, { category: true });

      expect(early.map(shapeOf)).toEqual(server.requests.filter(isStripSearch).map(shapeOf));
    },
  );

  it("leave a category deep link's grid nothing to send: it takes their answer", async () => {
    openAt('/lv/casino/category-7', 390);
    const server = startUpServer(LOBBY_CATEGORIES);
    await runEarlyScript(server);
    await startApp(server, { category: true });

    expect(server.requests.filter(isStripSearch)).toHaveLength(1);
  });

  it.each([
    '/lv/casino/category-3',
    '/lv/casino/category-7?provider=netent',
    '/lv/casino/favourites',
    '/lv/casino/providers/category-7',
  ])('ask for no grid a category deep link would not show at once (%s)', async (path) => {
    openAt(path, 390);
    const server = startUpServer(LOBBY_CATEGORIES);
    await runEarlyScript(server);

    expect(server.requests.filter(isStripSearch)).toEqual([]);
  });
});

describe("index.html's early lookup of a game's page", () => {
  it.each([
    ['/lv/game-play/demo/book-of-riga', 390, 'demo', 'book-of-riga'],
    ['/ru/game-play/real/r%C4%ABgas-naktis/', 1280, 'real', 'rīgas-naktis'],
  ] as const)(
    'asks at %s, %i px wide, for the game as the page does',
    async (path, width, mode, friendlyUrl) => {
      openAt(path, width);
      const early = (await runEarlyScript(startUpServer())).filter(isStripSearch);
      Reflect.deleteProperty(window, 'lvCasinoEarlyRequests');
      const server = startUpServer();
      await startApp(server, { game: { mode, friendlyUrl } });

      expect(early.map(shapeOf)).toEqual(server.requests.filter(isStripSearch).map(shapeOf));
    },
  );

  it("leaves the game's page nothing to look up: it takes the answer", async () => {
    openAt('/lv/game-play/demo/book-of-riga', 390);
    const server = startUpServer();
    await runEarlyScript(server);
    await startApp(server, { game: { mode: 'demo', friendlyUrl: 'book-of-riga' } });

    expect(server.requests.filter(isStripSearch)).toHaveLength(1);
  });

  it.each(['/lv/game-play/demo/%E0%A4%A', '/lv/game-play/free/book-of-riga', '/lv/game-play/demo/a/b'])(
    'asks for no game at %s (not a game page the app would look up)',
    async (path) => {
      openAt(path, 390);
      const server = startUpServer();
      await runEarlyScript(server);

      expect(server.requests.filter(isStripSearch)).toEqual([]);
    },
  );
});

describe("index.html's route preloads", () => {
  /** A data block as the build writes it (build/route-preloads.plugin.ts): one route, texts per language. */
  const routePreloads = [
    {
      path: '^/(?:lv|en|ru)/(?:casino/[^/]|live-casino(?:/|$))',
      links: Object.fromEntries(
        ['lv', 'en', 'ru'].map((language) => [
          language,
          [
            ['modulepreload', '/assets/page.js'],
            ['preload', '/assets/page.css'],
            ['modulepreload', `/assets/texts-${language}.js`],
          ],
        ]),
      ),
    },
  ];

  /** Runs index.html's script at `path` with the data block in the head; resolves to the links it added. */
  async function preloadsAt(path: string, data: unknown = routePreloads): Promise<string[]> {
    openAt(path, 390);
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'route-preloads';
    block.textContent = JSON.stringify(data);
    document.head.replaceChildren(block);
    await runEarlyScript(startUpServer());
    return [...document.head.querySelectorAll('link')].map(
      // jsdom has no `as` property of its own: the script's is read back as it set it.
      (link) =>
        `${link.rel} ${link.getAttribute('href') ?? ''} as=${(link as { as?: string }).as ?? ''} crossorigin=${link.crossOrigin ?? 'none'}`,
    );
  }

  afterEach(() => {
    document.head.replaceChildren();
  });

  it("preload a category deep link's files, with its texts in the path's language, as Vite's loader asks for them", async () => {
    expect(await preloadsAt('/ru/casino/slots')).toEqual([
      'modulepreload /assets/page.js as= crossorigin=',
      'preload /assets/page.css as=style crossorigin=',
      'modulepreload /assets/texts-ru.js as= crossorigin=',
    ]);
  });

  it.each(['/lv/live-casino', '/lv/live-casino/providers/evolution', '/en/casino/all-games?providers=1'])(
    'preload the route at %s too',
    async (path) => {
      expect(await preloadsAt(path)).toHaveLength(3);
    },
  );

  it.each(['/', '/lv/casino', '/lv/casino/', '/lv/promotions'])('preload nothing at %s', async (path) => {
    expect(await preloadsAt(path)).toEqual([]);
  });

  it('preload nothing without the data block (the development server writes none)', async () => {
    openAt('/lv/casino/slots', 390);
    document.head.replaceChildren();
    await runEarlyScript(startUpServer());

    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
