import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import { createFakeWebBuild } from '../testing/fake-web-build.ts';
import { apiHeaders, paths, startTestSandbox } from '../testing/sandbox-harness.ts';
import { cacheControl } from './cache-control.ts';
import { defaultConnectionBounds } from './connection-limit.ts';
import { EARLY_REQUESTS_SCRIPT_HASH, webAppContentSecurityPolicy } from './content-security-policy.ts';
import { securityHeaders } from './security-headers.ts';

/** Sources a directive of a header value allows, e.g. sourcesOf(csp, 'script-src'). */
function sourcesOf(policy: string, directive: string): string[] {
  const found = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return found?.slice(1) ?? [];
}

const hashOf = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('security headers', () => {
  let sandbox: Sandbox;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ webRoot: createFakeWebBuild().root });
  });

  afterAll(async () => {
    await sandbox.close();
  });

  const expectHardened = (headers: Record<string, unknown>, policy = webAppContentSecurityPolicy) => {
    expect(headers).toMatchObject({ ...securityHeaders, 'content-security-policy': policy });
  };

  it('sends the web app policy with index.html', async () => {
    const response = await sandbox.app.inject({ url: '/lv/casino' });
    expect(response.statusCode).toBe(200);
    expectHardened(response.headers);
  });

  it('sends the headers with a hashed asset', async () => {
    expectHardened((await sandbox.app.inject({ url: '/assets/app-abc123.js' })).headers);
  });

  it('sends the headers with an API response', async () => {
    const response = await sandbox.app.inject({ url: paths.generalConfig, headers: apiHeaders });
    expect(response.statusCode).toBe(200);
    expectHardened(response.headers);
  });

  it('sends the headers with a 404', async () => {
    const response = await sandbox.app.inject({ url: '/api/v9/unknown', headers: apiHeaders });
    expect(response.statusCode).toBe(404);
    expectHardened(response.headers);
  });

  it('sends the headers with an error the framework answers (malformed JSON)', async () => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: paths.login,
      headers: { ...apiHeaders, 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expectHardened(response.headers);
  });

  it('sends the headers with a 500', async () => {
    await sandbox.app.inject({
      method: 'POST',
      url: '/__sandbox/failures',
      payload: { operationId: 'getGeneralConfig', httpStatus: 500 },
    });
    const response = await sandbox.app.inject({ url: paths.generalConfig, headers: apiHeaders });
    expect(response.statusCode).toBe(500);
    expectHardened(response.headers);
  });

  it("keeps the web app policy free of inline script and style but index.html's one script, by its hash", () => {
    for (const directive of ['style-src', 'default-src']) {
      expect(sourcesOf(webAppContentSecurityPolicy, directive), directive).toEqual(["'self'"]);
    }
    expect(sourcesOf(webAppContentSecurityPolicy, 'script-src')).toEqual([
      "'self'",
      EARLY_REQUESTS_SCRIPT_HASH,
    ]);
    expect(sourcesOf(webAppContentSecurityPolicy, 'frame-ancestors')).toEqual(["'self'"]);
    expect(sourcesOf(webAppContentSecurityPolicy, 'object-src')).toEqual(["'none'"]);
  });
});

describe('the operator console under the policy', () => {
  let sandbox: Sandbox;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });

  afterAll(async () => {
    await sandbox.close();
  });

  it('is served with the strict web app policy', async () => {
    const response = await sandbox.app.inject({ url: '/__sandbox/' });
    expect(response.headers['content-security-policy']).toBe(webAppContentSecurityPolicy);
  });

  it('has no inline script, style block or style attribute the policy would block', async () => {
    const html = (await sandbox.app.inject({ url: '/__sandbox/' })).body;
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
  });

  it('loads its script and stylesheet from its own origin', async () => {
    const html = (await sandbox.app.inject({ url: '/__sandbox/' })).body;
    const urls = [...html.matchAll(/<(?:script src|link rel="stylesheet" href)="([^"]+)"/g)].map(
      ([, url]) => url ?? '',
    );
    expect(urls).toEqual(['/__sandbox/console.css', '/__sandbox/console.js']);
    for (const url of urls) {
      const response = await sandbox.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(url.endsWith('.js') ? /javascript/ : /text\/css/);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});

describe("the sandbox's own pages under their policies", () => {
  let sandbox: Sandbox;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });

  afterAll(async () => {
    await sandbox.close();
  });

  const pages = {
    'the demo slot': '/__sandbox/games/no-such-game?mode=demo',
    'the payment page': '/__sandbox/pay/999999',
    'the sportsbook launch page': '/__sandbox/sportsbook/launch/BETCONSTRUCT?lang=lv',
    'the Facebook login stand-in': '/__sandbox/pages/facebook',
  };

  for (const [page, url] of Object.entries(pages)) {
    it(`lets ${page} run exactly its own inline script and style`, async () => {
      const response = await sandbox.app.inject({ url });
      expect(response.headers['content-type']).toContain('text/html');
      const policy = String(response.headers['content-security-policy']);
      const html = response.body;
      const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => text ?? '');
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, text]) => text ?? '');
      expect(sourcesOf(policy, 'script-src')).toEqual(["'self'", ...scripts.map(hashOf)]);
      expect(sourcesOf(policy, 'style-src')).toEqual(["'self'", ...styles.map(hashOf)]);
      expect(html).not.toMatch(/\sstyle=|\son[a-z]+=/i);
      expect(sourcesOf(policy, 'frame-ancestors')).toEqual(["'self'"]);
      expect(response.headers).toMatchObject(securityHeaders);
    });
  }
});

describe('the production nginx example (web/deploy/nginx.conf)', () => {
  const config = readFileSync(join(import.meta.dirname, '../../../web/deploy/nginx.conf'), 'utf8');

  it('sends the same security headers as the sandbox, on errors too', () => {
    const sent = Object.fromEntries(
      [...config.matchAll(/^\s*add_header\s+(\S+)\s+"([^"]*)"\s+always;/gm)].map(([, name, value]) => [
        (name ?? '').toLowerCase(),
        value,
      ]),
    );
    expect(sent).toEqual({ ...securityHeaders, 'content-security-policy': webAppContentSecurityPolicy });
  });

  it("forwards the client's address on every proxied location", () => {
    const proxied = [...config.matchAll(/^\s*location\s+[^{]*\{([^}]*)\}/gm)]
      .map(([, block]) => block ?? '')
      .filter((block) => block.includes('proxy_pass'));
    expect(proxied).toHaveLength(2);
    for (const block of proxied) {
      expect(block).toMatch(/proxy_set_header\s+X-Forwarded-For\s+\$proxy_add_x_forwarded_for;/);
      expect(block).toMatch(/proxy_set_header\s+X-Real-IP\s+\$remote_addr;/);
    }
  });

  it("closes idle upstream connections before the sandbox's keep-alive timeout does", () => {
    const upstream = /upstream\s+\S+\s*\{([^}]*)\}/.exec(config)?.[1] ?? '';
    const seconds = Number(/keepalive_timeout\s+(\d+)s;/.exec(upstream)?.[1]);
    expect(seconds * 1000).toBeLessThan(defaultConnectionBounds.keepAliveTimeoutMs);
  });

  it('caches hashed assets and revalidates pages as the sandbox does', () => {
    expect(config).toMatch(new RegExp(`~\\^/assets/\\s+"${cacheControl.immutable}";`));
    expect(config).toMatch(new RegExp(`default\\s+"${cacheControl.revalidate}";`));
  });
});
