import type { CustomerConfig } from '@lv-casino/core/config/config.ts';
import type { LoadCustomerConfigUseCase } from '@lv-casino/core/config/load-customer-config.use-case.ts';
import type { RefreshBalanceUseCase } from '@lv-casino/core/money/refresh-balance.use-case.ts';
import { profileTabs, type ProfileTab } from '@lv-casino/core/routing/profile-tabs.rule.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { SessionStore } from '../session.store.ts';

export interface PlayerAccountDeps {
  readonly loadConfig: LoadCustomerConfigUseCase;
  readonly refreshBalance: RefreshBalanceUseCase;
  readonly session: SessionStore;
}

/** Before the customer config has come: the tabs every player has. */
const NO_OPTIONAL_TABS = {
  responsibleGamingLimitsEnabled: false,
  selfExcludeEnabled: false,
  inboxMessagesEnabled: false,
} as const;

/**
 * What the profile areas share about the logged-in player beyond the session: the customer config
 * (which profile tabs show) and a balance refresh after money moved. One for the app, bound by the
 * first profile chunk that loads; a visitor never downloads it.
 */
export class PlayerAccountStore {
  /** The logged-in player's customer config; null until it has come (or when it failed). */
  config: CustomerConfig | null = null;
  /** Whose config `config` is (a new login asks again). */
  #configOf: number | null = null;
  /** The load of `#configOf`'s config, under way or done; null after a failure. */
  #loading: Promise<void> | null = null;
  readonly #deps: PlayerAccountDeps;

  constructor(deps: PlayerAccountDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { deep: false });
  }

  /**
   * The profile's tabs in order (core's `profileTabs`): the optional ones (limits, self-exclusion,
   * messages) join when the customer config has come and enables them.
   */
  get tabs(): readonly ProfileTab[] {
    return profileTabs(this.config ?? NO_OPTIONAL_TABS);
  }

  /**
   * Loads the customer config of the logged-in player, once per session (again after a failure); a
   * call while it is loading waits for the same answer.
   */
  loadConfig(): Promise<void> {
    const id = this.#deps.session.user?.id ?? null;
    if (id === null) return Promise.resolve();
    if (this.#configOf === id && this.#loading !== null) return this.#loading;
    if (this.#configOf !== null) this.#deps.loadConfig.forget();
    this.#configOf = id;
    this.config = null;
    this.#loading = this.#deps.loadConfig.execute().then((result) => {
      runInAction(() => {
        if (this.#configOf !== id) return;
        if (result.ok) this.config = result.value;
        else {
          this.#configOf = null;
          this.#loading = null;
        }
      });
    });
    return this.#loading;
  }

  /** Asks the server for the balance again and shows it in the header (after a withdrawal, …). */
  async refreshBalance(): Promise<void> {
    const result = await this.#deps.refreshBalance.execute();
    if (result.ok) this.#deps.session.setBalance(result.value);
  }
}
