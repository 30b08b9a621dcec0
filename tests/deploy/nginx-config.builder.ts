import { join } from 'node:path';

/** How a test's own nginx runs the shipped site configuration (web/deploy/nginx.conf). */
export interface NginxTestSite {
  /** The text of web/deploy/nginx.conf, as shipped. */
  readonly shipped: string;
  /** The folder nginx runs in (`-p`): its pid file, logs and temporary files go there. */
  readonly prefix: string;
  /** Loopback addresses the server listens on, each on `port` (e.g. 127.0.0.1 and 127.0.0.2). */
  readonly addresses: readonly string[];
  readonly port: number;
  /** The web build's folder (web/dist), absolute. */
  readonly root: string;
  /** host:port of the backend (the sandbox). */
  readonly upstream: string;
  /**
   * The user nginx's workers run as when root starts it (nginx would switch them to `nobody`, who may
   * not read the build nor write the prefix). Unset otherwise: nginx ignores the directive then.
   */
  readonly workerUser?: string;
  /** Debian's MIME types (nginx-common); the shipped file expects the `http { }` block to have them. */
  readonly mimeTypes?: string;
}

/**
 * Replaces the single match of `pattern` (the replacer gets the groups), and throws when it matches
 * nothing or more than once: a change of the shipped file that moves what the test adapts must fail
 * the test, never leave it testing something else (port 80, the example's root or upstream).
 */
function replaceOnce(
  text: string,
  pattern: RegExp,
  replacer: (...groups: string[]) => string,
  what: string,
): string {
  const count = [...text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))].length;
  if (count !== 1) {
    throw new Error(
      `web/deploy/nginx.conf: expected exactly one ${what} (${String(pattern)}), found ${String(count)}; ` +
        'adapt tests/deploy/nginx-config.builder.ts to the shipped file',
    );
  }
  return text.replace(pattern, (_match, ...groups: unknown[]) => replacer(...groups.map(String)));
}

/**
 * The shipped site configuration with only what a test must change: the `listen` line (the given
 * loopback addresses on a free port, instead of port 80 on every interface), the `root` (the build
 * here) and the upstream's `server` (the test's sandbox). Everything else — headers, caching,
 * compression, proxying, limits — is the shipped text.
 */
export function adaptSite(site: NginxTestSite): string {
  const listen = site.addresses.map((address) => `listen ${address}:${String(site.port)};`);
  let text = replaceOnce(
    site.shipped,
    /^([ \t]*)listen[ \t]+80;/m,
    (indent) => listen.map((line) => `${indent}${line}`).join('\n'),
    '`listen 80;` line',
  );
  text = replaceOnce(
    text,
    /^([ \t]*)root[ \t]+[^;\s]+;/m,
    (indent) => `${indent}root ${site.root};`,
    '`root`',
  );
  return replaceOnce(
    text,
    /(upstream[ \t]+lv_casino_backend[ \t]*\{[^}]*?\n[ \t]*server[ \t]+)[^;\s]+/,
    (head) => `${head}${site.upstream}`,
    'upstream `server` address',
  );
}

/**
 * A whole nginx.conf around the adapted site: everything nginx would otherwise write outside the
 * prefix (pid, logs, temporary files of request bodies and proxied answers) goes into it, so the run
 * needs no system folder and leaves nothing behind.
 */
export function buildNginxConfig(site: NginxTestSite): string {
  const at = (name: string): string => join(site.prefix, name);
  return [
    ...(site.workerUser === undefined ? [] : [`user ${site.workerUser};`]),
    'worker_processes 1;',
    `pid ${at('nginx.pid')};`,
    `error_log ${at('error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `    include ${site.mimeTypes ?? '/etc/nginx/mime.types'};`,
    '    default_type application/octet-stream;',
    `    access_log ${at('access.log')};`,
    `    client_body_temp_path ${at('client-body')};`,
    `    proxy_temp_path ${at('proxy')};`,
    `    fastcgi_temp_path ${at('fastcgi')};`,
    `    uwsgi_temp_path ${at('uwsgi')};`,
    `    scgi_temp_path ${at('scgi')};`,
    '',
    adaptSite(site),
    '}',
    '',
  ].join('\n');
}
