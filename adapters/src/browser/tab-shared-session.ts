import { TabSharedTokens, type TabSharedTokensOptions } from '@lv-casino/core/session/tab-shared-tokens.ts';
import { BroadcastChannelSessionTabs, type TabChannel } from './broadcast-channel.session-tabs.ts';

export interface TabSharedSessionOptions extends Omit<TabSharedTokensOptions, 'tabs'> {
  /** The channel between the tabs; defaults to the origin's BroadcastChannel `lv-casino.session`. */
  readonly channel?: TabChannel | null;
}

/**
 * This tab's session shared with the other tabs of the origin that hold it: core's TabSharedTokens
 * over a BroadcastChannel. One entry, so that a web app loads the sharing as one chunk once a tab
 * holds a session (a visitor's tab never needs it).
 */
export function shareSessionBetweenTabs(options: TabSharedSessionOptions): TabSharedTokens {
  const { channel, ...shared } = options;
  return new TabSharedTokens({
    ...shared,
    tabs: new BroadcastChannelSessionTabs(channel === undefined ? {} : { channel }),
  });
}
