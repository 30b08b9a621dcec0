import type { IFrame } from '@stomp/stompjs';
import { clientErrorCodes } from '@lv-casino/sdk/client-error-codes.ts';

/** Hides the Authorization header and any bearer token of a diagnostic line. */
export const redact = (message: string): string =>
  message.replace(/^(authorization:).*$/gim, '$1[redacted]').replace(/bearer\s+\S+/gi, 'Bearer [redacted]');

const asCode = (value: unknown): number | undefined => {
  const code = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof code === 'number' && Number.isInteger(code) ? code : undefined;
};

const bodyErrorCode = (body: string): number | undefined => {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && 'errorCode' in parsed
      ? asCode(parsed.errorCode)
      : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The errorCode of a STOMP ERROR frame: its JSON body's `errorCode` (an ErrorResponse, as the
 * sandbox's broker sends a refused CONNECT: `{"errorCode":97,"errorMessage":"Access token invalid"}`),
 * else an `errorCode` or `error-code` header; undefined when it carries none.
 */
export function errorCodeOf(frame: IFrame): number | undefined {
  return bodyErrorCode(frame.body) ?? asCode(frame.headers.errorCode) ?? asCode(frame.headers['error-code']);
}

/** The ERROR frame's `message` header, without tokens, for a warning. */
export const errorMessageOf = (frame: IFrame): string => redact(frame.headers.message ?? 'no message');

/** What an ERROR frame leaves to do once its connection is gone. */
export type Recovery =
  /** Refresh the tokens after `delayMs`, then reconnect. */
  | { readonly kind: 'refresh'; readonly delayMs: number }
  /** The session is over: end it with `errorCode`, do not reconnect. */
  | { readonly kind: 'end'; readonly errorCode: number }
  /** The subscription was refused: reconnect after `delayMs`. */
  | { readonly kind: 'retry'; readonly delayMs: number };

/** Where the connection stood when the ERROR came. */
export interface ErrorContext {
  readonly errorCode: number | undefined;
  /** The SUBSCRIBE is sent and not yet confirmed: an ERROR now refuses it. */
  readonly subscribing: boolean;
  /** Whether a token refresh is at hand. */
  readonly canRefresh: boolean;
  /** The current token comes from a refresh and has not connected yet. */
  readonly refreshedSinceConnected: boolean;
  /** Refused subscriptions in a row, this one included. */
  readonly refusals: number;
  readonly reconnectDelayMs: number;
  readonly maxRetryDelayMs: number;
}

/**
 * The recovery from an ERROR frame: 96 or 97 refresh (at once, unless the token refused is a fresh
 * one: the broker and the API then disagree, and refreshing in a loop would not help); 98 and 3 end
 * the session; any other ERROR answering the SUBSCRIBE retries after the reconnect delay, doubled for
 * each refusal in a row up to the longest delay; null for the rest (a plain reconnect).
 */
export function recoveryOfError(context: ErrorContext): Recovery | null {
  const { errorCode } = context;
  const tokenRefused =
    errorCode === clientErrorCodes.ACCESS_TOKEN_EXPIRED ||
    errorCode === clientErrorCodes.ACCESS_TOKEN_INVALID;
  if (tokenRefused && context.canRefresh) {
    return { kind: 'refresh', delayMs: context.refreshedSinceConnected ? context.reconnectDelayMs : 0 };
  }
  if (errorCode === clientErrorCodes.REFRESH_FAILED || errorCode === clientErrorCodes.UNAUTHORIZED) {
    return { kind: 'end', errorCode };
  }
  if (!context.subscribing) return null;
  const delayMs = Math.min(context.reconnectDelayMs * 2 ** (context.refusals - 1), context.maxRetryDelayMs);
  return { kind: 'retry', delayMs };
}
