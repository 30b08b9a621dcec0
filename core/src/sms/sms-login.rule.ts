import type { ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { LoginFailed } from '../session/login-failure.rule.ts';

/**
 * errorCode with which the server answers a password login that needs the SMS (3D) step: the
 * credentials are right and a login code was sent by SMS (the contract's login operation). The same
 * code on the SMS step itself means the typed code is wrong.
 */
export const SMS_LOGIN_CODE_SENT = 82;

/** Whether a failed password login asks for the code sent by SMS (account-and-session.md §4 Session). */
export const asksForSmsCode = (failure: LoginFailed): boolean => failure.error.code === SMS_LOGIN_CODE_SENT;

/** errorCode 5 (expired: also a code killed by 5 wrong tries) and 48 (already used) on the SMS step. */
const CODE_GONE = new Set([5, 48]);

/**
 * Whether a failed SMS step's code can no longer log in (it expired, died after 5 wrong tries, or was
 * used): only a new code helps, and only a login with the password sends one (the contract's
 * authenticateBySms).
 */
export const smsCodeGone = (error: ErrorDescriptor): boolean => CODE_GONE.has(error.code);
