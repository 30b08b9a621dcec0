import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { BonusPort } from '../bonuses/bonus.port.ts';
import type { BonusAsset } from './bonus.ts';

export type FindBonusAssetOutcome =
  | { readonly kind: 'found'; readonly asset: BonusAsset }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * One bonus asset of the player by its id, for the bonus-history modals (details, games categories):
 * the search of every asset (POST customers/bonuses/assets/search, which has no id filter) and the one
 * with that id. An id that is not the player's is not found.
 */
export class FindBonusAssetUseCase {
  readonly #bonuses: BonusPort;
  readonly #errors: ErrorCatalogue;

  constructor(bonuses: BonusPort, errors: ErrorCatalogue) {
    this.#bonuses = bonuses;
    this.#errors = errors;
  }

  async execute(bonusAssetId: number): Promise<FindBonusAssetOutcome> {
    const assets = await this.#bonuses.searchBonusAssets({});
    if (!assets.ok) return { kind: 'failed', error: describeFailure(assets.error, this.#errors) };
    const asset = assets.value.find((candidate) => candidate.bonusAssetId === bonusAssetId);
    return asset === undefined ? { kind: 'not-found' } : { kind: 'found', asset };
  }
}
