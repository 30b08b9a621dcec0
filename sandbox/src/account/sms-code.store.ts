import { randomInt } from 'node:crypto';
import { SandboxError } from '../handlers/operation-handler.ts';

/** What an SMS code is for. */
export type SmsPurpose = 'login' | 'activation' | 'phone' | 'password';

interface SmsCodeRecord {
  readonly playerId: number;
  readonly purpose: SmsPurpose;
  /** The phone number it went to. */
  readonly to: string;
  readonly code: string;
  readonly sentAt: number;
  readonly expiresAt: number;
  usedAt: number | null;
  /** Wrong codes typed while this was the player's open code of its purpose. */
  wrongTries: number;
}

/** Lifetime of a code, ms, by purpose: login 5 min, phone and new password 10 min, activation 24 h. */
export const smsCodeTtlMs: Readonly<Record<SmsPurpose, number>> = {
  login: 5 * 60_000,
  phone: 10 * 60_000,
  password: 10 * 60_000,
  activation: 24 * 60 * 60_000,
};
/** No second SMS to a player within this many ms of the previous one (errorCode 81). */
export const smsPauseWindowMs = 30_000;
/** At most this many SMS to a player per hour (errorCode 84). */
export const smsMaxPerHour = 5;

/**
 * Wrong codes a code survives: the 5th wrong try kills it (errorCode 5, as an expired code), and even the
 * right code is refused until the player asks for a new one. 5 tries of a million codes keep a guess at
 * 1 in 200,000 per code sent (NIST SP 800-63B §5.2.2).
 */
export const smsCodeMaxWrongTries = 5;

const hourMs = 60 * 60_000;

/**
 * SMS codes (6 digits) the sandbox "sends" (the handler records each in the outbox). Sending honours
 * the pause window (81) and the hourly maximum (84); checking a code answers 82 invalid code, 5 expired
 * (or killed by 5 wrong tries) or 48 already used (account-and-session §8).
 */
export class SmsCodeStore {
  readonly #codes: SmsCodeRecord[] = [];
  readonly #now: () => number;

  /** @param now current time in epoch ms */
  constructor(now: () => number) {
    this.#now = now;
  }

  /**
   * A new code for a player, unless the pause window or the hourly maximum forbids one (throws). A
   * login code is exempt: it is sent only after the right password and only while no login code is
   * open (sms-login.ts), and the login operation has no answer for a paused SMS, so a login right
   * after registering (whose activation SMS opens the window) still gets its code.
   */
  send(playerId: number, purpose: SmsPurpose, to: string): string {
    const now = this.#now();
    if (purpose === 'login') return this.#record(playerId, purpose, to, now);
    const recent = this.#codes.filter((c) => c.playerId === playerId && c.sentAt > now - hourMs);
    const last = recent.at(-1);
    if (last !== undefined && last.sentAt > now - smsPauseWindowMs) {
      const seconds = Math.ceil((last.sentAt + smsPauseWindowMs - now) / 1000);
      throw new SandboxError(400, 81, `An SMS was sent moments ago; try again in ${seconds} s`);
    }
    if (recent.length >= smsMaxPerHour) {
      throw new SandboxError(400, 84, `At most ${smsMaxPerHour} SMS codes an hour`);
    }
    return this.#record(playerId, purpose, to, now);
  }

  /** Records a code (a new random one unless given) as sent to the player at `now`. */
  #record(
    playerId: number,
    purpose: SmsPurpose,
    to: string,
    now: number,
    code = String(randomInt(0, 1_000_000)).padStart(6, '0'),
  ): string {
    this.#codes.push({
      playerId,
      purpose,
      to,
      code,
      sentAt: now,
      expiresAt: now + smsCodeTtlMs[purpose],
      usedAt: null,
      wrongTries: 0,
    });
    return code;
  }

  /**
   * Records `code` as sent now to a player, without the pause window or the hourly maximum: for tests
   * and Pact provider states, whose requests carry a known code. It counts as sent for later `send`s.
   */
  plant(playerId: number, purpose: SmsPurpose, to: string, code: string): void {
    this.#record(playerId, purpose, to, this.#now(), code);
  }

  /** True when the player has an unused, unexpired code of this purpose that wrong tries have not killed. */
  hasOpenCode(playerId: number, purpose: SmsPurpose): boolean {
    const now = this.#now();
    return this.#codes.some(
      (c) => c.playerId === playerId && c.purpose === purpose && c.usedAt === null && isAlive(c, now),
    );
  }

  /**
   * Checks a typed code (the newest matching one; `to` restricts it to the phone it went to) and marks
   * it used; returns that phone. Throws 82 (invalid), 5 (expired, or killed by
   * {@link smsCodeMaxWrongTries} wrong tries: ask for a new one) or 48 (already used). A wrong code counts
   * against the player's newest open code of the purpose.
   */
  consume(playerId: number, purpose: SmsPurpose, code: string, to?: string): string {
    const now = this.#now();
    const mine = this.#codes.filter(
      (c) => c.playerId === playerId && c.purpose === purpose && (to === undefined || c.to === to),
    );
    const record = mine.filter((c) => c.code === code).at(-1);
    if (record === undefined) throw this.#wrongTry(mine, now);
    if (record.wrongTries >= smsCodeMaxWrongTries) throw killedCode();
    if (record.usedAt !== null) throw new SandboxError(400, 48, 'The SMS code has already been used');
    if (record.expiresAt <= now) throw new SandboxError(400, 5, 'The SMS code has expired');
    record.usedAt = now;
    return record.to;
  }

  /** Counts a wrong code against the newest open code; the error to answer (82, or 5 once it died). */
  #wrongTry(mine: readonly SmsCodeRecord[], now: number): SandboxError {
    const open = mine.filter((c) => c.usedAt === null && isAlive(c, now)).at(-1);
    if (open === undefined) {
      const newest = mine.at(-1);
      return newest !== undefined && newest.usedAt === null && newest.wrongTries >= smsCodeMaxWrongTries
        ? killedCode()
        : new SandboxError(400, 82, 'The SMS code is invalid');
    }
    open.wrongTries += 1;
    return open.wrongTries >= smsCodeMaxWrongTries
      ? killedCode()
      : new SandboxError(400, 82, 'The SMS code is invalid');
  }

  /** Marks every open code of a player and purpose used. */
  useAll(playerId: number, purpose: SmsPurpose): void {
    for (const c of this.#codes) {
      if (c.playerId === playerId && c.purpose === purpose && c.usedAt === null) c.usedAt = this.#now();
    }
  }
}

/** Not expired and not killed by wrong tries. */
const isAlive = (record: SmsCodeRecord, now: number): boolean =>
  record.expiresAt > now && record.wrongTries < smsCodeMaxWrongTries;

/** The answer to any code once wrong tries killed the player's code: 5, as an expired code. */
const killedCode = (): SandboxError =>
  new SandboxError(
    400,
    5,
    `The SMS code is no longer valid after ${smsCodeMaxWrongTries} wrong tries; ask for a new one`,
  );

/** A phone number with all but its last three digits hidden, e.g. +371 •••••456. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 4)} •••••${phone.slice(-3)}`;
}
