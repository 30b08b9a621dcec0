import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGeneralConfig } from '@lv-casino/sdk/testing/customer-facing.builders.ts';
import { FakeApiServer, jsonResponse, type RecordedRequest } from '@lv-casino/sdk/testing/fake-api.server.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectDevice } from '../kernel/device.ts';
import { firstPathSegment, languageOfPath } from '../kernel/language-of-path.ts';
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

/** A fake API that answers start-up's three calls as the sandbox would (an empty catalogue). */
const startUpServer = (): FakeApiServer =>
  new FakeApiServer()
    .on('GET', `${API}/config/general`, () => jsonResponse(200, createGeneralConfig()))
    .on('POST', `${API}/cftranslations/language/lv/category/multiple`, () => jsonResponse(200, {}))
    .on('POST', `${API}/cftranslations/language/ru/category/multiple`, () => jsonResponse(200, {}))
    .on('GET', `${API}/gaming/gameCategories`, () => jsonResponse(200, []));

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
  await Promise.all((window.lvCasinoEarlyRequests ?? []).map((sent) => sent.response));
  return [...server.requests];
}

/** Starts the app as main.tsx does, at the current address; resolves once start-up has settled. */
async function startApp(server: FakeApiServer): Promise<StartUpStore> {
  vi.stubGlobal('fetch', server.fetch);
  const container = createAppContainer(createPlatformModule(window), {
    device: detectDevice(window),
    initialLanguage: languageOfPath(window.location.pathname),
  });
  const startUp = container.get(StartUpStore);
  await startUp.start(firstPathSegment(window.location.pathname));
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
});
