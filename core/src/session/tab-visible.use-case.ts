import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { PageContext } from './logged-in-session.ts';
import type { RestoreSessionOutcome, RestoreSessionUseCase } from './restore-session.use-case.ts';
import { visibleRecheck, type VisibleView } from './tab-visible.rule.ts';

export type TabVisibleOutcome =
  | { readonly kind: 'skipped' }
  | {
      readonly kind: 'rechecked';
      /** The fresh session: logged in (with user and balance), logged out, offline or failed. */
      readonly session: RestoreSessionOutcome;
      /**
       * What the UI does next: the terms modal if the user has not accepted them, closing the modal
       * when the player came back to the bonuses tab, otherwise stay.
       */
      readonly next: NavigationIntent;
    };

const CLOSE: NavigationIntent = { kind: 'close-modal' };
const STAY: NavigationIntent = { kind: 'stay' };

/**
 * The re-check when the browser tab becomes visible again (account-and-session.md §4 Session): the
 * stored session is fetched again (see RestoreSessionUseCase), unless the view says to skip it.
 */
export class TabVisibleUseCase {
  readonly #restore: RestoreSessionUseCase;

  constructor(restore: RestoreSessionUseCase) {
    this.#restore = restore;
  }

  async execute(view: VisibleView, page?: PageContext): Promise<TabVisibleOutcome> {
    const rule = visibleRecheck(view);
    if (rule === 'skip') return { kind: 'skipped' };
    const session = await this.#restore.execute(page === undefined ? {} : { page });
    const terms = session.kind === 'logged-in' && session.next.kind === 'open-modal' ? session.next : null;
    return { kind: 'rechecked', session, next: terms ?? (rule === 'recheck-and-close-modal' ? CLOSE : STAY) };
  }
}
