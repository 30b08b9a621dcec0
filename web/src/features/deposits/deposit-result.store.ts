import type { DepositResultPage } from '@lv-casino/core/deposit/deposit-result-page.rule.ts';
import type { DepositReturnUseCase } from '@lv-casino/core/deposit/deposit-return.use-case.ts';
import type { PendingDeposit } from '@lv-casino/core/deposit/pending-deposit.ts';
import type { NavigationIntent } from '@lv-casino/core/routing/navigation-intent.ts';
import type { KycStatus } from '@lv-casino/core/session/user.ts';
import type { DomainEvent } from '@lv-casino/core/shared/domain-event.ts';
import { makeAutoObservable, runInAction } from 'mobx';

export interface DepositResultDeps {
  readonly depositReturn: DepositReturnUseCase;
  readonly kycVerified: () => KycStatus;
  readonly loggedIn: () => boolean;
  readonly refreshBalance: () => Promise<void>;
  /** Performs core's navigation intents in order, as one navigation. */
  readonly navigate: (intents: readonly NavigationIntent[]) => void;
  /** Publishes the tracking events (the page's listeners and the analytics port). */
  readonly track: (events: readonly DomainEvent[]) => void;
}

const CASINO: NavigationIntent = { kind: 'navigate', to: { name: 'casino' } };

export type ResultState =
  | { readonly kind: 'loading' }
  | {
      readonly kind: 'shown';
      readonly page: DepositResultPage;
      /** The deposit the page ends, as started here (its amount); null when started elsewhere. */
      readonly deposit: PendingDeposit | null;
      /** The catalogue text of a cancel that could not be recorded; null when none. */
      readonly cancelError: string | null;
    };

/**
 * A deposit result page (games-and-content.md §2 Deposit screens, §4): what the provider's return
 * says, the cancel recorded, the pending deposit ended, the tracking event of a success, the balance
 * refreshed, and the -ext page's button. Shown once the session is known (a result page is a full page
 * load). One store per page; the return is read once per location, however often the page renders.
 */
export class DepositResultStore {
  state: ResultState = { kind: 'loading' };

  readonly #deps: DepositResultDeps;
  /** The location shown: the return is read once per location (it ends the deposit, records a cancel). */
  #location: string | null = null;

  constructor(deps: DepositResultDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { deep: false });
  }

  async show(pathname: string, search: string): Promise<void> {
    const location = `${pathname}${search}`;
    if (this.#location === location) return;
    this.#location = location;
    this.state = { kind: 'loading' };
    const outcome = await this.#deps.depositReturn.execute({
      pathname,
      search,
      kycVerified: this.#deps.kycVerified(),
    });
    if (this.#location !== location || outcome.result.kind === 'none') return;
    const { page, cancelError } = outcome.result;
    runInAction(() => {
      this.state = {
        kind: 'shown',
        page,
        deposit: outcome.deposit,
        cancelError: cancelError?.messageKey ?? null,
      };
    });
    this.#deps.track(outcome.events);
    if (this.#deps.loggedIn()) await this.#deps.refreshBalance();
  }

  /** The -ext page's button: its tab or the casino, leaving the result page for the casino first. */
  follow(): void {
    if (this.state.kind !== 'shown' || this.state.page.button === null) return;
    const { next } = this.state.page.button;
    this.#deps.navigate(next.kind === 'open-modal' ? [CASINO, next] : [next]);
  }
}
