import type { BonusAsset, BonusAssetFilter, BonusTablePage, BonusTableQuery } from '../bonuses/bonus.ts';
import type { ApiFailure } from '../errors/api-failure.ts';
import type { Result } from '../shared/result.ts';

/**
 * The logged-in customer's bonus assets (account-and-session.md §7 Bonuses; the profile's bonuses tab
 * and the bonus badges). All calls are private: without a session they fail with 401 errorCode 3. An
 * action on an asset whose state does not allow it fails with 400 errorCode 4, an unknown asset with
 * 404 errorCode -1; another customer's id fails with 400 errorCode 4.
 */
export interface BonusPort {
  /** POST customers/bonuses/assets/search/fordatatable: one page of the assets, newest first. */
  searchBonusAssetsForTable(query: BonusTableQuery): Promise<Result<BonusTablePage, ApiFailure>>;
  /** POST customers/bonuses/assets/search: every asset matching the filter, newest first. */
  searchBonusAssets(filter: BonusAssetFilter): Promise<Result<readonly BonusAsset[], ApiFailure>>;
  /** GET customers/{customerId}/bonuses/hasactive: whether a bonus is being wagered. */
  hasActiveBonus(customerId: number): Promise<Result<boolean, ApiFailure>>;
  /** GET customers/{customerId}/bonuses/customerActiveBonusesCount: the number of ACTIVE bonuses. */
  getActiveBonusesCount(customerId: number): Promise<Result<number, ApiFailure>>;
  /** POST customers/bonuses/assets/claim?bonusAssetId: an AVAILABLE asset becomes ACTIVE (answered). */
  claimBonusAsset(bonusAssetId: number): Promise<Result<BonusAsset, ApiFailure>>;
  /**
   * POST gaming/removeSingleBonusAsset/{bonusAssetId}?customerId: an AVAILABLE or ACTIVE asset is
   * CANCELLED and its bonus money forfeited (204, no body).
   */
  removeBonusAsset(bonusAssetId: number, customerId: number): Promise<Result<void, ApiFailure>>;
  /** POST bonusAssets/{bonusAssetId}/releaseCleared: a CLEARED asset's money moves to cash (RELEASED). */
  releaseClearedBonusAsset(bonusAssetId: number): Promise<Result<BonusAsset, ApiFailure>>;
}
export const BonusPort = Symbol('BonusPort');
