import type { ApiFailure } from '../errors/api-failure.ts';
import type { ReferralPort } from '../referral/referral.port.ts';
import type { InvitationRequest, ReferralInvitation } from '../referral/referral.ts';
import { ok, type Result } from '../shared/result.ts';
import { ANNA_REFERRAL_CODE, createReferralInvitation } from './referral.builder.ts';

/**
 * A ReferralPort whose answers are set by the test (anna's code and her one invitation by default);
 * an invitation answers a SENT invitation of the e-mail asked for, listed first from then on. Records
 * every call in order; `hold()` keeps the next answers back until `release()`.
 */
export class FakeReferralPort implements ReferralPort {
  codeResult: Result<string, ApiFailure> = ok(ANNA_REFERRAL_CODE);
  /** Null: a SENT invitation of the request's e-mail, added to `invitations`. */
  invitationResult: Result<ReferralInvitation, ApiFailure> | null = null;
  /** Null: `invitations`. */
  searchResult: Result<readonly ReferralInvitation[], ApiFailure> | null = null;
  invitations: ReferralInvitation[] = [createReferralInvitation()];
  readonly calls: (
    | { readonly call: 'generateCode' }
    | { readonly call: 'createInvitation'; readonly request: InvitationRequest }
    | { readonly call: 'searchInvitations' }
  )[] = [];
  #held: Promise<void> | null = null;
  #release: () => void = () => undefined;
  #nextId = 600;

  /** Answers no call until `release()`: for what shows while a call is under way. */
  hold(): void {
    this.#held = new Promise((resolve) => {
      this.#release = resolve;
    });
  }

  release(): void {
    this.#held = null;
    this.#release();
  }

  async generateCode(): Promise<Result<string, ApiFailure>> {
    this.calls.push({ call: 'generateCode' });
    await this.#held;
    return this.codeResult;
  }

  async createInvitation(request: InvitationRequest): Promise<Result<ReferralInvitation, ApiFailure>> {
    this.calls.push({ call: 'createInvitation', request });
    await this.#held;
    if (this.invitationResult !== null) return this.invitationResult;
    const invitation = createReferralInvitation({
      id: this.#nextId++,
      email: request.email,
      status: 'SENT',
      createdAt: Date.parse('2026-11-21T12:30:00+02:00'),
    });
    this.invitations = [invitation, ...this.invitations];
    return ok(invitation);
  }

  async searchInvitations(): Promise<Result<readonly ReferralInvitation[], ApiFailure>> {
    this.calls.push({ call: 'searchInvitations' });
    await this.#held;
    return this.searchResult ?? ok(this.invitations);
  }
}
