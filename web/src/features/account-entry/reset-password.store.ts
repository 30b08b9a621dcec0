import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import type { ResetPasswordUseCase } from '@lv-casino/core/password/reset-password.use-case.ts';
import {
  FALLBACK_PASSWORD_FORMAT,
  registrationSettingsFrom,
} from '@lv-casino/core/registration/registration-settings.ts';
import type { NavigationIntent } from '@lv-casino/core/routing/navigation-intent.ts';
import type { FormErrors } from '@lv-casino/core/session/form-errors.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AppNavigator } from '../../kernel/app-navigator.ts';
import type { SiteConfig } from '../../kernel/site-config.ts';

/**
 * The reset-password modal (account-and-session.md §2: opened with username and key): the new
 * password twice, checked by the site's password rules; success shows the message and a login button.
 */
export class ResetPasswordStore {
  password = '';
  rePassword = '';
  busy = false;
  errors: FormErrors = {};
  error: ErrorDescriptor | null = null;
  successKey: string | null = null;
  #next: NavigationIntent = { kind: 'close-modal' };

  readonly #useCase: ResetPasswordUseCase;
  readonly #site: SiteConfig;
  readonly #navigator: AppNavigator;

  constructor(useCase: ResetPasswordUseCase, site: SiteConfig, navigator: AppNavigator) {
    this.#useCase = useCase;
    this.#site = site;
    this.#navigator = navigator;
    makeAutoObservable(this, {}, { deep: false });
  }

  set(field: 'password' | 'rePassword', value: string): void {
    this[field] = value;
  }

  async submit(link: { readonly username: string; readonly key: string }): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.error = null;
    const { general } = this.#site;
    const format =
      general === null ? FALLBACK_PASSWORD_FORMAT : registrationSettingsFrom(general).passwordFormat;
    const outcome = await this.#useCase.execute(
      { username: link.username, key: link.key, password: this.password, rePassword: this.rePassword },
      format,
    );
    runInAction(() => {
      this.busy = false;
      this.errors = outcome.kind === 'invalid' ? outcome.errors : {};
      if (outcome.kind === 'failed') this.error = outcome.error;
      if (outcome.kind === 'reset') {
        this.successKey = outcome.messageKey;
        this.#next = outcome.next;
      }
    });
  }

  /** The success screen's login button. */
  proceed(): void {
    this.#navigator.perform(this.#next);
  }
}
