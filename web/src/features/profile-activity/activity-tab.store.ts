import type { ActivityGranularity } from '@lv-casino/core/activity/activity.ts';
import type {
  ActivityLimitsState,
  LoadActivityUseCase,
} from '@lv-casino/core/activity/load-activity.use-case.ts';
import type { ActivityView } from '@lv-casino/core/activity/activity-series.rule.ts';
import { makeAutoObservable, runInAction } from 'mobx';

export interface ActivityTabDeps {
  readonly loadActivity: LoadActivityUseCase;
  /** The logged-in customer's id; null once the session has ended. */
  readonly customerId: () => number | null;
  /** Loads the customer config if it has not come yet and says whether responsible-gaming limits are on. */
  readonly limitsEnabled: () => Promise<boolean>;
}

/**
 * The activity tab of the profile (safer gambling): the last 12 months per month when it opens, per
 * week or day when chosen; while another granularity loads the figures shown stay; a failed call says
 * why, with a retry. One store per showing of the tab.
 */
export class ActivityTabStore {
  granularity: ActivityGranularity = 'month';
  /** The figures shown; null before the first answer or after a failure. */
  view: ActivityView | null = null;
  limits: ActivityLimitsState = 'off';
  loading = false;
  /** The catalogue text of the failed call, or null. */
  failure: string | null = null;

  readonly #deps: ActivityTabDeps;
  /** Bumped by every load and by dispose: an answer of an older one is dropped. */
  #run = 0;

  constructor(deps: ActivityTabDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { deep: false });
  }

  /** Loads the granularity shown (again, after `dispose`: React's StrictMode mounts twice). */
  activate(): void {
    void this.#load();
  }

  dispose(): void {
    this.#run += 1;
    this.loading = false;
  }

  choose(granularity: ActivityGranularity): void {
    if (granularity === this.granularity) return;
    this.granularity = granularity;
    void this.#load();
  }

  retry(): void {
    void this.#load();
  }

  async #load(): Promise<void> {
    const run = ++this.#run;
    const customerId = this.#deps.customerId();
    if (customerId === null) return;
    this.loading = true;
    this.failure = null;
    const limitsEnabled = await this.#deps.limitsEnabled();
    const outcome = await this.#deps.loadActivity.execute({
      customerId,
      granularity: this.granularity,
      limitsEnabled,
    });
    if (run !== this.#run) return;
    runInAction(() => {
      this.loading = false;
      if (outcome.kind === 'loaded') {
        this.view = outcome.view;
        this.limits = outcome.limits;
      } else {
        this.view = null;
        this.failure = outcome.error.messageKey;
      }
    });
  }
}
