import type { FastifyInstance } from 'fastify';
import { webAppPolicyFraming } from './content-security-policy.ts';

/**
 * Headers every response carries besides the Content-Security-Policy (web/deploy/nginx.conf sends the
 * same ones in production; a test keeps them equal).
 *
 * - `X-Content-Type-Options: nosniff`: a JSON or text answer is never run as script or style.
 * - `Referrer-Policy: strict-origin-when-cross-origin`: other sites see our origin, never the path and
 *   query (which may hold modal parameters, activation and reset keys).
 * - `Cross-Origin-Opener-Policy: same-origin-allow-popups`: a page of another origin that opens ours
 *   gets no handle on it, while windows we open keep theirs (the Facebook login tab and external payment
 *   windows of the specification report back to their opener).
 * - `Permissions-Policy`: nothing of ours uses the camera, microphone, location or USB, so no frame may
 *   ask for them; an identity check embedded in an iframe would add `camera=(self "https://…")`.
 */
export const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=()',
} as const;

/**
 * Adds {@link securityHeaders} to every response — pages, assets, API answers, 404s and errors — and
 * the web app's Content-Security-Policy to those that did not set their own (the sandbox's inline pages
 * set theirs, see inlinePagePolicy). `liveChatUrl` reads the general config's live chat at each
 * response: a chat on another origin joins frame-src (webAppPolicyFraming). Register before any route
 * or plugin, so encapsulated plugins such as @fastify/static inherit the hook.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  liveChatUrl: () => string | null | undefined = () => null,
): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.headers(securityHeaders);
    if (!reply.hasHeader('content-security-policy')) {
      const pageOrigin = `${request.protocol}://${request.headers.host ?? ''}`;
      void reply.header('content-security-policy', webAppPolicyFraming(liveChatUrl(), pageOrigin));
    }
    done(null, payload);
  });
}
