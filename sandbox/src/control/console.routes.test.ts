import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import { startTestSandbox } from '../testing/sandbox-harness.ts';

describe('operator console', () => {
  let sandbox: Sandbox;

  beforeEach(async () => {
    sandbox = await startTestSandbox();
  });

  afterEach(async () => {
    await sandbox.close();
  });

  it('serves a self-contained page whose script drives the control API', async () => {
    const page = await fetch(`${sandbox.url}/__sandbox/`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<script src="/__sandbox/console.js">');
    expect(html).not.toMatch(/(src|href)="https?:/);
    expect(html).toContain('<label for="failure-operation">');
    const script = await (await fetch(`${sandbox.url}/__sandbox/console.js`)).text();
    for (const endpoint of [
      '/players',
      '/notification-kinds',
      '/notifications',
      '/failures',
      '/operations',
    ]) {
      expect(script).toContain(`'${endpoint}'`);
    }
    for (const endpoint of [
      '/error-codes',
      '/tokens/expire',
      '/outbox',
      '/config/${kind}',
      '/simple-messages',
      '/bonuses',
      '/limits/due',
      '/source-of-funds',
      '/live-chat/conversations',
      '/replies',
      '/field-metrics',
    ]) {
      expect(script).toContain(endpoint);
    }
    const css = await fetch(`${sandbox.url}/__sandbox/console.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(await css.text()).not.toBe('');
  });

  it('redirects /__sandbox to the console page', async () => {
    const response = await fetch(`${sandbox.url}/__sandbox`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/__sandbox/');
    await response.text();
  });
});
