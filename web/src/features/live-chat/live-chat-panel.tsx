import { observer } from 'mobx-react-lite';
import { useEffect, useId, useLayoutEffect, useRef, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BrowserLocationToken, type BrowserLocation } from '../../kernel/browser-location.ts';
import { useInjection } from '../../kernel/container-context.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { SiteConfig } from '../../kernel/site-config.ts';
import { APP_SHELL_ID } from '../../ui/landmarks.ts';
import { isEscapeMessage, LIVE_CHAT_SANDBOX, liveChatUrl } from './live-chat-frame.ts';

export interface LiveChatPanelProps {
  /** How often the chat was asked to open: each time, focus moves into the panel. */
  readonly openings: number;
  /**
   * Told where focus was as the panel took it (it goes back there when the entry has gone); the same
   * function at every render.
   */
  readonly onFocusTaken: (previous: Element | null) => void;
  readonly onClose: () => void;
}

/** Room kept between an element the page focuses and the panel, in CSS pixels. */
const FOCUS_MARGIN = 8;

/**
 * Nothing of the page that takes focus stays under the panel: an element of the page (not of the
 * fixed header or bars, which the panel never covers) that the panel covers is scrolled above it. The
 * stylesheet keeps room below the page's end for it.
 */
function useFocusInSight(panel: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onFocus = (event: FocusEvent): void => {
      const target = event.target;
      const cover = panel.current;
      if (!(target instanceof Element) || cover === null || cover.contains(target)) return;
      if (document.getElementById(APP_SHELL_ID)?.contains(target) !== true) return;
      const shown = target.getBoundingClientRect();
      const covered = cover.getBoundingClientRect();
      const overlaps =
        shown.bottom > covered.top &&
        shown.top < covered.bottom &&
        shown.right > covered.left &&
        shown.left < covered.right;
      if (overlaps) window.scrollBy({ top: shown.bottom - covered.top + FOCUS_MARGIN, behavior: 'instant' });
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('focusin', onFocus);
    };
  }, [panel]);
}

/**
 * The live chat (games-and-content.md: in Latvian, Russian and English): the provider's chat page
 * (where the general config's `liveChatUrl` says) in the site's language, framed sandboxed
 * (live-chat-frame.ts), under a bar with its name and a close button. A panel over the page, not a
 * modal one: the page stays usable beside it, and it stays open from page to page. Focus moves into
 * the frame when it opens; Escape (in the panel, or in the frame, whose page says so) or the close
 * button closes it, as does a logout (no conversation is left on a shared screen) or the config
 * naming no chat any more. A switch of language loads the chat again in the new one.
 */
function LiveChatPanel({ openings, onFocusTaken, onClose }: LiveChatPanelProps) {
  const intl = useIntl();
  const { language } = useInjection(IntlStore);
  const session = useInjection(SessionStore);
  const location = useInjection<BrowserLocation>(BrowserLocationToken);
  const chatPage = useInjection(SiteConfig).general?.liveChatUrl ?? null;
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const wasLoggedIn = useRef(session.isLoggedIn);
  useFocusInSight(panel);

  // In the same commit that shows the panel (and again at each opening), never a frame later; by
  // then the menu that opened the chat has closed and handed focus back to its own button.
  useLayoutEffect(() => {
    onFocusTaken(document.activeElement);
    frame.current?.focus();
    // Once per opening: a render for another reason (a switch of language) leaves focus where it is.
  }, [openings, onFocusTaken]);

  useEffect(() => {
    const receive = (event: MessageEvent): void => {
      const own = frame.current?.contentWindow;
      if (own !== null && own !== undefined && event.source === own && isEscapeMessage(event.data)) {
        onClose();
      }
    };
    window.addEventListener('message', receive);
    return () => {
      window.removeEventListener('message', receive);
    };
  }, [onClose]);

  // Escape anywhere in the panel (the frame's own keys come as its message, above).
  useEffect(() => {
    const element = panel.current;
    if (element === null) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onClose();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
    };
  }, [onClose]);

  const { isLoggedIn } = session;
  useEffect(() => {
    if (wasLoggedIn.current && !isLoggedIn) onClose();
    wasLoggedIn.current = isLoggedIn;
  }, [isLoggedIn, onClose]);

  // The operator took the live chat away (the general config names none any more).
  useEffect(() => {
    if (chatPage === null) onClose();
  }, [chatPage, onClose]);

  return (
    <section ref={panel} className="live-chat" role="dialog" aria-labelledby={titleId}>
      <div className="live-chat__bar">
        <h2 id={titleId} className="live-chat__title">
          <FormattedMessage id="liveChat.name" />
        </h2>
        <button
          type="button"
          className="icon-button live-chat__close"
          aria-label={intl.formatMessage({ id: 'liveChat.close' })}
          onClick={onClose}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {chatPage !== null && (
        <iframe
          ref={frame}
          className="live-chat__frame"
          src={liveChatUrl(language, location.origin(), chatPage)}
          title={intl.formatMessage({ id: 'liveChat.frameTitle' })}
          sandbox={LIVE_CHAT_SANDBOX}
          referrerPolicy="no-referrer"
        />
      )}
    </section>
  );
}

export default observer(LiveChatPanel);
