import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import type { TermsUseCase } from '@lv-casino/core/session/terms.use-case.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AppNavigator } from '../../kernel/app-navigator.ts';
import type { SessionStore } from '../../kernel/session.store.ts';

/**
 * The terms-acceptance modal (account-and-session.md §4 Session): accept posts to the server, marks
 * the user accepted and closes; decline logs out. It has no close button: one of the two must be chosen.
 */
export class TermsStore {
  busy: 'accept' | 'decline' | null = null;
  error: ErrorDescriptor | null = null;

  readonly #terms: TermsUseCase;
  readonly #session: SessionStore;
  readonly #navigator: AppNavigator;

  constructor(terms: TermsUseCase, session: SessionStore, navigator: AppNavigator) {
    this.#terms = terms;
    this.#session = session;
    this.#navigator = navigator;
    makeAutoObservable(this, {}, { deep: false });
  }

  async accept(): Promise<void> {
    const { user } = this.#session;
    if (this.busy !== null || user === null) return;
    this.busy = 'accept';
    this.error = null;
    const outcome = await this.#terms.accept(user);
    runInAction(() => {
      this.busy = null;
      if (outcome.kind === 'failed') this.error = outcome.error;
      else this.#session.updateUser(outcome.user);
    });
    if (outcome.kind === 'accepted') this.#navigator.perform(outcome.next);
  }

  /** Declining ends the session (the app's logout: the realtime channel closes, the header changes). */
  async decline(): Promise<void> {
    if (this.busy !== null) return;
    this.busy = 'decline';
    await this.#session.logout();
    runInAction(() => {
      this.busy = null;
    });
    this.#navigator.closeModal();
  }
}
