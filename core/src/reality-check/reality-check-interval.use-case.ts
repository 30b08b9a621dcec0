import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { RealityCheckPort } from '../reality-check/reality-check.port.ts';

/** The intervals the reality-check settings offer, in minutes. */
export const REALITY_CHECK_INTERVALS = [15, 30, 45, 60, 90, 120, 180, 240] as const;

/** The contract's bounds of the interval, in minutes (realitycheck/update?interval=). */
export const REALITY_CHECK_INTERVAL_BOUNDS = { min: 1, max: 1440 } as const;

/** The choices of the settings: the offered intervals, with the current one when it is not among them. */
export function realityCheckChoices(current: number | null): readonly number[] {
  const offered: readonly number[] = REALITY_CHECK_INTERVALS;
  if (current === null || offered.includes(current)) return offered;
  return [...offered, current].sort((a, b) => a - b);
}

export type IntervalOutcome =
  | { readonly kind: 'saved'; readonly minutes: number }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'refused'; readonly error: ErrorDescriptor };

/**
 * The reality-check settings of the profile (account-and-session.md §7 Reality check): the minutes of
 * play between reality checks, a whole number within the contract's bounds. The server then restarts
 * the check (REALITY_CHECK_START).
 */
export class RealityCheckIntervalUseCase {
  readonly #realityCheck: RealityCheckPort;
  readonly #errors: ErrorCatalogue;

  constructor(realityCheck: RealityCheckPort, errors: ErrorCatalogue) {
    this.#realityCheck = realityCheck;
    this.#errors = errors;
  }

  async update(minutes: number): Promise<IntervalOutcome> {
    const { min, max } = REALITY_CHECK_INTERVAL_BOUNDS;
    if (!Number.isInteger(minutes) || minutes < min || minutes > max) return { kind: 'invalid' };
    const updated = await this.#realityCheck.updateInterval(minutes);
    return updated.ok
      ? { kind: 'saved', minutes }
      : { kind: 'refused', error: describeFailure(updated.error, this.#errors) };
  }
}
