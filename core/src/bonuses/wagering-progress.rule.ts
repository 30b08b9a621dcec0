import type { BonusAsset } from './bonus.ts';

/** How far a bonus's wagering has come. Amounts in minor units. */
export interface WageringProgress {
  readonly wagered: number;
  readonly required: number;
  /** Still to wager; 0 once the requirement is met. */
  readonly remaining: number;
  /** Whole per cent wagered, 0 to 100, rounded down (100 only when nothing remains). */
  readonly percent: number;
  readonly complete: boolean;
}

/**
 * The wagering progress of a bonus: what was wagered towards its requirement. A wagered amount over
 * the requirement counts as the requirement; a bonus without a requirement is complete. Amounts that
 * are not whole and non-negative are a bug of the caller (the mapper checks them) and throw.
 */
export function wageringProgress(
  asset: Pick<BonusAsset, 'wageredAmount' | 'wageringRequirement'>,
): WageringProgress {
  const { wageredAmount, wageringRequirement } = asset;
  if (
    !Number.isSafeInteger(wageredAmount) ||
    wageredAmount < 0 ||
    !Number.isSafeInteger(wageringRequirement) ||
    wageringRequirement < 0
  ) {
    throw new RangeError(
      `Expected whole amounts ≥ 0, got ${String(wageredAmount)} of ${String(wageringRequirement)}`,
    );
  }
  const wagered = Math.min(wageredAmount, wageringRequirement);
  const remaining = wageringRequirement - wagered;
  const percent = remaining === 0 ? 100 : Math.floor((wagered * 100) / wageringRequirement);
  return { wagered, required: wageringRequirement, remaining, percent, complete: remaining === 0 };
}
