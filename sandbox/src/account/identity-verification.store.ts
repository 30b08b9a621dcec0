import { randomBytes } from 'node:crypto';

export type IdentityProvider = 'TRUENARRATIVE' | 'SHUFTIPRO' | 'IDENFY';
export type IdentityStatus = 'STARTED' | 'PENDING_REVIEW' | 'VERIFIED' | 'DECLINED';

/** A check at an external identity service, which the sandbox stands in for with its own page. */
export interface IdentityCheck {
  readonly provider: IdentityProvider;
  readonly reference: string;
  readonly playerId: number;
  status: IdentityStatus;
  /** Images sent with the check (TrueNarrative), kept in memory. */
  readonly images: number;
}

const prefixes: Readonly<Record<IdentityProvider, string>> = {
  TRUENARRATIVE: 'tn',
  SHUFTIPRO: 'sp',
  IDENFY: 'idv',
};

/** The identity checks customers started, by reference. */
export class IdentityVerificationStore {
  readonly #checks = new Map<string, IdentityCheck>();

  start(playerId: number, provider: IdentityProvider, images = 0): IdentityCheck {
    const reference = `${prefixes[provider]}-${randomBytes(4).toString('hex')}`;
    const check: IdentityCheck = {
      provider,
      reference,
      playerId,
      status: provider === 'TRUENARRATIVE' ? 'PENDING_REVIEW' : 'STARTED',
      images,
    };
    this.#checks.set(reference, check);
    return check;
  }

  find(reference: string): IdentityCheck | undefined {
    return this.#checks.get(reference);
  }
}
