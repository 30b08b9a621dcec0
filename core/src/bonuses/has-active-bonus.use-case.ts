import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { BonusPort } from '../bonuses/bonus.port.ts';

export type HasActiveBonusOutcome =
  | { readonly kind: 'answered'; readonly hasActive: boolean }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * Whether a bonus of the player is being wagered (account-and-session.md §7 GET
 * customers/{id}/bonuses/hasactive): e.g. to warn before a withdrawal or a claim that bonus rules apply.
 */
export class HasActiveBonusUseCase {
  readonly #bonuses: BonusPort;
  readonly #errors: ErrorCatalogue;

  constructor(bonuses: BonusPort, errors: ErrorCatalogue) {
    this.#bonuses = bonuses;
    this.#errors = errors;
  }

  /** @param customerId the logged-in player's id (User.id). */
  async execute(customerId: number): Promise<HasActiveBonusOutcome> {
    const answer = await this.#bonuses.hasActiveBonus(customerId);
    return answer.ok
      ? { kind: 'answered', hasActive: answer.value }
      : { kind: 'failed', error: describeFailure(answer.error, this.#errors) };
  }
}
