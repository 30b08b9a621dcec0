import type { BonusAsset, BonusStatus } from '@lv-casino/core/bonuses/bonus.ts';
import type { BonusActionOutcome } from '@lv-casino/core/bonuses/bonus-action-outcome.ts';
import { bonusActions, type BonusAction } from '@lv-casino/core/bonuses/bonus-actions.rule.ts';
import type { ClaimBonusUseCase } from '@lv-casino/core/bonuses/claim-bonus.use-case.ts';
import type { CountActiveBonusesUseCase } from '@lv-casino/core/bonuses/count-active-bonuses.use-case.ts';
import type { BonusPage, LoadBonusPageUseCase } from '@lv-casino/core/bonuses/load-bonus-page.use-case.ts';
import type { ReleaseClearedBonusUseCase } from '@lv-casino/core/bonuses/release-cleared-bonus.use-case.ts';
import type { RemoveBonusUseCase } from '@lv-casino/core/bonuses/remove-bonus.use-case.ts';
import { makeAutoObservable, runInAction } from 'mobx';

export interface ProfileBonusesDeps {
  readonly loadPage: LoadBonusPageUseCase;
  readonly claim: ClaimBonusUseCase;
  readonly remove: RemoveBonusUseCase;
  readonly release: ReleaseClearedBonusUseCase;
  readonly countActive: CountActiveBonusesUseCase;
  /** The logged-in player's id (User.id); null without a session. */
  readonly customerId: () => number | null;
  /** Asks the server for the balance again and shows it app-wide: after money moved. */
  readonly refreshBalance: () => Promise<void>;
  /** Told the active bonuses count whenever the tab learns a new one (the badges listen). */
  readonly onActiveCount: (count: number) => void;
}

/** An action under way on a bonus, or how its last one failed (the catalogue or tab text). */
export type BonusRowFeedback =
  | { readonly action: BonusAction; readonly phase: 'busy' }
  | { readonly action: BonusAction; readonly phase: 'failed'; readonly messageKey: string };

/** The last action that succeeded, told in the tab's status region. */
export interface BonusActionDone {
  readonly action: BonusAction;
  readonly bonusName: string;
}

/**
 * The bonuses tab of the profile (account-and-session.md §2 Profile, §7 Bonuses): a page of the
 * player's bonus assets (10 a page, optionally of one state) and the active count; each bonus offers
 * the actions of its state (claim, remove after a confirmation, release to cash), each with its own
 * busy state and error; after an action the balance, the page and the count are loaded again and the
 * app is told the new count. One store per showing of the tab.
 */
export class ProfileBonusesStore {
  /** The state filter; null for every state. */
  status: BonusStatus | null = null;
  /** The page shown; null while the first page loads, or after a failure. */
  page: BonusPage | null = null;
  loading = false;
  /** The catalogue text of a page that failed to load, or null. */
  failure: string | null = null;
  /** The number of ACTIVE bonuses; null until known. */
  activeCount: number | null = null;
  /** Per bonus asset id: its action under way or its last failure. */
  feedback: Readonly<Record<number, BonusRowFeedback>> = {};
  /** The bonus whose removal is waiting for the player's confirmation. */
  confirmingRemoval: number | null = null;
  lastDone: BonusActionDone | null = null;

  readonly #deps: ProfileBonusesDeps;
  #pageIndex = 0;
  /** Bumped by every load and by dispose: an answer of an older one is dropped. */
  #run = 0;
  /** Bumped by dispose: an action's answer after it changes nothing. */
  #generation = 0;

