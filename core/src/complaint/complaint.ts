/** What a complaint is about (the contract's categories). */
export const COMPLAINT_CATEGORIES = ['PAYMENTS', 'GAMES', 'BONUSES', 'ACCOUNT', 'OTHER'] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

export const COMPLAINT_STATUSES = ['RECEIVED', 'IN_PROGRESS', 'RESOLVED'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** Longest subject, in characters (the contract's ComplaintRequest). */
export const COMPLAINT_SUBJECT_MAX_LENGTH = 120;
/** Longest message, in characters (the contract's ComplaintRequest). */
export const COMPLAINT_MESSAGE_MAX_LENGTH = 4000;

/** A complaint to file (POST customers/complaint/create). */
export interface ComplaintRequest {
  readonly category: ComplaintCategory;
  /** 1-120 characters, trimmed. */
  readonly subject: string;
  /** 1-4000 characters, trimmed. */
  readonly message: string;
}

/** A registered complaint. */
export interface Complaint {
  /** The reference the player quotes to support and the regulator, e.g. SUD-2026-00417. */
  readonly complaintId: string;
  readonly status: ComplaintStatus;
  /** When it was registered, ms since 1970-01-01T00:00:00Z. */
  readonly createdAt: number;
}
