import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { SportsbookPort } from '../sportsbook/sportsbook.port.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { SportsbookToken } from './sportsbook.ts';

export type SportsbookTokenOutcome =
  /** Nobody is logged in: no token, the widget's anonymous view (a logout clears the token). */
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'token'; readonly token: SportsbookToken }
  /** 39: the player is self-excluded; the self-excluded modal opens and the widget stays anonymous. */
  | { readonly kind: 'self-excluded'; readonly next: NavigationIntent }
  /** Any other refusal (a frozen account, no connection): the widget stays anonymous. */
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * The sportsbook widget's token (games-and-content.md §4, §8): fetched for a logged-in player (on
 * login, and whenever the page opens), none for a visitor (cleared on logout). Error 39 opens
 * self-excluded-modal, as the contract's catalogue says of that code.
 */
export class LoadSportsbookTokenUseCase {
  readonly #sportsbook: SportsbookPort;
  readonly #errors: ErrorCatalogue;

  constructor(sportsbook: SportsbookPort, errors: ErrorCatalogue) {
    this.#sportsbook = sportsbook;
    this.#errors = errors;
  }

  async execute(input: { readonly loggedIn: boolean }): Promise<SportsbookTokenOutcome> {
    if (!input.loggedIn) return { kind: 'anonymous' };
    const answer = await this.#sportsbook.getWidgetToken();
    if (answer.ok) return { kind: 'token', token: answer.value };
    const error = describeFailure(answer.error, this.#errors);
    if (error.clientAction === 'open-self-excluded-modal') {
      return { kind: 'self-excluded', next: { kind: 'open-modal', modal: 'self-excluded-modal' } };
    }
    return { kind: 'failed', error };
  }
}

/** The token the widget is initialised with: the player's, or null for its anonymous view. */
export const widgetTokenOf = (outcome: SportsbookTokenOutcome): string | null =>
  outcome.kind === 'token' ? outcome.token.token : null;
