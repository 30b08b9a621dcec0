import { createSandbox, type Sandbox } from '@lv-casino/sandbox/server.ts';
import { webAppContentSecurityPolicy } from '@lv-casino/sandbox/http/content-security-policy.ts';
import { securityHeaders } from '@lv-casino/sandbox/http/security-headers.ts';
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { TOKENS_STORAGE_KEY } from '../../adapters/src/browser/session-storage.token-store.ts';
import { headerOf, probe, type ProbeAnswer } from '../deploy/http-probe.ts';
import { freePort, NginxProcess, nginxMissing } from '../deploy/nginx.process.ts';
import { CLIENT, logIn, PASSWORD, test } from './e2e-kit.ts';

/**
 * Production serving (issue 35): Debian's nginx runs web/deploy/nginx.conf as shipped — only its
 * `listen`, `root` and upstream `server` are changed, by tests/deploy/nginx-config.builder.ts, which
 * fails when they cannot be found — in front of a sandbox of this file that trusts it as its proxy,
 * and everything below goes through nginx: a player's journey (lobby, login, a notification over
 * /ws, a deposit result page), the headers, caching, fallback and compression of its answers, and
 * two client addresses counted apart by the sandbox's rate limiter.
 *
 * `npm test` installs Debian's nginx (scripts/chromium.ts); where it cannot, the file is skipped and
 * says why.
 */

const missing = nginxMissing();
if (missing !== null) console.warn(`Skipping the production-serving journeys: ${missing}.`);
test.skip(missing !== null, `nginx is missing: ${missing ?? ''}`);

const WEB_DIST = join(import.meta.dirname, '../../web/dist');
/** nginx listens on two loopback addresses, so a second client can come from 127.0.0.2. */
const ADDRESSES = ['127.0.0.1', '127.0.0.2'] as const;

let servers: { readonly sandbox: Sandbox; readonly nginx: NginxProcess } | undefined;

test.beforeAll(async () => {
  const sandbox = await createSandbox({
    port: 0,
    host: '127.0.0.1',
    webRoot: WEB_DIST,
    trustedProxies: ['127.0.0.1'],
    log: { info: () => undefined, warn: console.warn, error: console.error },
  });
  try {
    const nginx = await NginxProcess.start({
      addresses: ADDRESSES,
      port: await freePort(),
      root: WEB_DIST,
      upstream: new URL(sandbox.url).host,
    });
    servers = { sandbox, nginx };
  } catch (error) {
    await sandbox.close();
    throw error;
  }
});

test.afterAll(async () => {
  await servers?.nginx.stop();
  await servers?.sandbox.close();
});

/** nginx's origin (http://127.0.0.1:<port>). */
function origin(): string {
  if (servers === undefined) throw new Error('nginx and the sandbox did not start');
  return servers.nginx.origin;
}

/** The sandbox's own origin, for its control API (nginx never proxies /__sandbox). */
function sandboxUrl(): string {
  if (servers === undefined) throw new Error('nginx and the sandbox did not start');
  return servers.sandbox.url;
}

// A context of its own: its HTTP cache starts empty, so every asset comes through nginx.
test.use({ ownContext: true });

