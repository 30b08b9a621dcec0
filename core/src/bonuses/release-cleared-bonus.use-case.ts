import type { ErrorCatalogue } from '../errors/error-catalogue.port.ts';
import type { BonusPort } from '../bonuses/bonus.port.ts';
import type { BonusActionOutcome } from './bonus-action-outcome.ts';
import { describeBonusFailure } from './bonus-failure.rule.ts';

/**
 * Releases a CLEARED (fully wagered) bonus to cash (account-and-session.md §7 Bonuses: POST
 * bonusAssets/{id}/releaseCleared): its money moves from the bonus to the cash balance and it becomes
 * RELEASED.
 */
export class ReleaseClearedBonusUseCase {
  readonly #bonuses: BonusPort;
  readonly #errors: ErrorCatalogue;

  constructor(bonuses: BonusPort, errors: ErrorCatalogue) {
    this.#bonuses = bonuses;
    this.#errors = errors;
  }

  async execute(bonusAssetId: number): Promise<BonusActionOutcome> {
    const released = await this.#bonuses.releaseClearedBonusAsset(bonusAssetId);
    return released.ok
      ? { kind: 'done', action: 'release', asset: released.value }
      : {
          kind: 'failed',
          action: 'release',
          error: describeBonusFailure('release', released.error, this.#errors),
        };
  }
}
