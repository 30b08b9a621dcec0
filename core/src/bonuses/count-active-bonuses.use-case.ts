import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { BonusPort } from '../bonuses/bonus.port.ts';

export type ActiveBonusesCountOutcome =
  | { readonly kind: 'counted'; readonly count: number }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * The number of the player's ACTIVE bonuses, for the bonus badges of the header, the mobile bottom bar
 * and profile options (account-and-session.md §2 Header, Profile options; §7 GET
 * customers/{id}/bonuses/customerActiveBonusesCount, field customerActiveBonuses).
 */
export class CountActiveBonusesUseCase {
  readonly #bonuses: BonusPort;
  readonly #errors: ErrorCatalogue;

  constructor(bonuses: BonusPort, errors: ErrorCatalogue) {
    this.#bonuses = bonuses;
    this.#errors = errors;
  }

  /** @param customerId the logged-in player's id (User.id). */
  async execute(customerId: number): Promise<ActiveBonusesCountOutcome> {
    const count = await this.#bonuses.getActiveBonusesCount(customerId);
    return count.ok
      ? { kind: 'counted', count: count.value }
      : { kind: 'failed', error: describeFailure(count.error, this.#errors) };
  }
}
