import type { ErrorResponse } from '../dto.ts';
import type { SandboxReply } from '../handlers/operation-handler.ts';

/** How many calls one client address may make of one rate-limited operation within a window. */
export interface RateLimit {
  /** Calls allowed per window; 0 switches the limit off. */
  readonly max: number;
  /** Length of the sliding window, in ms. */
  readonly windowMs: number;
}

/**
 * The default: 300 calls a minute per address and operation. Generous on purpose: the e2e journeys and
 * the contract tests all come from 127.0.0.1 and log in, poll Smart-ID and send SMS codes many times;
 * an operator (or a test of the 429) lowers it through the control API or SANDBOX_RATE_LIMIT_*.
 */
export const defaultRateLimit: RateLimit = { max: 300, windowMs: 60_000 };

/** Most addresses × operations tracked at once; beyond it the oldest is forgotten (memory stays bounded). */
export const maxTrackedKeys = 10_000;

/** The longest limit the control API and the environment accept. */
export const maxRateLimit: RateLimit = { max: 1_000_000, windowMs: 24 * 60 * 60_000 };

/** The errorCode of a 429: 54 on the registration calls (too many registrations from one IP), else -1. */
export function rateLimitErrorCode(operationId: string): number {
  return operationId.startsWith('registerCustomer') ? 54 : -1;
}

/** The verdict on one call: allowed, or refused with the seconds until the oldest call leaves the window. */
export type RateVerdict = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number };

/**
 * Sliding-window counter of calls per client address and operation (the operations whose contract
 * declares a 429: login, registration, SMS and Smart-ID). A refused call is not counted, so a client
 * that waits `Retry-After` gets through.
 */
export class RateLimiter {
  readonly #calls = new Map<string, number[]>();
  readonly #now: () => number;
  #limit: RateLimit;

  constructor(now: () => number, limit: RateLimit = defaultRateLimit) {
    this.#now = now;
    this.#limit = checkedLimit(limit);
  }

  get limit(): RateLimit {
    return this.#limit;
  }

  /** Changes the limit and forgets every counted call. Throws on a limit out of range. */
  configure(limit: RateLimit): void {
    this.#limit = checkedLimit(limit);
    this.reset();
  }

  reset(): void {
    this.#calls.clear();
  }

  /** Counts a call of `operationId` from `address`, or refuses it when the window is full. */
  take(operationId: string, address: string): RateVerdict {
    const { max, windowMs } = this.#limit;
    if (max === 0) return { ok: true };
    const now = this.#now();
    const key = `${operationId} ${address}`;
    const recent = (this.#calls.get(key) ?? []).filter((at) => at > now - windowMs);
    if (recent.length >= max) {
      this.#calls.set(key, recent);
      const oldest = recent[recent.length - max] ?? now;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
    }
    recent.push(now);
    // Re-inserted last, so the map's first key is the least recently used one.
    this.#calls.delete(key);
    this.#calls.set(key, recent);
    if (this.#calls.size > maxTrackedKeys) {
      const first = this.#calls.keys().next();
      if (first.done !== true) this.#calls.delete(first.value);
    }
    return { ok: true };
  }
}

function checkedLimit(limit: RateLimit): RateLimit {
  const { max, windowMs } = limit;
  if (!Number.isInteger(max) || max < 0 || max > maxRateLimit.max)
    throw new RangeError(`The rate limit's max must be an integer from 0 to ${maxRateLimit.max}, not ${max}`);
  if (!Number.isInteger(windowMs) || windowMs < 1000 || windowMs > maxRateLimit.windowMs)
    throw new RangeError(
      `The rate limit's window must be an integer from 1000 to ${maxRateLimit.windowMs} ms, not ${windowMs}`,
    );
  return { max, windowMs };
}

/** The 429 of a refused call: `Retry-After` in seconds and an ErrorResponse. */
export function tooManyRequests(operationId: string, retryAfterSeconds: number): SandboxReply {
  const body: ErrorResponse = {
    errorCode: rateLimitErrorCode(operationId),
    errorMessage: `Too many calls of ${operationId} from this address; retry after ${retryAfterSeconds} s`,
  };
  return { status: 429, headers: { 'retry-after': String(retryAfterSeconds) }, body };
}
