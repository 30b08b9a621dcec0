import { makeAutoObservable } from 'mobx';
import type { CallFailure, CallFailures } from './call-failures.ts';
import type { FailureReactions } from './failure-reactions.ts';

/** A message in the toast region; `messageId` and `action.labelId` are react-intl ids. */
export interface Toast {
  readonly id: number;
  readonly messageId: string;
  readonly tone: 'error' | 'success' | 'info';
  readonly action?: { readonly labelId: string; readonly run: () => void };
}

export interface FeedbackStoreDeps {
  readonly failures: CallFailures;
  /** The reactions to a failed call, loaded with the first failure (failure-reactions.ts). */
  readonly reactions: () => Promise<FailureReactions>;
}

/**
 * The one way to tell the player something happened (account-and-session.md §8): toasts in an
 * aria-live region, and the app's reaction to failed calls — an HTTP 500 (except the feeds, game tags
 * and notifications) shows a toast and, 0.5 s later, closes the open modal and opens errorModal
 * (core's ServerErrorHandler); a call without a response shows the translated transport error.
 */
export class FeedbackStore {
  toasts: readonly Toast[] = [];
  readonly #deps: FeedbackStoreDeps;
  #nextId = 1;

  constructor(deps: FeedbackStoreDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { deep: false });
    deps.failures.listen((failure) => {
      void this.#onFailure(failure);
    });
  }

  /** Shows a toast; the same message is not stacked twice. @returns its id. */
  show(toast: Omit<Toast, 'id'>): number {
    const same = this.toasts.find((shown) => shown.messageId === toast.messageId);
    if (same !== undefined) return same.id;
    const id = this.#nextId++;
    this.toasts = [...this.toasts, { ...toast, id }];
    return id;
  }

  dismiss(id: number): void {
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }

  async #onFailure({ failure, call }: CallFailure): Promise<void> {
    const { serverErrors, transportKind } = await this.#deps.reactions();
    if (failure.kind === 'transport') {
      const kind = transportKind(failure.message) ?? 'network';
      this.show({ messageId: `feedback.transport.${kind}`, tone: 'error' });
      return;
    }
    if (serverErrors.handle(failure, call).toast) {
      this.show({ messageId: 'feedback.serverError', tone: 'error' });
    }
  }
}