/** A call of the sandbox's control API. */
async function control(method: string, path: string, body: unknown): Promise<unknown> {
  const answer = await probe(`${sandboxUrl()}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status, `${method} ${path}: ${answer.body.toString()}`).toBeLessThan(300);
  return answer.body.length === 0 ? undefined : JSON.parse(answer.body.toString());
}

/** The page's access token, where the app keeps it. */
async function accessTokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate((key) => sessionStorage.getItem(key), TOKENS_STORAGE_KEY);
  return (JSON.parse(stored ?? '{}') as { accessToken?: string }).accessToken ?? '';
}

const balance = (page: Page) => page.locator('.account__balance-amount').first();

/** The header's total balance, in cents. */
async function cents(page: Page): Promise<number> {
  return Math.round(Number(((await balance(page).textContent()) ?? '').replace(/[^\d.]/g, '')) * 100);
}

test('a player gets the lobby, logs in, is notified over /ws and sees a deposit result, through nginx', async ({
  page,
}) => {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  const configCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/config/general')) configCalls.push(request.url());
  });
  await page.goto(`${origin()}/lv/casino`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Start-up's calls went out from index.html's inline script, which nginx's Content-Security-Policy
  // allows by its hash (blocked, it would have left no list), and the app took every answer from the
  // list instead of asking again: start-up's before the first render, the strips' as the lobby's
  // store asks for them, which on a busy machine may be after the heading shows.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as { lvCasinoEarlyRequests?: readonly unknown[] }).lvCasinoEarlyRequests?.length ?? 'none',
      ),
    )
    .toBe(0);
  expect(configCalls).toHaveLength(1);

  await page.getByRole('banner').getByRole('button', { name: 'Pieslēgties' }).click();
  await logIn(page, 'anna', PASSWORD, 'lv');
  await expect(balance(page)).toHaveText(/\d\.\d{2}/);
  const before = await cents(page);

  // Once the app's socket (through nginx) has subscribed, the operator's message reaches the page.
  await expect
    .poll(async () => {
      const ping = { notificationType: 'E2E_PING_UNKNOWN_KIND' };
      return (
        (await control('POST', '/__sandbox/notifications', { username: 'anna', message: ping })) as {
          delivered: number;
        }
      ).delivered;
    })
    .toBeGreaterThan(0);
  // The subscription that answered is the app's socket to nginx's /ws, proxied to the broker.
  expect([...new Set(sockets)]).toEqual([`${origin().replace('http:', 'ws:')}/ws`]);
  const text = `Served through nginx ${String(Date.now())}`;
  await control('POST', '/__sandbox/notifications', {
    username: 'anna',
    message: { notificationType: 'GAMEPLAY_MESSAGE', data: { message: text } },
  });
  await expect(page.getByRole('alertdialog', { name: 'Ziņa par jūsu spēli' })).toContainText(text);

  // A deposit started through nginx with her session, paid at the (sandbox's) provider page.
  const started = await probe(
    `${origin()}/api/v1/customerfacing/payment/deposit/banklink?amount=2000&paymentMethod=SWEDBANK`,
    { method: 'POST', headers: { ...CLIENT, authorization: `Bearer ${await accessTokenOf(page)}` } },
  );
  expect(started.status, started.body.toString()).toBe(200);
  const { paymentTransactionId } = JSON.parse(started.body.toString()) as { paymentTransactionId: number };
  const paid = (await control('POST', `/__sandbox/pay/${String(paymentTransactionId)}`, {
    outcome: 'success',
  })) as { returnUrl: string };
  await page.goto(`${origin()}${paid.returnUrl}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Iemaksa veiksmīga' })).toBeVisible();
  // The page loaded again: her session and her grown balance come through nginx too.
  await expect.poll(() => cents(page)).toBe(before + 2000);
});

