import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildContentSecurityPolicy,
  EARLY_REQUESTS_SCRIPT_HASH,
  inlinePagePolicy,
  webAppContentSecurityPolicy,
  webAppCspDirectives,
  webAppPolicyFraming,
} from './content-security-policy.ts';

const hashOf = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('content security policy', () => {
  it('writes directives in order, sources separated by spaces', () => {
    expect(buildContentSecurityPolicy({ 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] })).toBe(
      "default-src 'self'; img-src 'self' data:",
    );
  });

  it('holds at least the directives the web app is promised', () => {
    for (const directive of [
      "default-src 'self'",
      `script-src 'self' ${EARLY_REQUESTS_SCRIPT_HASH}`,
      "style-src 'self'",
      "img-src 'self' https://cdn.lv-casino.lv data: blob:",
      "font-src 'self'",
      "connect-src 'self' ws: wss:",
      "frame-src 'self'",
      "frame-ancestors 'self'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ]) {
      expect(webAppContentSecurityPolicy.split('; '), directive).toContain(directive);
    }
    expect(webAppContentSecurityPolicy).not.toContain('unsafe');
  });

  it("allows web/index.html's inline script (start-up's early calls) by its hash, and no other", () => {
    const html = readFileSync(join(import.meta.dirname, '../../../web/index.html'), 'utf8');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text = '']) => hashOf(text));
    expect(webAppCspDirectives['script-src']).toEqual(["'self'", ...inline]);
  });

  it('lets the stompjs heart-beat worker start from a blob URL', () => {
    expect(webAppCspDirectives['worker-src']).toEqual(["'self'", 'blob:']);
  });

  it("adds the hashes of a page's inline script and style blocks, not of data blocks or external scripts", () => {
    const script = "\n  'use strict';\n  start();\n";
    const style = '\n  body { margin: 0; }\n';
    const template =
      `<style>${style}</style><script id="data" type="application/json">{{data}}</script>` +
      `<script src="/widget.js"></script><script>${script}</script>`;
    const policy = inlinePagePolicy(template);
    expect(policy.split('; ')).toContain(`script-src 'self' ${hashOf(script)}`);
    expect(policy.split('; ')).toContain(`style-src 'self' ${hashOf(style)}`);
  });

  it('keeps the rest of the web app policy for such a page', () => {
    const policy = inlinePagePolicy('<script>run();</script>');
    const others = (p: string) => p.split('; ').filter((d) => !/^(script|style)-src /.test(d));
    expect(others(policy)).toEqual(others(webAppContentSecurityPolicy));
  });

  it('lets the page frame a live chat on another origin, and only there', () => {
    const policy = webAppPolicyFraming(
      'https://chat.provider.example/lv-casino?x=1',
      'https://www.lv-casino.lv',
    );
    expect(policy.split('; ')).toContain("frame-src 'self' https://chat.provider.example");
    const others = (p: string) => p.split('; ').filter((d) => !d.startsWith('frame-src '));
    expect(others(policy)).toEqual(others(webAppContentSecurityPolicy));
  });

  it.each([
    ['on the page’s own origin, relative', '/__sandbox/live-chat/'],
    ['on the page’s own origin, absolute', 'http://127.0.0.1:4382/__sandbox/live-chat/'],
    ['none', null],
    ['of another scheme', 'javascript:alert(1)'],
  ])('keeps the web app policy for a live chat %s', (_case, liveChatUrl) => {
    expect(webAppPolicyFraming(liveChatUrl, 'http://127.0.0.1:4382')).toBe(webAppContentSecurityPolicy);
  });
});
