import type { ApiFailure } from '../errors/api-failure.ts';
import type { ExclusionStatus, SelfExclusionDetail, TimeoutDetail } from '../limits/limit-settings.ts';
import type { SelfExclusionPeriod } from '../self-exclusion/self-exclusion.ts';
import type { Result } from '../shared/result.ts';

/** What a self-exclusion asks for: permanent, or one of the offered periods; the password confirms it. */
export type SelfExclusionRequest =
  | { readonly permanent: true; readonly password: string }
  | { readonly permanent: false; readonly period: SelfExclusionPeriod; readonly password: string };

/**
 * Self-exclusion and timeout of the logged-in customer (the self-exclusion tab, offered when
 * selfExcludeEnabled; all private). Both end every session of the customer: a SELF_EXCLUSION,
 * PERMANENT_SE_BY_CUSTOMER or SE_BY_TIMEOUT notification forces logout, and later logins answer 39
 * (self-excluded) or 93 (timeout).
 */
export interface ExclusionPort {
  /** GET customers/responsibleGaming/selfExclusion: the self-exclusion and timeout in force. */
  loadExclusion(): Promise<Result<ExclusionStatus, ApiFailure>>;
  /** POST customers/responsibleGaming/selfExclusion. Failures: 1 wrong password, 59 register error, 4 off. */
  selfExclude(request: SelfExclusionRequest): Promise<Result<SelfExclusionDetail, ApiFailure>>;
  /** POST customers/responsibleGaming/timeout until `endDate` (ISO). Failures: 57 out of bounds, 4 off. */
  takeTimeout(endDate: string): Promise<Result<TimeoutDetail, ApiFailure>>;
}
export const ExclusionPort = Symbol('ExclusionPort');
