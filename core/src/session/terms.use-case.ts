import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { AccountPort } from '../account/account.port.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { LoggedOut, LogoutUseCase } from './logout.use-case.ts';
import type { User } from './user.ts';

export type AcceptTermsOutcome =
  | {
      readonly kind: 'accepted';
      /** The user with acceptTermsAndConditions true, to keep in place of the old one. */
      readonly user: User;
      /** The terms modal closes. */
      readonly next: NavigationIntent;
    }
  /** The modal stays open (it has no close button) with the error. */
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * The terms-acceptance modal (account-and-session.md §4 Session): accept posts to the server, marks
 * the user accepted locally and closes the modal; decline logs out.
 */
export class TermsUseCase {
  readonly #account: AccountPort;
  readonly #logout: LogoutUseCase;
  readonly #errors: ErrorCatalogue;

  constructor(account: AccountPort, logout: LogoutUseCase, errors: ErrorCatalogue) {
    this.#account = account;
    this.#logout = logout;
    this.#errors = errors;
  }

  async accept(user: User): Promise<AcceptTermsOutcome> {
    const result = await this.#account.acceptTermsAndConditions();
    if (!result.ok) return { kind: 'failed', error: describeFailure(result.error, this.#errors) };
    return {
      kind: 'accepted',
      user: { ...user, acceptTermsAndConditions: true },
      next: { kind: 'close-modal' },
    };
  }

  /**
   * Logs out; the terms modal closes with the session (leaving a game-play page for the casino, as
   * any logout does).
   */
  async decline(input: { readonly onGamePlayPage: boolean }): Promise<LoggedOut> {
    const outcome = await this.#logout.execute({ onGamePlayPage: input.onGamePlayPage });
    return outcome.next.kind === 'stay' ? { ...outcome, next: { kind: 'close-modal' } } : outcome;
  }
}
