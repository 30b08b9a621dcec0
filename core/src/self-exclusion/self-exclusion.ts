/** The periods of a temporary self-exclusion (contract SelfExclusionRequest.period). */
export const SELF_EXCLUSION_PERIODS = ['ONE_YEAR', 'TWO_YEARS', 'THREE_YEARS', 'FIVE_YEARS'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];

/** What the self-exclusion form offers: one of the periods, or permanent. */
export type SelfExclusionChoice = SelfExclusionPeriod | 'PERMANENT';

/** The timeout lengths offered, in hours: 24 hours, 3 days, 1, 2, 4 and 6 weeks. */
export const TIMEOUT_HOURS = [24, 72, 168, 336, 672, 1008] as const;
