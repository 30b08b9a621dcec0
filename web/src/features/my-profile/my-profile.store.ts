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
import { LOADING, loadedOf, type Loaded } from '../../kernel/loaded.ts';
import { Showing } from '../../kernel/showing.ts';
import { FormState } from './form-state.ts';
import { PhoneChange } from './phone-change.ts';
import { TimedMessage, type MessageClock } from './timed-message.ts';

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
  data: Loaded<PersonalData> = LOADING;
  email = '';
  readonly emailForm = new FormState();
  readonly phone: PhoneChange;
  readonly message: TimedMessage;
  readonly #deps: MyProfileDeps;
  readonly #showing = new Showing();

  constructor(deps: MyProfileDeps) {
    this.#deps = deps;
    this.message = new TimedMessage(deps.clock);
    this.phone = new PhoneChange({
      send: deps.sendCode,
      confirm: deps.confirmCode,
      checkUnique: (mobilePhone) => deps.checkUnique.execute('mobilePhone', mobilePhone, deps.uniqueFields()),
      changed: (mobilePhone) => {
        this.#phoneChanged(mobilePhone);
      },
      showing: this.#showing,
    });
    makeAutoObservable(this, {}, { deep: false });
  }

  get username(): string | null {
    return this.#deps.username();
  }

  /** The phone now on the profile. */
  get currentPhone(): string | null {
    return this.data.kind === 'ready' ? this.data.value.mobilePhone : null;
  }

  activate(): void {
    void this.#load();
  }

  dispose(): void {
    this.#showing.end();
    this.message.hide();
  }

  retry(): void {
    void this.#load();
  }

  set(field: 'email', value: string): void {
    this[field] = value;
    this.emailForm.edited(field);
  }

  /** After the e-mail: the server says whether another account has it (when the config asks). */
  async blurEmail(): Promise<void> {
    const email = this.email;
    const saved = this.data.kind === 'ready' ? this.data.value.email : null;
    if (emailProblem(email) !== null || email === saved) return;
    const check = this.#deps.checkUnique.execute('email', email, this.#deps.uniqueFields());
    await this.#showing.answer(check, (outcome) => {
      if (outcome.kind === 'taken' && email === this.email)
        this.emailForm.setError('email', outcome.messageKey);
    });
  }

  async saveEmail(): Promise<void> {
    if (!this.emailForm.start()) return;
    await this.#showing.answer(this.#deps.updateContact.execute({ email: this.email }), (outcome) => {
      this.emailForm.finish(outcome);
      if (outcome.kind !== 'saved') return;
      this.#deps.updateUser(outcome.value);
      if (this.data.kind === 'ready')
        this.data = { kind: 'ready', value: { ...this.data.value, email: this.email } };
      this.message.show(MY_PROFILE_SAVED.email);
    });
  }

  #phoneChanged(mobilePhone: string): void {
    if (this.data.kind === 'ready') this.data = { kind: 'ready', value: { ...this.data.value, mobilePhone } };
    this.message.show(MY_PROFILE_SAVED.phone);
  }

  async #load(): Promise<void> {
    this.data = LOADING;
    await this.#showing.answer(this.#deps.load.execute(), (outcome) => {
      this.data = loadedOf(outcome);
      // What the player has typed meanwhile (a retry) stays.
      if (outcome.kind === 'loaded' && this.email === '') this.email = outcome.value.email;
    });
  }
}
