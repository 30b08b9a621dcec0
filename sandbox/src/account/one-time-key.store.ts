import { randomBytes } from 'node:crypto';
import { SandboxError } from '../handlers/operation-handler.ts';

/** What a one-time key opens: an account activation (email link) or a password reset. */
export type KeyPurpose = 'activation' | 'reset';

interface KeyRecord {
  readonly key: string;
  readonly playerId: number;
  readonly purpose: KeyPurpose;
  readonly expiresAt: number;
  usedAt: number | null;
}

/** Lifetime of an activation link, ms (24 h). */
export const activationKeyTtlMs = 24 * 60 * 60_000;
/** Lifetime of a password-reset link, ms (1 h). */
export const resetKeyTtlMs = 60 * 60_000;

/**
 * The keys of activation and reset links (16 hex digits). Checking one follows account-and-session §8:
 * 8 invalid key (unknown), 12 invalid key (issued for another account or purpose), 5 key expired, 48 key
 * already used.
 */
export class OneTimeKeyStore {
  readonly #keys = new Map<string, KeyRecord>();
  readonly #now: () => number;

  /** @param now current time in epoch ms */
  constructor(now: () => number) {
    this.#now = now;
  }

  /**
   * A new key of a player for `ttlMs` ms. `key` chooses its value (tests and Pact provider states,
   * whose requests carry a known key); by default 16 random hex digits. Issuing a known key again
   * replaces it, unused.
   */
  issue(playerId: number, purpose: KeyPurpose, ttlMs: number, key = randomBytes(8).toString('hex')): string {
    this.#keys.set(key, { key, playerId, purpose, expiresAt: this.#now() + ttlMs, usedAt: null });
    return key;
  }

  /**
   * Checks a key for a player (undefined: no such account) without using it up; throws the failure.
   * `concealing` answers every failure but the expiry of the account's own key with 8, as an unknown key
   * (see {@link OneTimeKeyStore.consume}).
   */
  check(key: string, playerId: number | undefined, purpose: KeyPurpose, concealing = false): void {
    this.#valid(key, playerId, purpose, concealing);
  }

  /**
   * Checks a key for a player (undefined: no such account) and marks it used; throws the failure. With
   * `concealing` (password reset), an unknown account, a key of another account and a used key all
   * answer 8 with the same message as an unknown key, so the answer tells a guesser nothing about which
   * usernames exist or which keys were issued; only the right key of the right account, expired,
   * answers 5 (whoever holds it has the mail anyway).
   */
  consume(key: string, playerId: number | undefined, purpose: KeyPurpose, concealing = false): void {
    this.#valid(key, playerId, purpose, concealing).usedAt = this.#now();
  }

  #valid(key: string, playerId: number | undefined, purpose: KeyPurpose, concealing: boolean): KeyRecord {
    const record = this.#keys.get(key.trim());
    const what = purpose === 'activation' ? 'Activation key' : 'Reset key';
    const invalid = new SandboxError(400, 8, `${what} is invalid`);
    if (record === undefined) throw invalid;
    if (record.playerId !== playerId || record.purpose !== purpose) {
      throw concealing ? invalid : new SandboxError(400, 12, `${what} does not belong to this account`);
    }
    if (record.usedAt !== null) {
      throw concealing ? invalid : new SandboxError(400, 48, `${what} has already been used`);
    }
    if (record.expiresAt <= this.#now()) throw new SandboxError(400, 5, `${what} has expired`);
    return record;
  }

  /** Marks every open key of a player and purpose used (e.g. the account was activated by SMS). */
  useAll(playerId: number, purpose: KeyPurpose): void {
    for (const record of this.#keys.values()) {
      if (record.playerId === playerId && record.purpose === purpose && record.usedAt === null) {
        record.usedAt = this.#now();
      }
    }
  }
}
