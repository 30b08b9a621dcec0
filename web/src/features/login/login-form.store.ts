import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { formatPersonalCodeInput } from '@lv-casino/core/registration/personal-code.rule.ts';
import type { NavigationIntent } from '@lv-casino/core/routing/navigation-intent.ts';
import type { LoginHint, LoginFailed } from '@lv-casino/core/session/login-failure.rule.ts';
import { forgotPasswordModal } from '@lv-casino/core/session/login-failure.rule.ts';
import { loginSchema } from '@lv-casino/core/session/login.schema.ts';
import type { PendingGame } from '@lv-casino/core/session/logged-in-session.ts';
import type { LoginUseCase } from '@lv-casino/core/session/login.use-case.ts';
import { formErrors, type FormErrors } from '@lv-casino/core/session/form-errors.ts';
import type { SmartIdLoginUseCase } from '@lv-casino/core/smart-id/smart-id-login.use-case.ts';
import type { SmsAuthenticateUseCase } from '@lv-casino/core/sms/sms-authenticate.use-case.ts';
import { asksForSmsCode, smsCodeGone } from '@lv-casino/core/sms/sms-login.rule.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AppNavigator } from '../../kernel/app-navigator.ts';
import type { DomainEvents } from '../../kernel/domain-events.ts';
import type { LanguageSync } from '../../kernel/language-sync.ts';
import type { SessionStore } from '../../kernel/session.store.ts';
import type { SiteConfig } from '../../kernel/site-config.ts';

/** How the player logs in: username and password, or Smart-ID with the personal code. */
export type LoginMethod = 'password' | 'smart-id';

/** The typed fields of the form: the credentials, the personal code (Smart-ID) and the SMS code. */
export type LoginField = 'username' | 'password' | 'personalNumber' | 'code';

/** How a field keeps what is typed: the personal code with the dash after its sixth digit put in
 * (account-and-session.md §5), the SMS code its digits only; the others as typed. */
const TYPED: Partial<Record<LoginField, (value: string) => string>> = {
  personalNumber: formatPersonalCodeInput,
  code: (value) => value.replace(/\D/g, ''),
};

export interface LoginFormDeps {
  readonly login: LoginUseCase;
  readonly smartId: SmartIdLoginUseCase;
  readonly smsLogin: SmsAuthenticateUseCase;
  readonly session: SessionStore;
  readonly site: SiteConfig;
  readonly navigator: AppNavigator;
  readonly languageSync: LanguageSync;
  readonly events: DomainEvents;
}

/**
 * The login form's state (one per opening of the modal; account-and-session.md §2 Login modal, §4
 * Login): the typed credentials or personal code, the active tab, whether it is submitting, the
 * field errors, the server's error and its hint. A success begins the app's session; Smart-ID opens
 * its authentication modal. Nothing typed is lost on a failure.
 */
export class LoginFormStore {
  method: LoginMethod = 'password';
  username = '';
  password = '';
  personalNumber = '';
  /** True once the server asked for the code it sent by SMS (the SMS (3D) step of a password login). */
  smsStep = false;
  /** The code of the SMS step. */
  code = '';
  /** True once a credential was pasted (sent as credentialCheck). */
  pasted = false;
  busy = false;
  /** react-intl ids of the invalid fields' errors, by field. */
  errors: FormErrors = {};
  /** The server's (or the session's) error of the last submit, from the catalogue. */
  error: ErrorDescriptor | null = null;
  /** Seconds the server said to wait before the next try (a throttled login's Retry-After), else null. */
  retryAfterSeconds: number | null = null;
  /** The SMS forgot-password hint shown with a failure, when the site offers it. */
  hint: LoginHint | null = null;
  /** The game the modal was opened for (`?game=`): a successful login goes to its real play. */
  pendingGame: PendingGame | null = null;

  readonly #deps: LoginFormDeps;

