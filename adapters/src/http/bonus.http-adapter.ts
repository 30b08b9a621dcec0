import type {
  BonusAsset,
  BonusAssetFilter,
  BonusTablePage,
  BonusTableQuery,
} from '@lv-casino/core/bonuses/bonus.ts';
import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type { BonusPort } from '@lv-casino/core/bonuses/bonus.port.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import {
  toActiveBonusesCount,
  toBonusAsset,
  toBonusAssets,
  toBonusTablePage,
  toHasActive,
} from './bonus.mapper.ts';
import { call, noContent } from './call.ts';

/**
 * BonusPort over the bonus calls of account-and-session.md §7 (all private; amounts in minor units):
 * the table and search of the assets, the active flag and count, claim, single removal and release of
 * a cleared bonus.
 */
export class BonusHttpAdapter implements BonusPort {
  readonly #client: CustomerFacingClient;
  /** The DataTables `draw` counter: each table request a new one (the server echoes it back). */
  #draw = 0;

  constructor(client: CustomerFacingClient) {
    this.#client = client;
  }

  searchBonusAssetsForTable(query: BonusTableQuery): Promise<Result<BonusTablePage, ApiFailure>> {
    this.#draw += 1;
    const body = {
      draw: this.#draw,
      start: query.start,
      length: query.length,
      ...(query.status === undefined ? {} : { status: query.status }),
    };
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/customers/bonuses/assets/search/fordatatable', { body }),
      toBonusTablePage,
    );
  }

  searchBonusAssets(filter: BonusAssetFilter): Promise<Result<readonly BonusAsset[], ApiFailure>> {
    const body = {
      ...(filter.statuses === undefined ? {} : { statuses: [...filter.statuses] }),
      ...(filter.wageringProduct === undefined ? {} : { wageringProduct: filter.wageringProduct }),
    };
    return call(
      () => this.#client.POST('/api/v1/customerfacing/customers/bonuses/assets/search', { body }),
      toBonusAssets,
    );
  }

  hasActiveBonus(customerId: number): Promise<Result<boolean, ApiFailure>> {
    return call(
      () =>
        this.#client.GET('/api/v1/customerfacing/customers/{customerId}/bonuses/hasactive', {
          params: { path: { customerId } },
        }),
      toHasActive,
    );
  }

  getActiveBonusesCount(customerId: number): Promise<Result<number, ApiFailure>> {
    return call(
      () =>
        this.#client.GET('/api/v1/customerfacing/customers/{customerId}/bonuses/customerActiveBonusesCount', {
          params: { path: { customerId } },
        }),
      toActiveBonusesCount,
    );
  }

  claimBonusAsset(bonusAssetId: number): Promise<Result<BonusAsset, ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/customers/bonuses/assets/claim', {
          params: { query: { bonusAssetId } },
        }),
      toBonusAsset,
    );
  }

  removeBonusAsset(bonusAssetId: number, customerId: number): Promise<Result<void, ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/gaming/removeSingleBonusAsset/{bonusAssetId}', {
          params: { path: { bonusAssetId }, query: { customerId } },
        }),
      noContent,
    );
  }

  releaseClearedBonusAsset(bonusAssetId: number): Promise<Result<BonusAsset, ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/bonusAssets/{bonusAssetId}/releaseCleared', {
          params: { path: { bonusAssetId } },
        }),
      toBonusAsset,
    );
  }
}
