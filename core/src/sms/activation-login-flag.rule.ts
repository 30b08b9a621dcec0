/**
 * Whether the SMS account activation's answer lets the client log in with the tokens it carries
 * (account-and-session.md §7: tokens stored only if the flag is the string true). Only the exact
 * string "true" does: not the boolean true, not "TRUE" or " true".
 */
export const activationAllowsLogin = (flag: unknown): boolean => flag === 'true';
