/** What became of an invitation: sent, the friend registered, the reward paid. */
export const INVITATION_STATUSES = ['SENT', 'REGISTERED', 'REWARDED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** The languages an invitation e-mail is written in (the contract's upper-case codes). */
export const INVITATION_LANGUAGES = ['LV', 'EN', 'RU'] as const;
export type InvitationLanguage = (typeof INVITATION_LANGUAGES)[number];

/** An invitation the customer sent (account-and-session.md §3 Referral: invitation). */
export interface ReferralInvitation {
  readonly id: number;
  /** The friend's e-mail. */
  readonly email: string;
  /** The referral code the invitation carries. */
  readonly code: string;
  readonly status: InvitationStatus;
  /** When it was sent, ms since 1970-01-01T00:00:00Z. */
  readonly createdAt: number;
}

/** An invitation to send: the friend's e-mail and the language of the e-mail. */
export interface InvitationRequest {
  readonly email: string;
  readonly lang: InvitationLanguage;
}
