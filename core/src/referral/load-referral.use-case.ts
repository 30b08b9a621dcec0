import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { ReferralPort } from '../referral/referral.port.ts';
import type { ProfileLoadOutcome } from '../profile/profile-refusal.rule.ts';
import type { ReferralInvitation } from './referral.ts';
import { isReferralUnavailable } from './referral-refusal.rule.ts';

/** The refer-a-friend section's data. */
export interface ReferralOverview {
  /** The player's code; null when the programme is closed to them (`unavailable` says why). */
  readonly code: string | null;
  /** Why there is no code (31, 64 or 119 from the catalogue); null when there is one. */
  readonly unavailable: ErrorDescriptor | null;
  /** Every invitation sent, newest first (still listed when the programme has closed). */
  readonly invitations: readonly ReferralInvitation[];
}

/**
 * The refer-a-friend section's data: the player's code (generated on first use) and the invitations
 * sent, asked for together. A code refused with 31, 64 or 119 is an answer (the programme is closed to
 * the player), not a failure; any other refusal of either call fails the load.
 */
export class LoadReferralUseCase {
  readonly #referral: ReferralPort;
  readonly #errors: ErrorCatalogue;

  constructor(referral: ReferralPort, errors: ErrorCatalogue) {
    this.#referral = referral;
    this.#errors = errors;
  }

  async execute(): Promise<ProfileLoadOutcome<ReferralOverview>> {
    const [code, invitations] = await Promise.all([
      this.#referral.generateCode(),
      this.#referral.searchInvitations(),
    ]);
    const codeError = code.ok ? null : describeFailure(code.error, this.#errors);
    if (codeError !== null && !isReferralUnavailable(codeError)) return { kind: 'failed', error: codeError };
    if (!invitations.ok) return { kind: 'failed', error: describeFailure(invitations.error, this.#errors) };
    return {
      kind: 'loaded',
      value: { code: code.ok ? code.value : null, unavailable: codeError, invitations: invitations.value },
    };
  }
}
