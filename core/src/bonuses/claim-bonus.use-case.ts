import type { ErrorCatalogue } from '../errors/error-catalogue.port.ts';
import type { BonusPort } from '../bonuses/bonus.port.ts';
import type { BonusActionOutcome } from './bonus-action-outcome.ts';
import { describeBonusFailure } from './bonus-failure.rule.ts';

/**
 * Claims an AVAILABLE bonus (account-and-session.md §7 Bonuses): it becomes ACTIVE and its money joins
 * the bonus balance, so the caller refreshes the balance, the list and the active count.
 */
export class ClaimBonusUseCase {
  readonly #bonuses: BonusPort;
  readonly #errors: ErrorCatalogue;

  constructor(bonuses: BonusPort, errors: ErrorCatalogue) {
    this.#bonuses = bonuses;
    this.#errors = errors;
  }

  async execute(bonusAssetId: number): Promise<BonusActionOutcome> {
    const claimed = await this.#bonuses.claimBonusAsset(bonusAssetId);
    return claimed.ok
      ? { kind: 'done', action: 'claim', asset: claimed.value }
      : {
          kind: 'failed',
          action: 'claim',
          error: describeBonusFailure('claim', claimed.error, this.#errors),
        };
  }
}
