/*
 * The views that fill the slots, by the slot's name in kernel/slots.ts (shell/slots.tsx loads them as
 * one chunk): each renders its feature's view, itself a chunk loaded when the slot first shows.
 */
export { default as AccountBadge } from './account-badge-slot.tsx';
export { default as LiveChat } from './live-chat-slot.tsx';
export { default as SessionClock } from './session-clock-slot.tsx';
