import type { Language } from '../routing/language.ts';

export type KycStatus = 'VERIFIED' | 'NOT_VERIFIED' | 'WAITING_BO_USER';
/** BLOCKED stands for any status the server sends that is not one of the known five. */
export type AccountLockStatus = 'ACTIVE' | 'FROZEN' | 'INACTIVE' | 'CLOSED' | 'COOLING_OFF' | 'BLOCKED';

/** The logged-in customer, as the rules need it (account-and-session.md §3 User). */
export interface User {
  readonly id: number;
  readonly username: string;
  readonly firstName: string;
  readonly lastName: string;
  /** Shown as the player status. */
  readonly middleName: string;
  /** Lower-case language code, when the server's value is one we know. */
  readonly lang: Language | null;
  readonly currency: string;
  readonly country: string;
  readonly acceptTermsAndConditions: boolean;
  readonly kycVerified: KycStatus;
  readonly kycNotVerifiedReason: 'NEW_PAYMENT_METHOD' | null;
  readonly accountLockStatus: AccountLockStatus;
  /** Minutes between reality checks; null when none is set. */
  readonly realityCheckInterval: number | null;
}

/** The pair of tokens of a session. Never put them in URLs or logs. */
export interface SessionTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}