  constructor(deps: LoginFormDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { deep: false });
  }

  /** Whether the Smart-ID tab is offered (GeneralConfig.smartIDLoginEnabled). */
  get smartIdEnabled(): boolean {
    return this.#deps.site.general?.smartIDLoginEnabled ?? false;
  }

  /** The forgot-password modal of the site: its SMS variant when forgotPasswordSmsVerificationEnabled. */
  get forgotPassword(): NavigationIntent {
    return forgotPasswordModal(this.#smsForgotPassword);
  }

  /** Whether registration is offered from here (not from a forbidden IP). */
  get registrationOpen(): boolean {
    return !(this.#deps.site.general?.currentIpIsForbidden ?? false);
  }

  get #smsForgotPassword(): boolean {
    return this.#deps.site.general?.forgotPasswordSmsVerificationEnabled ?? false;
  }

  /** The `game` query parameter of the modal (a friendly URL), or null. */
  setPendingGame(friendlyUrl: string | null): void {
    this.pendingGame = friendlyUrl === null || friendlyUrl === '' ? null : { friendlyUrl };
  }

  setMethod(method: LoginMethod): void {
    if (method === 'smart-id' && !this.smartIdEnabled) return;
    this.method = method;
    this.errors = {};
    this.error = null;
    this.retryAfterSeconds = null;
    this.hint = null;
  }

  /** What is typed in a field (kept as TYPED says); its error goes. */
  set(field: LoginField, value: string): void {
    this[field] = TYPED[field]?.(value) ?? value;
    this.#clearFieldError(field);
  }

  /**
   * Whether the SMS step's code can no longer log in: it died after 5 wrong tries or expired (5), or was
   * used (48). Only a new code helps, which a login with the kept password sends.
   */
  get smsCodeDead(): boolean {
    return this.smsStep && this.error !== null && smsCodeGone(this.error);
  }

  /** Asks for a new SMS code: the password login again, with what was typed. @returns true when logged in. */
  resendSmsCode(): Promise<boolean> {
    this.code = '';
    return this.#submitPassword();
  }

  /** Leaves the SMS step for the username and password again (what was typed stays). */
  leaveSmsStep(): void {
    this.smsStep = false;
    this.code = '';
    this.#reset(null);
  }

  markPasted(): void {
    this.pasted = true;
  }

  /** Submits the active tab (the Enter key submits the active one). @returns true when it succeeded. */
  submit(): Promise<boolean> {
    if (this.method === 'smart-id') return this.#submitSmartId();
    return this.smsStep ? this.#submitSmsCode() : this.#submitPassword();
  }

  async #submitPassword(): Promise<boolean> {
    if (this.busy) return false;
    const invalid = formErrors(loginSchema, { username: this.username, password: this.password });
    this.#reset(invalid);
    if (invalid !== null) return false;
    this.busy = true;
    const outcome = await this.#deps.login.execute({
      credentials: {
        username: this.username.trim(),
        password: this.password,
        rememberMe: false,
        credentialCheck: this.pasted,
      },
      pendingGame: this.pendingGame,
      forgotPasswordSmsVerificationEnabled: this.#smsForgotPassword,
      page: this.#deps.languageSync.pageContext(),
    });
    if (outcome.kind === 'failed' && asksForSmsCode(outcome)) {
      runInAction(() => {
        this.busy = false;
        this.smsStep = true;
      });
      return false;
    }
    if (outcome.kind === 'failed') return this.#fail(outcome);
    runInAction(() => {
      this.busy = false;
    });
    this.#deps.session.begin(outcome);
    return true;
  }

  async #submitSmsCode(): Promise<boolean> {
    if (this.busy) return false;
    this.#reset(null);
    this.busy = true;
    const outcome = await this.#deps.smsLogin.execute({
      code: { username: this.username.trim(), code: this.code },
      pendingGame: this.pendingGame,
      forgotPasswordSmsVerificationEnabled: this.#smsForgotPassword,
      page: this.#deps.languageSync.pageContext(),
    });
    if (outcome.kind === 'failed') return this.#fail(outcome);
    if (outcome.kind === 'invalid') {
      runInAction(() => {
        this.busy = false;
        this.errors = outcome.errors;
      });
      return false;
    }
    runInAction(() => {
      this.busy = false;
    });
    this.#deps.session.begin(outcome);
    return true;
  }

  async #submitSmartId(): Promise<boolean> {
    if (this.busy) return false;
    this.#reset(null);
    this.busy = true;
    const outcome = await this.#deps.smartId.start({
      personalNumber: this.personalNumber,
      pendingGame: this.pendingGame,
      forgotPasswordSmsVerificationEnabled: this.#smsForgotPassword,
      page: this.#deps.languageSync.pageContext(),
    });
    switch (outcome.kind) {
      case 'invalid':
        runInAction(() => {
          this.busy = false;
          this.errors = outcome.errors;
        });
        return false;
      case 'failed':
        return this.#fail(outcome);
      case 'awaiting-confirmation':
        runInAction(() => {
          this.busy = false;
        });
        this.#deps.navigator.perform(outcome.next);
        return true;
      case 'superseded':
        runInAction(() => {
          this.busy = false;
        });
        return false;
    }
  }

  #fail(failure: LoginFailed): false {
    runInAction(() => {
      this.busy = false;
      this.error = failure.error;
      this.retryAfterSeconds = failure.retryAfterSeconds;
      this.hint = failure.hint;
    });
    this.#deps.events.publish(failure.events);
    // Code 58 (password expired or to be reset) opens the forgot-password modal.
    this.#deps.navigator.perform(failure.next);
    return false;
  }

  #reset(errors: FormErrors | null): void {
    this.errors = errors ?? {};
    this.error = null;
    this.retryAfterSeconds = null;
    this.hint = null;
  }

  #clearFieldError(field: string): void {
    if (!(field in this.errors)) return;
    const { [field]: _cleared, ...rest } = this.errors;
    this.errors = rest;
  }
}
