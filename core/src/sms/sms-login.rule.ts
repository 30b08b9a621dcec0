import type { LoginFailed } from '../session/login-failure.rule.ts';

/**
 * errorCode with which the server answers a password login that needs the SMS (3D) step: the
 * credentials are right and a login code was sent by SMS (the contract's login operation). The same
 * code on the SMS step itself means the typed code is wrong.
 */
export const SMS_LOGIN_CODE_SENT = 82;

/** Whether a failed password login asks for the code sent by SMS (account-and-session.md §4 Session). */
export const asksForSmsCode = (failure: LoginFailed): boolean => failure.error.code === SMS_LOGIN_CODE_SENT;
