import type { BonusAsset } from '@lv-casino/core/bonuses/bonus.ts';
import { readBonusAssetId } from '@lv-casino/core/bonuses/bonus-asset-id.rule.ts';
import type { FindBonusAssetUseCase } from '@lv-casino/core/bonuses/find-bonus-asset.use-case.ts';
import { makeAutoObservable, runInAction } from 'mobx';

export interface BonusAssetDeps {
  readonly find: FindBonusAssetUseCase;
}

/** The bonus a bonus-history modal shows: loading, found, not found (or no id), or a failed search. */
export type BonusLookup =
  | { readonly kind: 'loading' }
  | { readonly kind: 'found'; readonly asset: BonusAsset }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'failed'; readonly messageKey: string };

/**
 * The bonus of a bonus-history modal (details, games categories), named by its `bonusAssetId` query
 * parameter: looked up among the player's bonus assets. One store per opening of the modal.
 */
export class BonusAssetStore {
  lookup: BonusLookup = { kind: 'loading' };
  readonly #deps: BonusAssetDeps;
  #param: string | null = null;
  /** Bumped by every lookup and by dispose: the answer of an older one is dropped. */
  #run = 0;

  constructor(deps: BonusAssetDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { deep: false });
  }

  dispose(): void {
    this.#run += 1;
  }

  /** Shows the bonus the parameter names (again, when it changed or after dispose). */
  show(param: string | null): void {
    this.#param = param;
    void this.#find();
  }

  retry(): void {
    void this.#find();
  }

  async #find(): Promise<void> {
    const run = ++this.#run;
    const id = readBonusAssetId(this.#param);
    if (id === null) {
      this.lookup = { kind: 'not-found' };
      return;
    }
    this.lookup = { kind: 'loading' };
    const outcome = await this.#deps.find.execute(id);
    if (run !== this.#run) return;
    runInAction(() => {
      this.lookup =
        outcome.kind === 'failed' ? { kind: 'failed', messageKey: outcome.error.messageKey } : outcome;
    });
  }
}
