import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { precompressFile } from '../../web/build/precompress.plugin.ts';
import { test } from './e2e-kit.ts';

/*
 * A new build served while the page is open (games-and-content.md §2 Redirects and other): the
 * service worker installs it, new-version-modal opens, and Refresh Now reloads into it. The journey
 * runs against a sandbox of its own that serves a copy of web/dist, so "deploying" the new build
 * (changing index.html and the service worker's precache list in the copy) touches nothing else.
 */

test.use({ serviceWorkers: 'allow' });

const ROOT = join(import.meta.dirname, '../..');
let server: ChildProcess | null = null;
let webRoot = '';
let origin = '';

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      // Any answer means it listens (the API refuses a call without the client headers).
      if ((await fetch(url)).status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  webRoot = mkdtempSync(join(tmpdir(), 'lv-casino-web-'));
  cpSync(join(ROOT, 'web/dist'), webRoot, { recursive: true });
  const port = Number(process.env['E2E_PORT'] ?? 4310) + 40 + testInfo.parallelIndex;
  origin = `http://127.0.0.1:${String(port)}`;
  server = spawn(process.execPath, ['sandbox/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), SANDBOX_WEB_ROOT: webRoot },
    stdio: 'ignore',
  });
  await waitForServer(`${origin}/api/v2/customerfacing/config/general`);
});

test.afterAll(() => {
  server?.kill();
  rmSync(webRoot, { recursive: true, force: true });
});

/**
 * "Deploys" build 2 into the served copy: a changed index.html, listed anew in the service worker,
 * each with its precompressed files made anew, as a build writes them (the sandbox serves those).
 */
async function deployNewBuild(): Promise<void> {
  const indexPath = join(webRoot, 'index.html');
  writeFileSync(
    indexPath,
    readFileSync(indexPath, 'utf8').replace('<head>', '<head><meta name="lv-casino-build" content="2">'),
  );
  const swPath = join(webRoot, 'sw.js');
  const sw = readFileSync(swPath, 'utf8');
  const updated = sw.replace(/(url:"index\.html",revision:")[^"]+"/, '$1build-2"');
  if (updated === sw) throw new Error('sw.js does not list index.html with a revision');
  writeFileSync(swPath, updated);
  await Promise.all([precompressFile(indexPath), precompressFile(swPath)]);
}

/** The page once the service worker controls it (the first visit installs it; a reload puts it in charge). */
async function openControlledPage(page: Page): Promise<void> {
  await page.goto(`${origin}/lv/casino`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('a new build served while the page is open brings new-version-modal, and Refresh Now reloads into it', async ({
  page,
}) => {
  await openControlledPage(page);
  await page.evaluate(() => {
    (window as unknown as { oldPage: boolean }).oldPage = true;
  });

  await deployNewBuild();
  // The tab is shown again: the app asks whether a new version is out (it also asks every 30 minutes).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

  const modal = page.getByRole('dialog', { name: 'Pieejama jauna versija' });
  await expect(modal).toBeVisible({ timeout: 30_000 });
  await expect(modal.getByRole('button', { name: 'Atsvaidzināt tagad' })).toBeFocused();

  await modal.getByRole('button', { name: 'Atsvaidzināt tagad' }).click();

  await expect(page.locator('meta[name="lv-casino-build"]')).toHaveAttribute('content', '2', {
    timeout: 30_000,
  });
  expect(await page.evaluate(() => (window as unknown as { oldPage?: boolean }).oldPage)).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