// A category and a game's page, where links from elsewhere land: what the build lists for the path
// (build/route-preloads.plugin.ts) downloads with the app's code.
for (const { name, path, shown } of [
  {
    name: 'a category deep link',
    path: '/lv/casino/all-games',
    shown: '[role="listitem"][aria-posinset="1"]',
  },
  { name: "a game's page", path: '/lv/game-play/demo/cesis-express', shown: 'iframe[title^="Spēle: "]' },
]) {
  test(`${name} downloads its page's files with the app's code, each once, and the policy blocks none`, async ({
    page,
  }) => {
    const assets: string[] = [];
    // The page's own requests: not the game's frame's (behind nginx alone, the sandbox's game page is
    // not served, and the frame gets the app's index.html).
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && request.frame() === page.mainFrame()) assets.push(pathname);
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${origin()}${path}`);
    await expect(page.locator(shown)).toBeVisible();
    // What the build lists for this path in Latvian.
    const listed = await page.evaluate(() => {
      const data = JSON.parse(document.getElementById('route-preloads')?.textContent ?? '[]') as {
        path: string;
        links: Record<string, [string, string][]>;
      }[];
      return data
        .filter((route) => new RegExp(route.path).test(location.pathname))
        .flatMap((route) => (route.links.lv ?? []).map(([, href]) => href));
    });
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="preload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    expect(listed.length).toBeGreaterThan(0);
    expect({
      preloaded: listed.filter((href) => !preloaded.includes(href)),
      requested: listed.filter((href) => !assets.includes(href)),
      twice: assets.filter((asset, index) => assets.indexOf(asset) !== index),
      errors,
    }).toEqual({ preloaded: [], requested: [], twice: [], errors: [] });
  });
}

/**
 * The largest script index.html loads, and its bytes: far over nginx.conf's gzip_min_length (the
 * smallest may be under it, and rightly stay whole).
 */
function builtScript(): { path: string; bytes: Buffer } {
  const index = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
  const scripts = [...index.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g)].map(([, path]) => ({
    path: path ?? '',
    bytes: readFileSync(join(WEB_DIST, path ?? '')),
  }));
  const [largest] = scripts.toSorted((a, b) => b.bytes.length - a.bytes.length);
  if (largest === undefined) throw new Error('web/dist/index.html loads no /assets/ script');
  return largest;
}

const get = (path: string, headers: Record<string, string> = {}): Promise<ProbeAnswer> =>
  probe(`${origin()}${path}`, { headers: { ...CLIENT, ...headers } });

test('every answer carries the security headers once: pages, assets, API answers and errors', async () => {
  const expected = { ...securityHeaders, 'content-security-policy': webAppContentSecurityPolicy };
  const answers: [string, number][] = [
    ['/lv/casino', 200],
    [builtScript().path, 200],
    ['/api/v2/customerfacing/config/general', 200],
    ['/api/v2/customerfacing/no-such-operation', 404],
    ['/assets/no-such-chunk-0000.js', 404],
  ];
  for (const [path, status] of answers) {
    const answer = await get(path);
    expect(answer.status, path).toBe(status);
    const sent = Object.fromEntries(Object.keys(expected).map((name) => [name, headerOf(answer, name)]));
    expect(sent, path).toEqual(expected);
  }
});

test('hashed assets are cached for a year, index.html and sw.js are revalidated, the API is not stored', async () => {
  const cacheControl = async (path: string): Promise<string | undefined> => {
    const answer = await get(path);
    expect(answer.status, path).toBe(200);
    return headerOf(answer, 'cache-control');
  };
  expect(await cacheControl(builtScript().path)).toBe('public, max-age=31536000, immutable');
  for (const page of ['/', '/index.html', '/sw.js', '/lv/casino']) {
    expect(await cacheControl(page), page).toBe('no-cache');
  }
  // nginx adds nothing there: the backend's own `no-store` is the only one.
  expect(await cacheControl('/api/v2/customerfacing/config/general')).toBe('no-store');
});

test('a page path answers index.html, a missing asset a 404 that is not cached', async () => {
  const index = readFileSync(join(WEB_DIST, 'index.html'));
  const page = await get('/lv/no-such-section/deep/page?modal=login');
  expect(page.status).toBe(200);
  expect(headerOf(page, 'content-type')).toMatch(/^text\/html/);
  expect(page.body.equals(index)).toBe(true);

  const asset = await get('/assets/no-such-chunk-0000.js');
  expect(asset.status).toBe(404);
  expect(asset.body.includes(index)).toBe(false);
  expect(headerOf(asset, 'cache-control')).toBeUndefined();
});

test('text answers are gzipped for clients that accept it, and left whole for the others', async () => {
  const script = builtScript();
  const gzipped = await get(script.path, { 'accept-encoding': 'gzip' });
  expect(headerOf(gzipped, 'content-encoding')).toBe('gzip');
  expect(headerOf(gzipped, 'vary')).toBe('Accept-Encoding');
  expect(gunzipSync(gzipped.body).equals(script.bytes)).toBe(true);
  expect(gzipped.body.length).toBeLessThan(script.bytes.length);
  // gzip_static: the build's own file at level 9 (web/build/precompress.plugin.ts), not one made per request.
  expect(gzipped.body.equals(readFileSync(join(WEB_DIST, `${script.path}.gz`)))).toBe(true);

  const plain = await get(script.path);
  expect(headerOf(plain, 'content-encoding')).toBeUndefined();
  expect(plain.body.equals(script.bytes)).toBe(true);
});

test('the web app manifest is served as one, so browsers can install the app', async () => {
  const manifest = await get('/manifest.webmanifest');
  expect(headerOf(manifest, 'content-type')).toMatch(/^application\/manifest\+json/);
});

test("the sandbox's rate limiter counts each client behind nginx, not nginx", async () => {
  await control('PUT', '/__sandbox/rate-limit', { max: 2, windowMs: 600_000 });
  try {
    const logIn = (from: string): Promise<ProbeAnswer> =>
      probe(`${origin().replace(ADDRESSES[0], from)}/api/v2/customerfacing/login`, {
        method: 'POST',
        localAddress: from,
        headers: { ...CLIENT, 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'janis', password: PASSWORD, rememberme: false }),
      });
    // 127.0.0.1 uses up its logins (the journey above may have used one of them)…
    const first: number[] = [];
    for (let attempt = 0; attempt < 3 && !first.includes(429); attempt += 1) {
      const answer = await logIn(ADDRESSES[0]);
      first.push(answer.status);
      if (answer.status === 429) expect(Number(headerOf(answer, 'retry-after'))).toBeGreaterThan(0);
    }
    expect(first.at(-1)).toBe(429);
    // …while 127.0.0.2, through the same nginx, still logs in.
    expect((await logIn(ADDRESSES[1])).status).toBe(200);
  } finally {
    await control('DELETE', '/__sandbox/rate-limit', undefined);
  }
});
