import type { ComponentType, ReactNode } from 'react';
import type { AccountBadgeProps } from './account/account-badge.types.ts';
import type { SessionClockProps } from './session-protection.ts';

/** What the mega menu gives the live chat's entry. */
export interface LiveChatEntryProps {
  /** The class of the menu's own items, so that the entry looks like its neighbours. */
  readonly className: string;
  /** The menu's icon for the entry, shown before its name. */
  readonly icon: ReactNode;
  /** Called as the entry opens the chat, before the chat takes focus (the menu closes). */
  readonly onOpen: () => void;
}

/**
 * What a feature shows of another feature's, filled in by the shell (shell/app.module.ts): the
 * header and the profile menu show the account badges and the session clock, the mega menu the live
 * chat's entry, without importing the features that draw them. The badges and the clock draw nothing
 * for a visitor and load their feature with a session; the live chat's entry loads when the menu first
 * shows it, for a visitor too.
 */
export interface Slots {
  /** A count badge of the logged-in player (active bonuses, unread messages). */
  readonly AccountBadge: ComponentType<AccountBadgeProps>;
  /** How long the session has lasted and, with a reality check set, the time to the next one. */
  readonly SessionClock: ComponentType<SessionClockProps>;
  /** The live chat's entry: a button that opens the chat (a panel over the page). */
  readonly LiveChat: ComponentType<LiveChatEntryProps>;
}

export const SlotsToken = Symbol('Slots');
