import type { Language } from '@lv-casino/core/routing/language.ts';

/*
 * The chat provider's page, which the panel frames: where the general config's `liveChatUrl` says it
 * is (none: no live chat). A real operator embeds a provider's chat (LiveChat, Zendesk), whose origin
 * then joins the Content-Security-Policy's frame-src (sandbox/src/http/content-security-policy.ts,
 * web/deploy/nginx.conf); the sandbox plays the provider on the site's own origin
 * (sandbox/src/live-chat/, `/__sandbox/live-chat/`). The frame document has an opaque origin
 * (sandboxed without allow-same-origin), so the page checks who sent a message (`event.source`), not
 * its origin, and reads nothing it does not expect.
 */

/**
 * What the frame may do: run its script and send its message form. No allow-same-origin: an opaque
 * origin with no access to our storage (the session's tokens), cookies or DOM. No popups, no top
 * navigation.
 */
export const LIVE_CHAT_SANDBOX = 'allow-scripts allow-forms';

/**
 * The chat page at `base` (the general config's address, absolute or relative to `origin`, the page's)
 * in `language` (`?lang=lv|en|ru`): nothing else goes into the address, no token and nothing of the
 * player. Relative when the page is on our origin.
 */
export function liveChatUrl(language: Language, origin: string, base: string): string {
  const url = new URL(base, origin);
  url.searchParams.set('lang', language);
  return url.origin === origin ? `${url.pathname}${url.search}` : url.href;
}

/** The frame → page message of an Escape pressed in the frame (whose keys never reach the page). */
export const ESCAPE_MESSAGE_TYPE = 'live-chat:escape';

/** Whether a message from the frame asks to close the chat. */
export function isEscapeMessage(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && (data as { type?: unknown }).type === ESCAPE_MESSAGE_TYPE
  );
}
