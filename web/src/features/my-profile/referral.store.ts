import type { InviteFriendUseCase } from '@lv-casino/core/referral/invite-friend.use-case.ts';
import type {
  LoadReferralUseCase,
  ReferralOverview,
} from '@lv-casino/core/referral/load-referral.use-case.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import { FormState } from './form-state.ts';
import { SubArea } from './sub-area.ts';
import type { MessageClock } from './timed-message.ts';

export interface ReferralDeps {
  readonly load: LoadReferralUseCase;
  readonly invite: InviteFriendUseCase;
  /** The site's language: the invitation e-mail is written in it. */
  readonly language: () => Language;
  /** Puts a text on the clipboard; false when the browser would not. */
  readonly copyText: (text: string) => Promise<boolean>;
  readonly clock: MessageClock;
}

/** The texts the sub-area shows for 3000 ms. */
export const REFERRAL_MESSAGES = {
  sent: 'myProfile.referral.sent',
  copied: 'myProfile.referral.copied',
  copyFailed: 'myProfile.referral.copyFailed',
} as const;

/**
 * The refer-a-friend sub-area (account-and-session.md §3 Referral, §7, §8 7, 13, 31, 64, 119): the
 * player's code (generated on first showing) with a copy button, the invitation form and the
 * invitations sent. A refused invitation keeps the e-mail typed; a sent one empties the field and
 * heads the list. One store per showing.
 */
export class ReferralStore {
  email = '';
  readonly form = new FormState();
  readonly area: SubArea<ReferralOverview>;
  readonly #deps: ReferralDeps;

  constructor(deps: ReferralDeps) {
    this.#deps = deps;
    this.area = new SubArea(deps.clock, () => deps.load.execute());
    makeAutoObservable(this, {}, { deep: false });
  }

  activate(): void {
    void this.area.load();
  }

  dispose(): void {
    this.area.end();
  }

  set(field: 'email', value: string): void {
    this[field] = value;
    this.form.edited(field);
  }

  async copyCode(): Promise<void> {
    const { data } = this.area;
    const code = data.kind === 'ready' ? data.value.code : null;
    if (code === null) return;
    const copied = await this.#deps.copyText(code);
    runInAction(() => {
      this.area.message.show(copied ? REFERRAL_MESSAGES.copied : REFERRAL_MESSAGES.copyFailed);
    });
  }

  async invite(): Promise<void> {
    if (!this.form.start()) return;
    const invited = this.#deps.invite.execute({ email: this.email }, this.#deps.language());
    await this.area.showing.answer(invited, (outcome) => {
      this.form.finish(outcome);
      if (outcome.kind !== 'saved') return;
      this.email = '';
      this.area.update((overview) => ({
        ...overview,
        invitations: [outcome.value, ...overview.invitations],
      }));
      this.area.message.show(REFERRAL_MESSAGES.sent);
    });
  }
}
