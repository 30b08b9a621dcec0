import type { WidgetInit } from './sportsbook.store.ts';

/**
 * The messages between the page and the widget's frame (web/public/sportsbook/frame.js). The frame
 * document has an opaque origin (sandboxed without allow-same-origin), so both sides check who sent
 * a message (`event.source`) rather than its origin, and read nothing they do not expect.
 */

/** The frame's host page, served from web/public. */
export const WIDGET_FRAME_URL = '/sportsbook/frame.html';

/**
 * What the frame may do: run scripts (the widget's) and open windows that leave the sandbox (a
 * provider's help or statistics). No allow-same-origin: an opaque origin with no access to our
 * storage, cookies or DOM. No top navigation, no forms.
 */
export const WIDGET_FRAME_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

/** The page → frame message: initialise (or re-initialise) the widget. */
export interface WidgetInitMessage {
  readonly type: 'init';
  readonly scriptUrl: string;
  readonly token: string | null;
  readonly culture: string;
  readonly version: string;
}

/** The frame → page messages. */
export type FrameMessage =
  /** The frame's script runs and listens: it may be told to initialise. */
  | { readonly type: 'frame-ready' }
  /** The widget runs. */
  | { readonly type: 'ready' }
  /** The script could not load (or was refused), or the widget could not start. */
  | { readonly type: 'error' }
  /** The height of the frame's content, in CSS pixels. */
  | { readonly type: 'height'; readonly height: number };

/** The tallest frame the page accepts, in CSS pixels (a runaway widget cannot stretch the page further). */
export const MAX_FRAME_HEIGHT = 20_000;

/** The init message of a WidgetInit (its `generation` stays on this side). */
export const initMessageOf = ({ scriptUrl, token, culture, version }: WidgetInit): WidgetInitMessage => ({
  type: 'init',
  scriptUrl,
  token,
  culture,
  version,
});

/** A message from the frame as the page understands it; null for anything else. */
export function readFrameMessage(data: unknown): FrameMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, height } = data as { readonly type?: unknown; readonly height?: unknown };
  switch (type) {
    case 'frame-ready':
    case 'ready':
    case 'error':
      return { type };
    case 'height':
      return typeof height === 'number' && Number.isFinite(height) && height >= 0
        ? { type, height: Math.min(Math.ceil(height), MAX_FRAME_HEIGHT) }
        : null;
    default:
      return null;
  }
}