  constructor(deps: ProfileBonusesDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { deep: false });
  }

  get hasPrevious(): boolean {
    return this.page !== null && this.page.pageIndex > 0;
  }

  get hasNext(): boolean {
    return this.page !== null && this.page.pageIndex < this.page.pageCount - 1;
  }

  /** The actions a bonus offers now (none while one of its actions is under way is still shown busy). */
  actionsOf(asset: BonusAsset): readonly BonusAction[] {
    return bonusActions(asset.status);
  }

  /** Whether an action of this bonus is under way (its buttons wait). */
  isBusy(bonusAssetId: number): boolean {
    return this.feedback[bonusAssetId]?.phase === 'busy';
  }

  activate(): void {
    void this.#load(this.#pageIndex);
    void this.#count();
  }

  dispose(): void {
    this.#run += 1;
    this.#generation += 1;
  }

  retry(): void {
    void this.#load(this.#pageIndex);
  }

  /** Shows the bonuses of one state (null: every state), from the first page. */
  showStatus(status: BonusStatus | null): void {
    this.status = status;
    void this.#load(0);
  }

  nextPage(): void {
    if (this.hasNext && !this.loading && this.page !== null) void this.#load(this.page.pageIndex + 1);
  }

  previousPage(): void {
    if (this.hasPrevious && !this.loading && this.page !== null) void this.#load(this.page.pageIndex - 1);
  }

  claim(asset: BonusAsset): Promise<void> {
    return this.#act(asset, 'claim', () => this.#deps.claim.execute(asset.bonusAssetId));
  }

  release(asset: BonusAsset): Promise<void> {
    return this.#act(asset, 'release', () => this.#deps.release.execute(asset.bonusAssetId));
  }

  /** The first step of a removal: the row asks the player to confirm. */
  askRemoval(asset: BonusAsset): void {
    if (!this.isBusy(asset.bonusAssetId)) this.confirmingRemoval = asset.bonusAssetId;
  }

  cancelRemoval(): void {
    this.confirmingRemoval = null;
  }

  confirmRemoval(asset: BonusAsset): Promise<void> {
    this.confirmingRemoval = null;
    const customerId = this.#deps.customerId();
    if (customerId === null) return Promise.resolve();
    return this.#act(asset, 'remove', () =>
      this.#deps.remove.execute({ bonusAssetId: asset.bonusAssetId, customerId }),
    );
  }

  async #act(asset: BonusAsset, action: BonusAction, run: () => Promise<BonusActionOutcome>): Promise<void> {
    const id = asset.bonusAssetId;
    if (this.isBusy(id) || !this.actionsOf(asset).includes(action)) return;
    const generation = this.#generation;
    this.feedback = { ...this.feedback, [id]: { action, phase: 'busy' } };
    this.lastDone = null;
    const outcome = await run();
    if (generation !== this.#generation) return;
    runInAction(() => {
      const { [id]: _settled, ...others } = this.feedback;
      if (outcome.kind === 'done') {
        this.feedback = others;
        this.lastDone = { action, bonusName: asset.bonusName };
      } else {
        this.feedback = {
          ...others,
          [id]: { action, phase: 'failed', messageKey: outcome.error.messageKey },
        };
      }
    });
    if (outcome.kind === 'done') {
      await Promise.all([this.#load(this.#pageIndex), this.#count(), this.#deps.refreshBalance()]);
    }
  }

  async #load(pageIndex: number): Promise<void> {
    const run = ++this.#run;
    this.#pageIndex = pageIndex;
    this.loading = true;
    this.failure = null;
    const outcome = await this.#deps.loadPage.execute({ pageIndex, status: this.status });
    if (run !== this.#run) return;
    runInAction(() => {
      this.loading = false;
      if (outcome.kind === 'page') {
        this.page = outcome.page;
        this.#pageIndex = outcome.page.pageIndex;
      } else {
        this.page = null;
        this.failure = outcome.error.messageKey;
      }
    });
  }

  async #count(): Promise<void> {
    const customerId = this.#deps.customerId();
    if (customerId === null) return;
    const generation = this.#generation;
    const outcome = await this.#deps.countActive.execute(customerId);
    if (generation !== this.#generation || outcome.kind !== 'counted') return;
    const changed = outcome.count !== this.activeCount;
    runInAction(() => {
      this.activeCount = outcome.count;
    });
    if (changed) this.#deps.onActiveCount(outcome.count);
  }
}
