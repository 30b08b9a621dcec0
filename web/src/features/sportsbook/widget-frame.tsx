import { useEffect, useRef, useState } from 'react';
import type { WidgetInit } from './sportsbook.store.ts';
import {
  initMessageOf,
  readFrameMessage,
  WIDGET_FRAME_SANDBOX,
  WIDGET_FRAME_URL,
} from './widget-frame-messages.ts';

export interface WidgetFrameProps {
  readonly init: WidgetInit;
  /** Names the frame for screen readers. */
  readonly title: string;
  readonly hidden: boolean;
  readonly onReady: () => void;
  readonly onError: () => void;
}

/**
 * The sportsbook widget, isolated in a sandboxed frame (no allow-same-origin: an opaque origin that
 * cannot read our session tokens in sessionStorage, our cookies or our DOM) whose document is our own
 * static host page. The host page says when it listens; the page then sends it what to run (script
 * URL, the widget's token, culture, version) and sends it again whenever that changes; the frame
 * reports the widget running or failing, and its content's height, which the frame takes so it never
 * scrolls inside. Messages count only from this frame's window (`event.source`). The target origin of
 * what the page sends must be '*' (an opaque origin has no name to address); what it sends is only what
 * the widget gets anyway, so a document the widget might navigate the frame to learns nothing new.
 */
export function WidgetFrame({ init, title, hidden, onReady, onError }: WidgetFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  /** How often the frame's host page has said it listens (0: not yet). */
  const [listening, setListening] = useState(0);
  const [height, setHeight] = useState<number | null>(null);

  useEffect(() => {
    const receive = (event: MessageEvent): void => {
      const own = frame.current?.contentWindow;
      if (own === null || own === undefined || event.source !== own) return;
      const message = readFrameMessage(event.data);
      switch (message?.type) {
        case 'frame-ready':
          setListening((count) => count + 1);
          return;
        case 'ready':
          onReady();
          return;
        case 'error':
          onError();
          return;
        case 'height':
          setHeight(message.height);
          return;
        case undefined:
          return;
      }
    };
    window.addEventListener('message', receive);
    return () => {
      window.removeEventListener('message', receive);
    };
  }, [onReady, onError]);

  useEffect(() => {
    if (listening === 0) return;
    frame.current?.contentWindow?.postMessage(initMessageOf(init), '*');
  }, [listening, init]);

  return (
    <iframe
      ref={frame}
      className="sportsbook__frame"
      src={WIDGET_FRAME_URL}
      title={title}
      sandbox={WIDGET_FRAME_SANDBOX}
      referrerPolicy="no-referrer"
      hidden={hidden}
      // The content's height as the frame measured it (set through the CSSOM, which the CSP allows).
      style={height === null ? undefined : { height: `${String(height)}px` }}
    />
  );
}
