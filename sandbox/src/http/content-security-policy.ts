import { createHash } from 'node:crypto';

/**
 * The hash of web/index.html's one inline script, which sends start-up's calls while the app's code
 * downloads (web/src/kernel/early-responses.ts). A test recomputes it from index.html.
 */
export const EARLY_REQUESTS_SCRIPT_HASH = "'sha256-QBr3qZ0fbtbPQyZJjh31XufEAaHpcNeYHaHG3OM+Sok='";

/** A Content-Security-Policy as directive name → sources, in the order they are written. */
export type CspDirectives = Readonly<Record<string, readonly string[]>>;

/**
 * The policy of the web app, of every API response and of the operator console — the one place where
 * later features add the origins they need (web/deploy/nginx.conf carries the same string; a test keeps
 * them equal). No directive allows 'unsafe-inline' or 'unsafe-eval': injected markup can never run
 * script or restyle the page, which backs up DOMPurify on CMS HTML.
 *
 * - `default-src 'self'`: anything not named below loads from our origin only.
 * - `script-src 'self'` and one hash: Vite emits external module scripts only, and web/index.html has
 *   one inline script of its own, allowed by its hash ({@link EARLY_REQUESTS_SCRIPT_HASH}). The sportsbook widget's script runs
 *   only in its frame's host page (web/public/sportsbook/frame.html, framed sandboxed without
 *   allow-same-origin, so the widget cannot read the site's session tokens, cookies or DOM); that page
 *   is ours and gets this policy too. A real provider's script origin (e.g. `https://sb.provider.example`)
 *   is added to script-src of the frame's page: here, or in a policy served for /sportsbook/ alone.
 *   CSP's 'self' is the origin of the page's URL even in an opaque-origin sandboxed document, so the
 *   frame's own script, its stylesheet and the sandbox's widget (/__sandbox/sportsbook/widget.js) need
 *   no allowance.
 * - `style-src 'self'`: one stylesheet per chunk, no `<style>` or `style=""`. React's `style` props go
 *   through the CSSOM, which CSP does not restrict.
 * - `img-src 'self' https://cdn.lv-casino.lv data: blob:`: game thumbnails come from our API; the
 *   operator's CDN serves the CMS's images (promotion pictures, banners, images in page bodies and the
 *   sportsbook's banners); `data:` for inline icons,
 *   `blob:` for previews of documents a player picked for upload (object URLs of local files). The
 *   sportsbook page shows a banner only once its image has loaded.
 * - `font-src 'self'`: fonts are self-hosted or system fonts.
 * - `connect-src 'self' ws: wss:`: the API and the STOMP socket on /ws. Older Safari does not match
 *   ws(s) to the page's origin with 'self', hence the schemes; a deployment may narrow them to its host.
 *   The sportsbook widget calls its provider's API from its frame: a real provider's API origin is added
 *   here (for the frame's page). From the sandboxed frame those calls carry `Origin: null`, so the
 *   provider's API answers CORS for any origin (the sandbox's widget API does, see sportsbook.routes.ts).
 * - `worker-src 'self' blob:`: @stomp/stompjs runs its heart-beat ticker in a worker built from a
 *   blob URL (so background tabs keep the connection); only script already running can make one.
 * - `frame-src 'self'`: game iframes (the sandbox slot under /__sandbox/games), embedded payment
 *   pages, the sportsbook widget's host page (/sportsbook/frame.html, ours, so 'self' suffices) and the
 *   live chat's page (the general config's liveChatUrl: the sandbox's stand-in, /__sandbox/live-chat/,
 *   on the site's own origin). Game providers' and payment providers' origins are added here; a
 *   live-chat provider on another origin joins frame-src of the policy served while the general config
 *   names it ({@link webAppPolicyFraming}; web/deploy/nginx.conf adds the operator's own).
 * - `frame-ancestors 'self'`: only our own pages may frame us (clickjacking; replaces X-Frame-Options).
 * - `base-uri 'self'`: an injected `<base>` cannot re-point relative script URLs.
 * - `form-action 'self'`: forms post to us only; a payment page a form posts to adds its origin here.
 * - `object-src 'none'`: no plugins.
 */
export const webAppCspDirectives: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'", EARLY_REQUESTS_SCRIPT_HASH],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'https://cdn.lv-casino.lv', 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", 'ws:', 'wss:'],
  'worker-src': ["'self'", 'blob:'],
  'frame-src': ["'self'"],
  'frame-ancestors': ["'self'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

/** Writes directives as a header value: `name source source; name source`. */
export function buildContentSecurityPolicy(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The header value of {@link webAppCspDirectives}. */
export const webAppContentSecurityPolicy = buildContentSecurityPolicy(webAppCspDirectives);

/** The http(s) origin of an absolute address; null for a relative or another scheme's address. */
function httpOriginOf(address: string): string | null {
  if (!/^https?:\/\//i.test(address)) return null;
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/**
 * The web app's policy for a page on `pageOrigin` that frames the live chat at `liveChatUrl` (the
 * general config's): the chat's origin joins frame-src when it is another origin than the page's. A
 * chat on the page's own origin (a relative address such as the sandbox's stand-in), none, or an
 * address that is not http(s) leaves {@link webAppContentSecurityPolicy} as it is.
 */
export function webAppPolicyFraming(liveChatUrl: string | null | undefined, pageOrigin: string): string {
  const chatOrigin = liveChatUrl == null ? null : httpOriginOf(liveChatUrl);
  if (chatOrigin === null || chatOrigin === pageOrigin) return webAppContentSecurityPolicy;
  return buildContentSecurityPolicy({
    ...webAppCspDirectives,
    'frame-src': [...(webAppCspDirectives['frame-src'] ?? []), chatOrigin],
  });
}

/** `'sha256-…'` source of a script or style block's exact text, as a browser hashes it. */
function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Text of the inline `<script>` (executable, not JSON data blocks) and `<style>` elements of a page. */
function inlineBlocks(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes = '']) =>
        !/\bsrc\s*=/i.test(attributes) && !/\btype\s*=\s*"application\/json"/i.test(attributes),
    )
    .map(([, , text = '']) => text);
  const styles = [...html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map(([, , text = '']) => text);
  return { scripts, styles };
}

/**
 * The policy of one of the sandbox's own self-contained pages (the demo slot, the payment page, the
 * sportsbook launch page, the account pages), which stand in for third-party pages and keep their script
 * and style inline: the web app's policy plus the hashes of exactly those blocks. Pass the page's
 * template, never a rendered page, so data written into the page can never earn a hash; JSON data blocks
 * (`type="application/json"`) are not executed and need none. `style=""` attributes stay forbidden.
 */
export function inlinePagePolicy(template: string): string {
  const { scripts, styles } = inlineBlocks(template);
  return buildContentSecurityPolicy({
    ...webAppCspDirectives,
    // Their own blocks only: not the web app's index.html script.
    'script-src': ["'self'", ...scripts.map(sha256Source)],
    'style-src': [...(webAppCspDirectives['style-src'] ?? []), ...styles.map(sha256Source)],
  });
}
