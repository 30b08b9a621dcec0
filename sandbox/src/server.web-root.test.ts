import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Sandbox } from './server.ts';
import { ApiClient, paths, startTestSandbox } from './testing/sandbox-harness.ts';

function webBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>LV Casino</title><div id="root"></div>');
  writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log("app");');
  return root;
}

describe('serving the web build', () => {
  let sandbox: Sandbox | undefined;

  // Every test reads the bodies it fetches: the sandbox's close() waits for a connection whose
  // response was never read (up to the keep-alive timeout, then 72 s), which made these tests time out.
  afterEach(async () => {
    await sandbox?.close();
  });

  it('serves index.html at the root and for any client-side route', async () => {
    sandbox = await startTestSandbox({ webRoot: webBuild() });
    for (const path of ['/', '/lv/casino', '/en/casino/popular?modal=login']) {
      const response = await fetch(`${sandbox.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>LV Casino</title>');
    }
  });

  it('serves hashed assets as immutable for a year', async () => {
    sandbox = await startTestSandbox({ webRoot: webBuild() });
    const response = await fetch(`${sandbox.url}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("app");');
  });

  it('answers a missing hashed asset with 404, never index.html', async () => {
    sandbox = await startTestSandbox({ webRoot: webBuild() });
    const response = await fetch(`${sandbox.url}/assets/missing-def456.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toContain('text/html');
    expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
    expect(await response.json()).toMatchObject({ errorCode: -1 });
  });

  it('revalidates index.html even when the build lives in a folder named assets', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'web-'));
    const root = join(parent, 'assets', 'dist');
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>LV Casino</title>');
    sandbox = await startTestSandbox({ webRoot: root });
    for (const path of ['/', '/index.html', '/lv/casino']) {
      const response = await fetch(`${sandbox.url}${path}`);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(await response.text(), path).toContain('<title>LV Casino</title>');
    }
  });

  it('answers API calls, their 404s and the control API with no-store', async () => {
    sandbox = await startTestSandbox({ webRoot: webBuild() });
    const api = new ApiClient(sandbox.url);
    for (const path of [paths.generalConfig, '/api/v9/unknown', '/__sandbox/players']) {
      const response = await api.get(path);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('keeps the caching an API response chose itself', async () => {
    sandbox = await startTestSandbox({ webRoot: webBuild() });
    const game = sandbox.state.catalogue.games.find((g) => g.uniqueGameId !== null);
    const response = await new ApiClient(sandbox.url).get(paths.image(game?.uniqueGameId ?? '', 'square'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800, immutable');
  });

  it('never answers API, WebSocket or control paths with index.html', async () => {
    sandbox = await startTestSandbox({ webRoot: webBuild() });
    for (const path of ['/api/v9/unknown', '/ws', '/__sandbox/unknown']) {
      const response = await fetch(`${sandbox.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ errorCode: -1 });
    }
  });

  it('explains how to build the web app when there is no build', async () => {
    sandbox = await startTestSandbox({ webRoot: join(tmpdir(), 'no-such-web-build') });
    const response = await fetch(`${sandbox.url}/lv/casino`);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });
});
