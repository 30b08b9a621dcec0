import { createPrng, hashString } from '../seed/prng.ts';

/** Symbols of the sandbox slot, from the most to the least frequent. */
export const slotSymbols = ['CHERRY', 'LEMON', 'BELL', 'STAR', 'SEVEN', 'DIAMOND'] as const;
export type SlotSymbol = (typeof slotSymbols)[number];

/** Relative frequency of each symbol on a reel. */
const weights: Readonly<Record<SlotSymbol, number>> = {
  CHERRY: 30,
  LEMON: 25,
  BELL: 18,
  STAR: 14,
  SEVEN: 8,
  DIAMOND: 5,
};

/** Multiplier of the stake for three of a kind. */
export const threeOfAKind: Readonly<Record<SlotSymbol, number>> = {
  CHERRY: 5,
  LEMON: 8,
  BELL: 12,
  STAR: 20,
  SEVEN: 50,
  DIAMOND: 100,
};

/** Smallest and largest stake of one spin, in minor units. */
export const stakeLimits = { min: 10, max: 10_000 } as const;

export interface SpinOutcome {
  readonly reels: readonly [SlotSymbol, SlotSymbol, SlotSymbol];
  /** Multiplier of the stake (0 for a loss). */
  readonly multiplier: number;
  /** Win in minor units. */
  readonly win: number;
}

const reel = (draw: number): SlotSymbol => {
  const total = slotSymbols.reduce((sum, s) => sum + weights[s], 0);
  let left = draw * total;
  for (const symbol of slotSymbols) {
    left -= weights[symbol];
    if (left < 0) return symbol;
  }
  return 'DIAMOND';
};

/**
 * The deterministic outcome of round `round` of a game session: the same session and round always give
 * the same reels. Three of a kind pays {@link threeOfAKind}; two cherries on the first reels pay 2x.
 */
export function spin(sessionKey: string, round: number, stake: number): SpinOutcome {
  const prng = createPrng(hashString(`${sessionKey}:${round}`));
  const reels = [reel(prng.next()), reel(prng.next()), reel(prng.next())] as const;
  const [a, b, c] = reels;
  const multiplier = a === b && b === c ? threeOfAKind[a] : a === 'CHERRY' && b === 'CHERRY' ? 2 : 0;
  return { reels, multiplier, win: stake * multiplier };
}
