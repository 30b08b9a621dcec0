import type { SmartIdLoginUseCase } from '@lv-casino/core/smart-id/smart-id-login.use-case.ts';
import type { SmartIdState } from '@lv-casino/core/smart-id/smart-id-state.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AppNavigator } from '../../kernel/app-navigator.ts';
import type { DomainEvents } from '../../kernel/domain-events.ts';
import type { SessionStore } from '../../kernel/session.store.ts';

export interface SmartIdSessionDeps {
  readonly smartId: SmartIdLoginUseCase;
  readonly session: SessionStore;
  readonly navigator: AppNavigator;
  readonly events: DomainEvents;
}

/**
 * The Smart-ID authentication modal's view of core's Smart-ID login (account-and-session.md §4
 * Smart-ID): the verification code while the player confirms, the cancel button once core allows it
 * (2 s), the session begun on success, the error on failure. Closing the modal abandons the login
 * (polling stops).
 */
export class SmartIdSessionStore {
  state: SmartIdState;

  readonly #deps: SmartIdSessionDeps;
  #unsubscribe: (() => void) | null = null;
  #active = false;

  constructor(deps: SmartIdSessionDeps) {
    this.#deps = deps;
    this.state = deps.smartId.state;
    makeAutoObservable(this, {}, { deep: false });
  }

  activate(): void {
    this.#active = true;
    this.#unsubscribe ??= this.#deps.smartId.subscribe((state) => {
      runInAction(() => {
        this.#onState(state);
      });
      // A refusal's way on, as after any login (58: forgot password); followed when it happens, not
      // again when a later opening of the modal shows the same failure.
      if (state.kind === 'failed') this.#deps.navigator.perform(state.failure.next);
    });
    this.#onState(this.#deps.smartId.state);
  }

  /**
   * The modal closed (Escape, close button, Back): the login is abandoned. Decided a moment later,
   * because React's StrictMode unmounts and mounts a screen again at once.
   */
  dispose(): void {
    this.#active = false;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    queueMicrotask(() => {
      if (this.#active) return;
      const { kind } = this.#deps.smartId.state;
      if (kind === 'awaiting-confirmation' || kind === 'requesting-code') this.#deps.smartId.reset();
    });
  }

  /** The cancel button: back to the login modal. */
  cancel(): void {
    const state = this.#deps.smartId.cancel();
    if (state?.kind === 'cancelled') this.#deps.navigator.perform(state.next);
  }

  /** From a failure or a modal opened without a login under way: the login modal again. */
  backToLogin(): void {
    this.#deps.smartId.reset();
    this.#deps.navigator.openModal('login');
  }

  #onState(state: SmartIdState): void {
    this.state = state;
    if (state.kind === 'logged-in') {
      this.#deps.smartId.reset();
      this.#deps.session.begin(state.session);
    } else if (state.kind === 'failed') {
      this.#deps.events.publish(state.failure.events);
    }
  }
}
