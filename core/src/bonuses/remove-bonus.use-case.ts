import type { ErrorCatalogue } from '../errors/error-catalogue.port.ts';
import type { BonusPort } from '../bonuses/bonus.port.ts';
import type { BonusActionOutcome } from './bonus-action-outcome.ts';
import { describeBonusFailure } from './bonus-failure.rule.ts';

/**
 * Removes a single AVAILABLE or ACTIVE bonus (account-and-session.md §7 Bonuses: POST
 * gaming/removeSingleBonusAsset): it is CANCELLED and, when ACTIVE, its bonus money is forfeited. The
 * tab asks the player to confirm first (needsConfirmation).
 */
export class RemoveBonusUseCase {
  readonly #bonuses: BonusPort;
  readonly #errors: ErrorCatalogue;

  constructor(bonuses: BonusPort, errors: ErrorCatalogue) {
    this.#bonuses = bonuses;
    this.#errors = errors;
  }

  /** @param input.customerId the logged-in player's id (User.id). */
  async execute(input: {
    readonly bonusAssetId: number;
    readonly customerId: number;
  }): Promise<BonusActionOutcome> {
    const removed = await this.#bonuses.removeBonusAsset(input.bonusAssetId, input.customerId);
    return removed.ok
      ? { kind: 'done', action: 'remove', asset: null }
      : {
          kind: 'failed',
          action: 'remove',
          error: describeBonusFailure('remove', removed.error, this.#errors),
        };
  }
}
