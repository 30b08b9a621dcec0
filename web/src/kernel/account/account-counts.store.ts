import { makeAutoObservable, reaction, runInAction } from 'mobx';

export interface AccountCountsDeps {
  /** The logged-in player's id; null for a visitor. */
  readonly customerId: () => number | null;
  /** The player's active bonuses (null when they cannot be counted now). */
  readonly countActiveBonuses: (customerId: number) => Promise<number | null>;
  /** The player's unread inbox messages; null when the inbox is off or cannot be counted now. */
  readonly countUnreadMessages: () => Promise<number | null>;
}

/**
 * The counts the account's badges show (account-and-session.md §2 Header, Profile options, mobile
 * bottom bar): the active bonuses and the unread inbox messages of the logged-in player. Counted when
 * a player logs in (or a session is restored), forgotten when the session ends, and set by the
 * bonuses and messages tabs as their actions change them. One for the app.
 */
export class AccountCountsStore {
  activeBonuses: number | null = null;
  unreadMessages: number | null = null;
  readonly #deps: AccountCountsDeps;
  /** Bumped by every count and by the end of a session: an older answer is dropped. */
  #round = 0;

  constructor(deps: AccountCountsDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { deep: false });
    reaction(
      () => deps.customerId(),
      (customerId) => {
        if (customerId === null) this.#clear();
        else void this.refresh();
      },
      { fireImmediately: true },
    );
  }

  /** Counts both again (after the player came back to the tab, or opened their profile). */
  async refresh(): Promise<void> {
    const customerId = this.#deps.customerId();
    if (customerId === null) return;
    const round = ++this.#round;
    const [bonuses, unread] = await Promise.all([
      this.#deps.countActiveBonuses(customerId),
      this.#deps.countUnreadMessages(),
    ]);
    if (round !== this.#round) return;
    runInAction(() => {
      this.activeBonuses = bonuses;
      this.unreadMessages = unread;
    });
  }

  /** The bonuses tab counted the active bonuses after a claim, removal or release. */
  setActiveBonuses(count: number): void {
    this.activeBonuses = count;
  }

  /** The messages tab marked messages read (a negative change) or counted them again. */
  changeUnreadMessages(delta: number): void {
    if (this.unreadMessages !== null) this.unreadMessages = Math.max(0, this.unreadMessages + delta);
  }

  #clear(): void {
    this.#round++;
    this.activeBonuses = null;
    this.unreadMessages = null;
  }
}
