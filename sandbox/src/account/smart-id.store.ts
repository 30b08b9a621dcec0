import { randomInt } from 'node:crypto';
import { SandboxError } from '../handlers/operation-handler.ts';

interface SmartIdSession {
  readonly playerId: number;
  readonly verificationCode: string;
  /** When the (simulated) player confirms in the Smart-ID app, epoch ms. */
  readonly confirmAt: number;
  /** When the Smart-ID session lapses unless collected, epoch ms. */
  readonly expiresAt: number;
}

/** How long after the code is generated the simulated player confirms in the app, ms. */
export const smartIdConfirmAfterMs = 3000;
/** How long a Smart-ID session waits to be collected by authenticate, ms (Smart-ID's own limit). */
export const smartIdSessionTtlMs = 120_000;

/** The result of polling a session: confirmed (with the player), or still pending for `waitMs`. */
export type SmartIdPoll =
  | { readonly state: 'confirmed'; readonly playerId: number }
  | { readonly state: 'pending'; readonly waitMs: number };

/**
 * Smart-ID login sessions by personal code (digits only). Generating a code starts one; the simulated
 * player confirms {@link smartIdConfirmAfterMs} later; authenticate collects it once. A lapsed session
 * answers 76 (timeout); none at all 77.
 */
export class SmartIdStore {
  readonly #sessions = new Map<string, SmartIdSession>();
  readonly #now: () => number;

  /** @param now current time in epoch ms */
  constructor(now: () => number) {
    this.#now = now;
  }

  /**
   * Starts (or restarts) the session of a personal code; returns its 4-digit verification code.
   * @param confirmAfterMs when the simulated player confirms, ms from now; default
   * {@link smartIdConfirmAfterMs}. Tests and Pact provider states choose 0 (confirmed) or a long wait.
   */
  start(personalCode: string, playerId: number, confirmAfterMs = smartIdConfirmAfterMs): string {
    const now = this.#now();
    const verificationCode = String(randomInt(0, 10_000)).padStart(4, '0');
    this.#sessions.set(personalCode, {
      playerId,
      verificationCode,
      confirmAt: now + confirmAfterMs,
      expiresAt: now + smartIdSessionTtlMs,
    });
    return verificationCode;
  }

  /** Polls the session of a personal code; a confirmed session is collected (ends). Throws 76 or 77. */
  poll(personalCode: string): SmartIdPoll {
    const session = this.#sessions.get(personalCode);
    if (session === undefined) {
      throw new SandboxError(400, 77, 'No Smart-ID session for this personal code; generate a code first');
    }
    const now = this.#now();
    if (session.expiresAt <= now) {
      this.#sessions.delete(personalCode);
      throw new SandboxError(400, 76, 'The Smart-ID session timed out');
    }
    if (session.confirmAt > now) return { state: 'pending', waitMs: session.confirmAt - now };
    this.#sessions.delete(personalCode);
    return { state: 'confirmed', playerId: session.playerId };
  }
}
