import type { UniquenessOutcome } from '@lv-casino/core/registration/check-unique-field.use-case.ts';
import type { ConfirmPhoneCodeUseCase } from '@lv-casino/core/profile/confirm-phone-code.use-case.ts';
import type { PhoneToVerify } from '@lv-casino/core/profile/profile.ts';
import type { SendPhoneCodeUseCase } from '@lv-casino/core/profile/send-phone-code.use-case.ts';
import {
  DEFAULT_PHONE_CODE,
  fullPhoneNumber,
  phoneProblem,
} from '@lv-casino/core/registration/phone.rule.ts';
import { profileErrorKey } from '@lv-casino/core/profile/profile.schema.ts';
import { makeAutoObservable } from 'mobx';
import type { Showing } from '../../kernel/showing.ts';
import { FormState } from './form-state.ts';

export interface PhoneChangeDeps {
  readonly send: SendPhoneCodeUseCase;
  readonly confirm: ConfirmPhoneCodeUseCase;
  /** The server's uniqueness check of the full number (CheckProfileFieldUniqueUseCase, bound to the config). */
  readonly checkUnique: (mobilePhone: string) => Promise<UniquenessOutcome>;
  /** The phone is verified and saved: the profile shows it from now on. */
  readonly changed: (mobilePhone: string) => void;
  /** The tab's showing: an answer that arrives after it ended is dropped. */
  readonly showing: Showing;
}

/**
 * A new mobile phone, verified by SMS (account-and-session.md §7: mobilePhone/profileUpdate, then
 * manually): the calling code and the number, a code sent to it, the code typed. Either step keeps
 * what was typed on any error; going back to the number keeps it too.
 */
export class PhoneChange {
  step: 'number' | 'code' = 'number';
  mobilePhoneCode = DEFAULT_PHONE_CODE;
  mobilePhone = '';
  verificationCode = '';
  /** The phone the code went to, once sent. */
  pending: PhoneToVerify | null = null;
  /** The number step's errors and feedback. */
  readonly numberForm = new FormState();
  /** The code step's errors and feedback. */
  readonly codeForm = new FormState();
  /** True while a new code is being asked for from the code step. */
  resending = false;
  /** Set when the player goes back to the number: the number field takes the focus once. */
  #focusNumber = false;
  readonly #deps: PhoneChangeDeps;

  constructor(deps: PhoneChangeDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { deep: false });
  }

  setPhoneCode(code: string): void {
    this.mobilePhoneCode = code;
    // §5: the number is re-validated when the phone code changes (only once it has been judged).
    const shown = this.numberForm.errors.mobilePhone;
    if (shown === undefined) return;
    this.numberForm.edited('mobilePhone');
    const problem = phoneProblem(this.mobilePhone, code);
    if (problem !== null) this.numberForm.setError('mobilePhone', profileErrorKey('mobilePhone', problem));
  }

  setPhone(number: string): void {
    this.mobilePhone = number;
    this.numberForm.edited('mobilePhone');
  }

  set(field: 'verificationCode', value: string): void {
    this[field] = value;
    this.codeForm.edited(field);
  }

  /** After the number: the server says whether another account has it (when the config asks). */
  async blurPhone(): Promise<void> {
    if (phoneProblem(this.mobilePhone, this.mobilePhoneCode) !== null) return;
    const full = fullPhoneNumber(this.mobilePhoneCode, this.mobilePhone);
    await this.#deps.showing.answer(this.#deps.checkUnique(full), (outcome) => {
      const unchanged = fullPhoneNumber(this.mobilePhoneCode, this.mobilePhone) === full;
      if (outcome.kind === 'taken' && unchanged) this.numberForm.setError('mobilePhone', outcome.messageKey);
    });
  }

  /** Sends a code to the number typed; on success the code step shows. */
  async sendCode(): Promise<void> {
    if (!this.numberForm.start()) return;
    const sent = this.#deps.send.execute({
      mobilePhoneCode: this.mobilePhoneCode,
      mobilePhone: this.mobilePhone,
    });
    await this.#deps.showing.answer(sent, (outcome) => {
      this.numberForm.finish(outcome);
      if (outcome.kind !== 'saved') return;
      this.pending = outcome.value;
      this.step = 'code';
      this.verificationCode = '';
      this.codeForm.errors = {};
      this.codeForm.formError = null;
      this.codeForm.feedback = 'idle';
    });
  }

  /** A new code to the same phone, from the code step; a refusal (81 too soon) shows there. */
  async resend(): Promise<void> {
    const pending = this.pending;
    if (pending === null || this.resending || this.codeForm.busy) return;
    this.resending = true;
    this.codeForm.formError = null;
    const sent = this.#deps.send.execute({
      mobilePhoneCode: pending.mobilePhoneCode,
      mobilePhone: pending.mobilePhone.slice(pending.mobilePhoneCode.length),
    });
    await this.#deps.showing.answer(sent, (outcome) => {
      this.resending = false;
      if (outcome.kind === 'refused') this.codeForm.formError = this.#formErrorOf(outcome.refusal);
    });
  }

  /** Confirms the phone with the code typed; on success it is the profile's phone. */
  async confirm(): Promise<void> {
    const pending = this.pending;
    if (pending === null || !this.codeForm.start()) return;
    const confirmed = this.#deps.confirm.execute(pending.mobilePhone, {
      verificationCode: this.verificationCode,
    });
    await this.#deps.showing.answer(confirmed, (outcome) => {
      this.codeForm.finish(outcome);
      if (outcome.kind !== 'saved') return;
      this.#deps.changed(outcome.value);
      this.step = 'number';
      this.pending = null;
      this.mobilePhone = '';
      this.verificationCode = '';
      this.numberForm.feedback = 'idle';
    });
  }

  /** Back to the number (to correct it); what was typed stays. */
  changeNumber(): void {
    this.step = 'number';
    this.numberForm.feedback = 'idle';
    this.#focusNumber = true;
  }

  /** Whether the number field is to take the focus (true once after `changeNumber`). */
  takeFocusRequest(): boolean {
    const requested = this.#focusNumber;
    this.#focusNumber = false;
    return requested;
  }

  #formErrorOf(refusal: {
    readonly errors: Readonly<Record<string, string>>;
    readonly formError: { readonly messageKey: string } | null;
  }): string | null {
    // A refusal placed by the number (115) is the form's here: the number is not on this step.
    return refusal.formError?.messageKey ?? Object.values(refusal.errors)[0] ?? null;
  }
}
