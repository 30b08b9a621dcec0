/**
 * What the client forgets when a session ends (account-and-session.md §4 Session: logout clears user,
 * config and the reality timer): the user and balance, the customer config, the reality-check timer.
 */
export const SESSION_STATE_TO_CLEAR = ['user', 'customer-config', 'reality-check-timer'] as const;
export type SessionState = (typeof SESSION_STATE_TO_CLEAR)[number];
