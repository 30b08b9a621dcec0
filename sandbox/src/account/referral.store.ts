import { createPrng, hashString } from '../seed/prng.ts';

export type InvitationStatus = 'SENT' | 'REGISTERED' | 'REWARDED';

export interface ReferralInvitationRecord {
  readonly id: number;
  readonly playerId: number;
  readonly email: string;
  readonly code: string;
  status: InvitationStatus;
  /** ISO 8601. */
  readonly createdAt: string;
}

const alphabet = Array.from('ABCDEFGHJKLMNPQRSTUVWXYZ23456789');

/** The referral code of a player: the username's first letters and four stable characters, e.g. ANNA-7K2Q. */
export function referralCodeOf(playerId: number, username: string): string {
  const prng = createPrng(hashString(`referral:${playerId}`));
  const suffix = Array.from({ length: 4 }, () => prng.pick(alphabet)).join('');
  const prefix =
    username
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 4)
      .toUpperCase() || 'LVC';
  return `${prefix}-${suffix}`;
}

/** Refer-a-friend codes (generated on demand) and the invitations customers sent. */
export class ReferralStore {
  readonly #codes = new Map<number, string>();
  /** anna (1001) invited a friend who registered. */
  readonly #invitations: ReferralInvitationRecord[] = [
    {
      id: 598,
      playerId: 1001,
      email: 'ilze.liepina@example.lv',
      code: referralCodeOf(1001, 'anna'),
      status: 'REGISTERED',
      createdAt: '2026-10-02T18:10:00+03:00',
    },
  ];
  #nextId = 600;

  /** The player's code, generated on first use. */
  codeOf(playerId: number, username: string): string {
    const code = this.#codes.get(playerId) ?? referralCodeOf(playerId, username);
    this.#codes.set(playerId, code);
    return code;
  }

  /**
   * True when a player who still has an account already invited this email (case-insensitive): the
   * invitations of a closed-down account no longer hold the address.
   */
  isInvited(email: string, hasAccount: (playerId: number) => boolean = () => true): boolean {
    const wanted = email.toLowerCase();
    return this.#invitations.some((i) => i.email.toLowerCase() === wanted && hasAccount(i.playerId));
  }

  invite(playerId: number, email: string, code: string, createdAt: string): ReferralInvitationRecord {
    const invitation = { id: this.#nextId++, playerId, email, code, status: 'SENT' as const, createdAt };
    this.#invitations.push(invitation);
    return invitation;
  }

  /** A player's invitations, newest first. */
  of(playerId: number): ReferralInvitationRecord[] {
    return this.#invitations.filter((i) => i.playerId === playerId).reverse();
  }
}
