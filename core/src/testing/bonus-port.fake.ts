import type {
  BonusAsset,
  BonusAssetFilter,
  BonusStatus,
  BonusTablePage,
  BonusTableQuery,
} from '../bonuses/bonus.ts';
import type { ApiFailure } from '../errors/api-failure.ts';
import type { BonusPort } from '../bonuses/bonus.port.ts';
import type { TokenStorePort } from '../session/token-store.port.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import { createBonusAssets } from './bonus.builder.ts';
import { createApiFailure } from './failure.builder.ts';
import { answerPrivateCall } from './private-call.ts';

export type BonusPortCall =
  | { readonly call: 'searchBonusAssetsForTable'; readonly query: BonusTableQuery }
  | { readonly call: 'searchBonusAssets'; readonly filter: BonusAssetFilter }
  | { readonly call: 'hasActiveBonus'; readonly customerId: number }
  | { readonly call: 'getActiveBonusesCount'; readonly customerId: number }
  | { readonly call: 'claimBonusAsset'; readonly bonusAssetId: number }
  | { readonly call: 'removeBonusAsset'; readonly bonusAssetId: number; readonly customerId: number }
  | { readonly call: 'releaseClearedBonusAsset'; readonly bonusAssetId: number };

export interface FakeBonusPortOptions {
  /** When given, every call fails with 401 errorCode 3 while no tokens are stored. */
  readonly tokens?: TokenStorePort;
}

type Call = BonusPortCall['call'];

/**
 * A BonusPort over an in-memory list that behaves like the sandbox (anna's assets by default, newest
 * first): the table pages and filters `assets`, the count and flag read the ACTIVE ones, a claim makes
 * an AVAILABLE asset ACTIVE, a removal makes an AVAILABLE or ACTIVE one CANCELLED, a release makes a
 * CLEARED one RELEASED; an asset in another state is refused with 400 errorCode 4, an unknown one with
 * 404 errorCode -1. A call can be told to fail (`failures`); every call is recorded; `hold()` keeps the
 * answers back until the function it returns is called.
 */
export class FakeBonusPort implements BonusPort {
  assets: BonusAsset[] = [...createBonusAssets()];
  /** When a call has one, it fails with it (and changes nothing). */
  failures: Partial<Record<Call, ApiFailure>> = {};
  readonly calls: BonusPortCall[] = [];
  readonly #tokens: TokenStorePort | undefined;
  #held: Promise<void> | null = null;

  constructor(options: FakeBonusPortOptions = {}) {
    this.#tokens = options.tokens;
  }

  /** Holds every later call until the returned function is called; the answer is taken at release. */
  hold(): () => void {
    let release = (): void => undefined;
    this.#held = new Promise((resolve) => {
      release = () => {
        this.#held = null;
        resolve();
      };
    });
    return release;
  }

  get activeCount(): number {
    return this.assets.filter((asset) => asset.status === 'ACTIVE').length;
  }

  searchBonusAssetsForTable(query: BonusTableQuery): Promise<Result<BonusTablePage, ApiFailure>> {
    return this.#answer({ call: 'searchBonusAssetsForTable', query }, () => {
      const matching =
        query.status === undefined ? this.assets : this.assets.filter((a) => a.status === query.status);
      return ok({
        assets: matching.slice(query.start, query.start + query.length),
        totalCount: this.assets.length,
        filteredCount: matching.length,
      });
    });
  }

  searchBonusAssets(filter: BonusAssetFilter): Promise<Result<readonly BonusAsset[], ApiFailure>> {
    return this.#answer({ call: 'searchBonusAssets', filter }, () =>
      ok(
        this.assets
          .filter((a) => filter.statuses === undefined || filter.statuses.includes(a.status))
          .filter(
            (a) =>
              filter.wageringProduct === undefined || a.wageringProducts.includes(filter.wageringProduct),
          ),
      ),
    );
  }

  hasActiveBonus(customerId: number): Promise<Result<boolean, ApiFailure>> {
    return this.#answer({ call: 'hasActiveBonus', customerId }, () => ok(this.activeCount > 0));
  }

  getActiveBonusesCount(customerId: number): Promise<Result<number, ApiFailure>> {
    return this.#answer({ call: 'getActiveBonusesCount', customerId }, () => ok(this.activeCount));
  }

  claimBonusAsset(bonusAssetId: number): Promise<Result<BonusAsset, ApiFailure>> {
    return this.#answer({ call: 'claimBonusAsset', bonusAssetId }, () =>
      this.#move(bonusAssetId, ['AVAILABLE'], 'ACTIVE'),
    );
  }

  removeBonusAsset(bonusAssetId: number, customerId: number): Promise<Result<void, ApiFailure>> {
    return this.#answer({ call: 'removeBonusAsset', bonusAssetId, customerId }, () => {
      const moved = this.#move(bonusAssetId, ['AVAILABLE', 'ACTIVE'], 'CANCELLED');
      return moved.ok ? ok(undefined) : moved;
    });
  }

  releaseClearedBonusAsset(bonusAssetId: number): Promise<Result<BonusAsset, ApiFailure>> {
    return this.#answer({ call: 'releaseClearedBonusAsset', bonusAssetId }, () =>
      this.#move(bonusAssetId, ['CLEARED'], 'RELEASED'),
    );
  }

  #move(id: number, from: readonly BonusStatus[], to: BonusStatus): Result<BonusAsset, ApiFailure> {
    const index = this.assets.findIndex((asset) => asset.bonusAssetId === id);
    const asset = this.assets[index];
    if (asset === undefined) return fail(createApiFailure(-1, 404));
    if (!from.includes(asset.status)) return fail(createApiFailure(4, 400));
    const moved = { ...asset, status: to };
    this.assets[index] = moved;
    return ok(moved);
  }

  async #answer<T>(call: BonusPortCall, answer: () => Result<T, ApiFailure>): Promise<Result<T, ApiFailure>> {
    this.calls.push(call);
    await this.#held;
    const failure = this.failures[call.call];
    if (failure !== undefined) return answerPrivateCall(this.#tokens, fail(failure));
    // Without a session nothing moves: the 401 is answered before the asset is touched.
    if (this.#tokens !== undefined && this.#tokens.read() === null) return fail(createApiFailure(3));
    return answer();
  }
}
