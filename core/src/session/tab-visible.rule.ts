import type { ModalName } from '../routing/modal-route.rule.ts';
import type { ProfileTab } from '../routing/profile-tabs.rule.ts';

/** What is on screen when the tab becomes visible again. */
export interface VisibleView {
  /** The open modal (`?modal=`), or null. */
  readonly modal: ModalName | null;
  /**
   * The profile tab shown when the modal is the profile (selectProfileTab of the URL's selectedTab:
   * with none, or an unknown one, the first tab, deposit); null otherwise.
   */
  readonly activeTab: ProfileTab | null;
}

export type VisibleRecheck = 'skip' | 'recheck' | 'recheck-and-close-modal';

/** Tabs where a re-check would disturb a document upload or a cashier flow in progress. */
const TABS_WITHOUT_RECHECK: ReadonlySet<ProfileTab> = new Set(['kyc', 'withdraw', 'deposit']);

/**
 * Whether to re-check the user when the browser tab becomes visible (account-and-session.md §4
 * Session): not while the profile modal is on the kyc, withdraw or deposit tab; on the bonuses tab
 * the re-check also closes the open modal; everywhere else a plain re-check.
 */
export function visibleRecheck(view: VisibleView): VisibleRecheck {
  if (view.modal !== 'profile' || view.activeTab === null) return 'recheck';
  if (TABS_WITHOUT_RECHECK.has(view.activeTab)) return 'skip';
  return view.activeTab === 'bonuses' ? 'recheck-and-close-modal' : 'recheck';
}
