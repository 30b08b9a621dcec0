import type { CheckProfileFieldUniqueUseCase } from '@lv-casino/core/profile/check-profile-field-unique.use-case.ts';
import type { ConfirmPhoneCodeUseCase } from '@lv-casino/core/profile/confirm-phone-code.use-case.ts';
import type { LoadPersonalDataUseCase } from '@lv-casino/core/profile/load-personal-data.use-case.ts';
import type { PersonalData } from '@lv-casino/core/profile/profile.ts';
import type { SendPhoneCodeUseCase } from '@lv-casino/core/profile/send-phone-code.use-case.ts';
import type { UpdateContactDetailsUseCase } from '@lv-casino/core/profile/update-contact-details.use-case.ts';
import { emailProblem } from '@lv-casino/core/registration/registration-field.rules.ts';
import type { UniqueField } from '@lv-casino/core/registration/registration-settings.ts';
import type { User } from '@lv-casino/core/session/user.ts';
import { makeAutoObservable } from 'mobx';
import { FormState } from './form-state.ts';
import { PhoneChange } from './phone-change.ts';
import { SubArea } from './sub-area.ts';
import type { MessageClock } from './timed-message.ts';

export interface MyProfileDeps {
  readonly load: LoadPersonalDataUseCase;
  readonly updateContact: UpdateContactDetailsUseCase;
  readonly checkUnique: CheckProfileFieldUniqueUseCase;
  readonly sendCode: SendPhoneCodeUseCase;
  readonly confirmCode: ConfirmPhoneCodeUseCase;
  /** The fields of registrationUniqueFields (none before the config is known). */
  readonly uniqueFields: () => readonly UniqueField[];
  /** The logged-in player's username; null when nobody is. */
  readonly username: () => string | null;
  /** Shows the customer the server answered app-wide (the session's user). */
  readonly updateUser: (user: User) => void;
  readonly clock: MessageClock;
}

/** The success texts of the sub-area. */
export const MY_PROFILE_SAVED = {
  email: 'myProfile.contact.saved',
  phone: 'myProfile.phone.saved',
} as const;

/**
 * The my-profile sub-area (account-and-session.md §2, §5, §7): the username, the e-mail (checked by
 * the §5 rules, its uniqueness asked after it is typed, saved with customers/update; the customer the
 * server answers becomes the session's) and the mobile phone (changed through an SMS code). Success
 * shows a message for 3000 ms; an error keeps what was typed. One store per showing.
 */
export class MyProfileStore {
  email = '';
  readonly emailForm = new FormState();
  readonly phone: PhoneChange;
  readonly area: SubArea<PersonalData>;
  readonly #deps: MyProfileDeps;

  constructor(deps: MyProfileDeps) {
    this.#deps = deps;
    // What the player has typed meanwhile (a retry) stays.
    this.area = new SubArea(
      deps.clock,
      () => deps.load.execute(),
      (data) => {
        if (this.email === '') this.email = data.email;
      },
    );
    this.phone = new PhoneChange({
      send: deps.sendCode,
      confirm: deps.confirmCode,
      checkUnique: (mobilePhone) => deps.checkUnique.execute('mobilePhone', mobilePhone, deps.uniqueFields()),
      changed: (mobilePhone) => {
        this.#phoneChanged(mobilePhone);
      },
      showing: this.area.showing,
    });
    makeAutoObservable(this, {}, { deep: false });
  }

  get username(): string | null {
    return this.#deps.username();
  }

  /** The phone now on the profile. */
  get currentPhone(): string | null {
    const { data } = this.area;
    return data.kind === 'ready' ? data.value.mobilePhone : null;
  }

  activate(): void {
    void this.area.load();
  }

  dispose(): void {
    this.area.end();
  }

  set(field: 'email', value: string): void {
    this[field] = value;
    this.emailForm.edited(field);
  }

  /** After the e-mail: the server says whether another account has it (when the config asks). */
  async blurEmail(): Promise<void> {
    const email = this.email;
    const { data } = this.area;
    const saved = data.kind === 'ready' ? data.value.email : null;
    if (emailProblem(email) !== null || email === saved) return;
    const check = this.#deps.checkUnique.execute('email', email, this.#deps.uniqueFields());
    await this.area.showing.answer(check, (outcome) => {
      if (outcome.kind === 'taken' && email === this.email)
        this.emailForm.setError('email', outcome.messageKey);
    });
  }

  async saveEmail(): Promise<void> {
    if (!this.emailForm.start()) return;
    const updated = this.#deps.updateContact.execute({ email: this.email });
    await this.area.showing.answer(updated, (outcome) => {
      this.emailForm.finish(outcome);
      if (outcome.kind !== 'saved') return;
      this.#deps.updateUser(outcome.value);
      this.area.update((data) => ({ ...data, email: this.email }));
      this.area.message.show(MY_PROFILE_SAVED.email);
    });
  }

  #phoneChanged(mobilePhone: string): void {
    this.area.update((data) => ({ ...data, mobilePhone }));
    this.area.message.show(MY_PROFILE_SAVED.phone);
  }
}
