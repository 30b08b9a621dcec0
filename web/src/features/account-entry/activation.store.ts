import type { ActivateAccountUseCase } from '@lv-casino/core/activation/activate-account.use-case.ts';
import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import type { NavigationIntent } from '@lv-casino/core/routing/navigation-intent.ts';
import type { FormErrors } from '@lv-casino/core/session/form-errors.ts';
import type { SmsActivationUseCase } from '@lv-casino/core/sms/sms-activation.use-case.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AppNavigator } from '../../kernel/app-navigator.ts';
import type { LanguageSync } from '../../kernel/language-sync.ts';
import type { SessionStore } from '../../kernel/session.store.ts';

export interface ActivationDeps {
  readonly activateAccount: ActivateAccountUseCase;
  readonly smsActivation: SmsActivationUseCase;
  readonly session: SessionStore;
  readonly navigator: AppNavigator;
  readonly languageSync: LanguageSync;
}

/**
 * `activating`: the link's key is being checked. `sms-form`: no key in the link, the player types the
 * code of the activation SMS. `activated`: title, message and a login button. `failed`: the code's
 * text and a back-to-home button.
 */
export type ActivationStatus = 'idle' | 'activating' | 'sms-form' | 'activated' | 'failed';

/**
 * The activation modal (account-and-session.md §2 Other account modals, §4 Activation): with the
 * e-mailed link's username and activationKey it activates at once; without a key it asks for the
 * code of the activation SMS (which logs the player in when the server allows it).
 */
export class ActivationStore {
  status: ActivationStatus = 'idle';
  username = '';
  code = '';
  busy = false;
  errors: FormErrors = {};
  error: ErrorDescriptor | null = null;
  titleKey: string | null = null;
  messageKey: string | null = null;
  #next: NavigationIntent = { kind: 'close-modal' };

  readonly #deps: ActivationDeps;
  #started = false;

  constructor(deps: ActivationDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { deep: false });
  }

  /** Opens with the link's query: a key activates at once, none asks for the SMS code. */
  async start(link: {
    readonly username: string | null;
    readonly activationKey: string | null;
  }): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    this.username = link.username ?? '';
    if (link.activationKey === null) {
      this.status = 'sms-form';
      return;
    }
    this.status = 'activating';
    const outcome = await this.#deps.activateAccount.execute({
      username: this.username,
      activationKey: link.activationKey,
    });
    runInAction(() => {
      this.#next = outcome.next;
      if (outcome.kind === 'activated') {
        this.status = 'activated';
        this.titleKey = outcome.titleKey;
        this.messageKey = outcome.messageKey;
      } else {
        this.status = 'failed';
        this.error = outcome.error;
      }
    });
  }

  /** An edit of the username, or of the code (its digits only). */
  set(field: 'username' | 'code', value: string): void {
    this[field] = field === 'code' ? value.replace(/\D/g, '') : value;
  }

  /** Sends the SMS code; a failure keeps what was typed and shows the code's text. */
  async submitCode(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.error = null;
    this.errors = {};
    const outcome = await this.#deps.smsActivation.execute({
      code: { username: this.username.trim(), code: this.code },
      page: this.#deps.languageSync.pageContext(),
    });
    runInAction(() => {
      this.busy = false;
      switch (outcome.kind) {
        case 'invalid':
          this.errors = outcome.errors;
          break;
        case 'failed':
          this.error = outcome.error;
          break;
        case 'activated':
          this.status = 'activated';
          this.titleKey = outcome.titleKey;
          this.messageKey = outcome.messageKey;
          this.#next = outcome.next;
          break;
        case 'logged-in':
          break;
      }
    });
    if (outcome.kind === 'logged-in') this.#deps.session.begin(outcome);
  }

  /** The success screen's login button, or the failure's back-to-home button. */
  proceed(): void {
    this.#deps.navigator.perform(this.#next);
  }
}
