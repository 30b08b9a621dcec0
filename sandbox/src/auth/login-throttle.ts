/** How failed password logins of one username are throttled (contract: login's 429, LoginThrottled). */
export interface LoginThrottlePolicy {
  /** Consecutive failures allowed before the first wait; 0 switches the throttle off. */
  readonly freeFailures: number;
  /** The first wait (ms); each failure after a wait doubles it. */
  readonly firstWaitMs: number;
  /** The longest wait (ms). */
  readonly maxWaitMs: number;
}

/** NIST SP 800-63B §5.2.2 / OWASP ASVS V2.2: 5 failures, then 30 s, doubling, at most 15 minutes. */
export const defaultLoginThrottle: LoginThrottlePolicy = {
  freeFailures: 5,
  firstWaitMs: 30_000,
  maxWaitMs: 15 * 60_000,
};

/** Most usernames tracked at once; beyond it the least recently failed one not waiting is forgotten. */
export const maxThrottledUsernames = 10_000;

/** How many of the oldest usernames a full table looks through for one that is not waiting. */
const evictionScan = 1000;

/** A login may be tried, or must wait this many seconds. */
export type LoginThrottleVerdict =
  { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number };

interface Failures {
  /** Consecutive failures since the last success. */
  count: number;
  /** The wait the next failure after a wait starts; 0 before the first wait. */
  waitMs: number;
  /** When logins are accepted again (ms since the epoch); 0 when not waiting. */
  until: number;
}

/**
 * Consecutive failed password logins per username, from any address: after `freeFailures` of them,
 * every login for the username is refused until the wait ends, whatever the password. A failure after
 * a wait starts a wait twice as long; a success forgets the username. Unknown usernames are counted
 * like known ones, so the 429 does not say whether an account exists. Smart-ID does not go through it.
 */
export class LoginThrottle {
  readonly #now: () => number;
  readonly #failures = new Map<string, Failures>();
  #policy: LoginThrottlePolicy;

  constructor(now: () => number, policy: LoginThrottlePolicy = defaultLoginThrottle) {
    this.#now = now;
    this.#policy = checkedPolicy(policy);
  }

  get policy(): LoginThrottlePolicy {
    return this.#policy;
  }

  /** Changes the policy and forgets every failure. Throws on a policy out of range. */
  configure(policy: LoginThrottlePolicy): void {
    this.#policy = checkedPolicy(policy);
    this.#failures.clear();
  }

  /** Whether a login for `username` may be checked now. */
  check(username: string): LoginThrottleVerdict {
    const entry = this.#failures.get(keyOf(username));
    const now = this.#now();
    if (entry === undefined || entry.until <= now) return { ok: true };
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.until - now) / 1000)) };
  }

  /** A wrong password (or unknown username): counts it, and starts or doubles the wait when due. */
  failed(username: string): void {
    const { freeFailures, firstWaitMs, maxWaitMs } = this.#policy;
    if (freeFailures === 0) return;
    const key = keyOf(username);
    const entry = this.#failures.get(key) ?? { count: 0, waitMs: 0, until: 0 };
    entry.count += 1;
    if (entry.count >= freeFailures) {
      entry.waitMs = entry.waitMs === 0 ? firstWaitMs : Math.min(maxWaitMs, entry.waitMs * 2);
      entry.until = this.#now() + entry.waitMs;
    }
    // Re-inserted last, so the map's first key is the least recently failed one.
    this.#failures.delete(key);
    this.#failures.set(key, entry);
    if (this.#failures.size > maxThrottledUsernames) this.#forgetOne();
  }

  /**
   * Forgets the least recently failed username that is not waiting, so a flood of other usernames
   * cannot free a throttled one; only when the oldest ones all wait does the oldest go.
   */
  #forgetOne(): void {
    const now = this.#now();
    let scanned = 0;
    for (const [key, entry] of this.#failures) {
      if (entry.until <= now) {
        this.#failures.delete(key);
        return;
      }
      if (++scanned >= evictionScan) break;
    }
    const first = this.#failures.keys().next();
    if (first.done !== true) this.#failures.delete(first.value);
  }

  /** A successful login: the username starts afresh. */
  succeeded(username: string): void {
    this.#failures.delete(keyOf(username));
  }
}

/** Usernames compare as the login does: trimmed and case-insensitive. */
const keyOf = (username: string): string => username.trim().toLowerCase();

function checkedPolicy(policy: LoginThrottlePolicy): LoginThrottlePolicy {
  const { freeFailures, firstWaitMs, maxWaitMs } = policy;
  if (!Number.isInteger(freeFailures) || freeFailures < 0 || freeFailures > 1000)
    throw new RangeError(
      `The login throttle's failures must be an integer from 0 to 1000, not ${freeFailures}`,
    );
  if (!Number.isInteger(firstWaitMs) || firstWaitMs < 1000 || firstWaitMs > 86_400_000)
    throw new RangeError(`The login throttle's first wait must be 1000 to 86400000 ms, not ${firstWaitMs}`);
  if (!Number.isInteger(maxWaitMs) || maxWaitMs < firstWaitMs || maxWaitMs > 86_400_000)
    throw new RangeError(
      `The login throttle's longest wait must be from the first wait to 86400000 ms, not ${maxWaitMs}`,
    );
  return { freeFailures, firstWaitMs, maxWaitMs };
}
