import { SandboxError } from '../handlers/operation-handler.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import { isoOf, rigaDayOf, rigaMidnight } from '../wallet/riga-time.ts';

const hourMs = 60 * 60 * 1000;

/** Shortest and longest timeout, in ms: 24 hours and 6 weeks. */
export const timeoutBoundsMs = { min: 24 * hourMs, max: 6 * 7 * 24 * hourMs } as const;

export const selfExclusionYears = { ONE_YEAR: 1, TWO_YEARS: 2, THREE_YEARS: 3, FIVE_YEARS: 5 } as const;

export type SelfExclusionPeriod = keyof typeof selfExclusionYears;

/** The contract's SelfExclusionDetail (date-times as ISO text). */
export interface SelfExclusionDetail {
  readonly isRemoved: boolean;
  readonly removedDate: string | null;
  readonly permanent: boolean;
  readonly endDate: string | null;
}

/**
 * The fields the responsible-gaming area keeps on the player record, so they persist with it
 * (SANDBOX_DB) and other areas can read them: `selfExclusion` is the shape games/self-exclusion.ts
 * reads for errorCode 39 of game prepare and the sportsbook.
 */
export interface ExclusionFields {
  selfExclusion?: SelfExclusionDetail | null;
  /** ISO date-time the timeout ends. */
  timeoutEndDate?: string | null;
}

const fieldsOf = (player: PlayerRecord): PlayerRecord & ExclusionFields => player;

/** Lifts what ended: a temporary self-exclusion is kept as removed at its end date; a timeout is dropped. */
function liftEnded(player: PlayerRecord, now: number): PlayerRecord & ExclusionFields {
  const fields = fieldsOf(player);
  const exclusion = fields.selfExclusion;
  if (
    exclusion &&
    !exclusion.isRemoved &&
    exclusion.endDate !== null &&
    Date.parse(exclusion.endDate) <= now
  ) {
    fields.selfExclusion = { ...exclusion, isRemoved: true, removedDate: exclusion.endDate };
  }
  if (typeof fields.timeoutEndDate === 'string' && Date.parse(fields.timeoutEndDate) <= now) {
    fields.timeoutEndDate = null;
  }
  return fields;
}

/** The self-exclusion and timeout of a player (the contract's SelfExclusionStatus). */
export function exclusionStatusOf(
  player: PlayerRecord,
  now: number,
): { selfExclusion: SelfExclusionDetail | null; timeout: { endDate: string } | null } {
  const fields = liftEnded(player, now);
  return {
    selfExclusion: fields.selfExclusion ?? null,
    timeout: typeof fields.timeoutEndDate === 'string' ? { endDate: fields.timeoutEndDate } : null,
  };
}

/** Self-excludes a player from now: permanently, or until the end of the Riga day `years` years ahead. */
export function selfExclude(
  player: PlayerRecord,
  now: number,
  period: SelfExclusionPeriod | null,
): SelfExclusionDetail {
  let endDate: string | null = null;
  if (period !== null) {
    const { year, month, day } = rigaDayOf(now);
    endDate = isoOf(rigaMidnight(year + selfExclusionYears[period], month, day + 1) - 1000);
  }
  const detail = { isRemoved: false, removedDate: null, permanent: period === null, endDate };
  fieldsOf(player).selfExclusion = detail;
  return detail;
}

/** Blocks play until `endDate` (epoch ms): at least 24 hours and at most 6 weeks ahead, else 57. */
export function takeTimeout(player: PlayerRecord, now: number, endDate: number): { endDate: string } {
  if (!(endDate - now >= timeoutBoundsMs.min && endDate - now <= timeoutBoundsMs.max)) {
    throw new SandboxError(400, 57, 'A timeout ends at least 24 hours and at most 6 weeks from now');
  }
  fieldsOf(player).timeoutEndDate = isoOf(endDate);
  return { endDate: isoOf(endDate) };
}

/**
 * Why a player may not log in because of responsible gaming, or null: 39 while self-excluded (data is the
 * SelfExclusionDetail), 93 during a timeout (data { endDate }). Login handlers call it after the password
 * and lock checks.
 */
export function exclusionLoginError(player: PlayerRecord, now: number): SandboxError | null {
  const { selfExclusion, timeout } = exclusionStatusOf(player, now);
  if (selfExclusion !== null && !selfExclusion.isRemoved) {
    const until = selfExclusion.endDate === null ? 'permanently' : `until ${selfExclusion.endDate}`;
    return new SandboxError(400, 39, `Self-excluded ${until}`, selfExclusion);
  }
  if (timeout !== null) return new SandboxError(400, 93, `Timeout until ${timeout.endDate}`, timeout);
  return null;
}
