import { SandboxError } from '../handlers/operation-handler.ts';

/** At most this many registrations from one IP address … */
export const registrationsPerIp = 5;
/** … within this window, ms (1 hour); the next one answers errorCode 54. */
export const registrationWindowMs = 60 * 60_000;

/** Counts registrations by IP address in a sliding window (account-and-session §8 code 54). */
export class RegistrationLimiter {
  readonly #byIp = new Map<string, number[]>();
  readonly #now: () => number;
  readonly #limit: number;

  /**
   * @param now current time in epoch ms
   * @param limit registrations per IP within the window
   */
  constructor(now: () => number, limit: number = registrationsPerIp) {
    this.#now = now;
    this.#limit = limit;
  }

  /** Throws 54 when the IP has used up its registrations of the window. */
  check(ip: string): void {
    if (this.#recent(ip).length >= this.#limit) {
      throw new SandboxError(400, 54, `Too many registrations from ${ip}: at most ${this.#limit} an hour`);
    }
  }

  record(ip: string): void {
    this.#byIp.set(ip, [...this.#recent(ip), this.#now()]);
  }

  #recent(ip: string): number[] {
    const since = this.#now() - registrationWindowMs;
    return (this.#byIp.get(ip) ?? []).filter((at) => at > since);
  }
}
