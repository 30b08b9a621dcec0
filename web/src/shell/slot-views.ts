import { slotView } from './slot-view.tsx';

/*
 * The views that fill the slots, by the slot's name in kernel/slots.ts (shell/slots.tsx loads them as
 * one chunk): each renders its feature's view, itself a chunk loaded when the slot first shows.
 */

/**
 * A count badge of the logged-in player (active bonuses, unread messages): the account-badges
 * feature's view, loaded with a session (never for a visitor); nothing while the count is 0.
 */
export const AccountBadge = slotView('accountBadge', { sessionOnly: true });

/**
 * How long the logged-in player's session has lasted and, with a reality check set, the time to the
 * next one: the player-protection feature's view, loaded with a session (never for a visitor).
 */
export const SessionClock = slotView('sessionClock', { sessionOnly: true });

/**
 * The mega menu's live-chat entry: the live-chat feature's button, for a visitor and a player alike,
 * loaded when the menu first shows it (the chat itself loads on the entry's first click).
 */
export const LiveChat = slotView('liveChat', { sessionOnly: false });
