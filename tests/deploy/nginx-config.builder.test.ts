import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adaptSite, buildNginxConfig, type NginxTestSite } from './nginx-config.builder.ts';
import { SHIPPED_NGINX_CONF } from './nginx.process.ts';

const shipped = readFileSync(SHIPPED_NGINX_CONF, 'utf8');
const site: NginxTestSite = {
  shipped,
  prefix: '/tmp/nginx-test',
  addresses: ['127.0.0.1', '127.0.0.2'],
  port: 4321,
  root: '/srv/build/web/dist',
  upstream: '127.0.0.1:5555',
};

const linesOf = (text: string): string[] => text.split('\n');

describe('adaptSite', () => {
  it('changes only the listen line, the root and the upstream server of the shipped file', () => {
    const adapted = adaptSite(site);
    const removed = linesOf(shipped).filter((line) => !linesOf(adapted).includes(line));
    const added = linesOf(adapted).filter((line) => !linesOf(shipped).includes(line));
    expect(removed.map((line) => line.trim())).toEqual([
      'server 127.0.0.1:4000;  # the API and the STOMP broker (the sandbox in this example)',
      'listen 80;',
      'root /srv/lv-casino/web/dist;',
    ]);
    expect(added.map((line) => line.trim())).toEqual([
      'server 127.0.0.1:5555;  # the API and the STOMP broker (the sandbox in this example)',
      'listen 127.0.0.1:4321;',
      'listen 127.0.0.2:4321;',
      'root /srv/build/web/dist;',
    ]);
  });

  it.each([
    ['`listen 80;` line', shipped.replace('listen 80;', 'listen 443 ssl;')],
    ['`root`', shipped.replace(/^(\s*)root .*$/m, '$1root /a;\n$1root /b;')],
    ['upstream `server` address', shipped.replace('upstream lv_casino_backend', 'upstream casino')],
  ])('fails, naming the %s, when the shipped file no longer has exactly one', (what, changed) => {
    expect(() => adaptSite({ ...site, shipped: changed })).toThrow(`expected exactly one ${what}`);
  });
});

describe('buildNginxConfig', () => {
  it('keeps the pid, logs and temporary files in the prefix', () => {
    const config = buildNginxConfig(site);
    for (const directive of ['pid', 'error_log', 'access_log', 'client_body_temp_path', 'proxy_temp_path']) {
      expect(config).toMatch(new RegExp(`^\\s*${directive} /tmp/nginx-test/`, 'm'));
    }
    expect(config).not.toMatch(/^\s*user /m);
  });

  it('runs the workers as the given user', () => {
    expect(buildNginxConfig({ ...site, workerUser: 'root' })).toMatch(/^user root;$/m);
  });
});
