import type { ErrorCatalogue } from '../errors/error-catalogue.port.ts';
import type { ReferralPort } from '../referral/referral.port.ts';
import type { ProfileSaveOutcome } from '../profile/profile-refusal.rule.ts';
import type { Language } from '../routing/language.ts';
import { checkInvitationForm, type InvitationForm } from './invitation-form.rule.ts';
import type { ReferralInvitation } from './referral.ts';
import { invitationRefusal } from './referral-refusal.rule.ts';

/**
 * An invitation from the refer-a-friend form: the e-mail is checked first (nothing is sent for an
 * e-mail in error), then the invitation is sent in the site's language. A refusal is placed by
 * invitationRefusal (7 and 13 by the e-mail, the others for the form).
 */
export class InviteFriendUseCase {
  readonly #referral: ReferralPort;
  readonly #errors: ErrorCatalogue;

  constructor(referral: ReferralPort, errors: ErrorCatalogue) {
    this.#referral = referral;
    this.#errors = errors;
  }

  async execute(form: InvitationForm, language: Language): Promise<ProfileSaveOutcome<ReferralInvitation>> {
    const checked = checkInvitationForm(form, language);
    if (!checked.ok) return { kind: 'invalid', errors: checked.error };
    const sent = await this.#referral.createInvitation(checked.value);
    return sent.ok
      ? { kind: 'saved', value: sent.value }
      : { kind: 'refused', refusal: invitationRefusal(sent.error, this.#errors) };
  }
}
