import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createJackpotFeedData } from '../testing/feeds.builder.ts';
import {
  formatJackpotAmount,
  isPerGameJackpotProvider,
  jackpotAnimationStep,
  jackpotRefreshMs,
  jackpotSubFeeds,
  jackpotTargets,
  perGameJackpot,
} from './jackpot-feed.rule.ts';

describe('jackpotRefreshMs', () => {
  it('uses jackpotsFeedTimeout of the config', () => {
    expect(jackpotRefreshMs(60_000)).toBe(60_000);
  });

  it.each([null, undefined, 0, -5])('falls back to 180000 ms for %s', (value) => {
    expect(jackpotRefreshMs(value)).toBe(180_000);
  });
});

describe('isPerGameJackpotProvider', () => {
  it.each(['egt', 'greentube', 'relaxgaming', 'quickspin', 'casinotech', 'EGT'])('knows %s', (provider) => {
    expect(isPerGameJackpotProvider(provider)).toBe(true);
  });

  it('does not list pragmatic', () => {
    expect(isPerGameJackpotProvider('pragmatic')).toBe(false);
  });
});

describe('jackpotAnimationStep', () => {
  it('moves an even share of the distance each tick', () => {
    expect(jackpotAnimationStep(1000, 2000, 10)).toBe(1100);
  });

  it('moves at least one minor unit', () => {
    expect(jackpotAnimationStep(1000, 1001, 180)).toBe(1001);
  });

  it('arrives on the last tick', () => {
    expect(jackpotAnimationStep(1000, 5000, 1)).toBe(5000);
  });

  it('drops at once to a lower target', () => {
    expect(jackpotAnimationStep(5000, 100, 10)).toBe(100);
  });

  it('moves monotonically toward the target and arrives within the ticks', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 1e10 }),
        fc.nat({ max: 1e10 }),
        fc.integer({ min: 1, max: 200 }),
        (from, target, ticks) => {
          const values = [from];
          for (let left = ticks; left >= 1; left -= 1)
            values.push(jackpotAnimationStep(values.at(-1) ?? from, target, left));
          const steps = values.slice(1).map((value, index) => value - (values[index] ?? 0));
          const towardTarget =
            from <= target ? steps.every((step) => step >= 0) && values.every((v) => v <= target) : true;
          expect({ towardTarget, integers: values.every(Number.isInteger), last: values.at(-1) }).toEqual({
            towardTarget: true,
            integers: true,
            last: target,
          });
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('formatJackpotAmount', () => {
  it('divides by 100 with two decimals and the currency code', () => {
    expect(formatJackpotAmount(2_150_390, 'EUR')).toBe('21 503.90 EUR');
  });

  it('shows BGN as the lev abbreviation', () => {
    expect(formatJackpotAmount(1253, 'BGN')).toBe('12.53 лв.');
  });

  it('shows the euro sign for a sub-feed without a currency', () => {
    expect(formatJackpotAmount(5, null)).toBe('0.05 €');
  });

  it('always shows the amount with two decimals before the label', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom('EUR', 'USD', 'BGN', null),
        (amount, currency) => {
          const [digits = '', label] = formatJackpotAmount(amount, currency).split(/ (?=\D+$)/);
          expect(Number(digits.replaceAll(' ', '')) * 100).toBeCloseTo(amount, -2);
          expect(digits).toMatch(/^\d{1,3}( \d{3})*\.\d{2}$/);
          expect(label).toBe(currency === null ? '€' : currency === 'BGN' ? 'лв.' : currency);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('jackpotSubFeeds', () => {
  it('lists the sub-feeds of egt, then pragmatic, then the other providers in answer order', () => {
    const egt = createJackpotFeedData({ jackpotFeedName: 'egt-1' });
    const pragmatic = createJackpotFeedData({ jackpotFeedName: 'pp-1' });
    const greentube = createJackpotFeedData({ jackpotFeedName: 'gt-1' });
    const casinotech = createJackpotFeedData({ jackpotFeedName: 'ct-1' });
    const feed = {
      greentube: { jackpotType: 'PER_GAME', jackpotFeedDataList: [greentube] },
      pragmatic: { jackpotType: 'PER_GAME', jackpotFeedDataList: [pragmatic] },
      casinotech: { jackpotType: 'MYSTERY_MULTI_LEVEL', jackpotFeedDataList: [casinotech] },
      egt: { jackpotType: 'MYSTERY_MULTI_LEVEL', jackpotFeedDataList: [egt] },
    } as const;
    expect(jackpotSubFeeds(feed)).toEqual([
      { provider: 'egt', jackpotType: 'MYSTERY_MULTI_LEVEL', data: egt },
      { provider: 'pragmatic', jackpotType: 'PER_GAME', data: pragmatic },
      { provider: 'greentube', jackpotType: 'PER_GAME', data: greentube },
      { provider: 'casinotech', jackpotType: 'MYSTERY_MULTI_LEVEL', data: casinotech },
    ]);
  });

  it('lists nothing for an empty feed', () => {
    expect(jackpotSubFeeds({})).toEqual([]);
  });
});

describe('perGameJackpot', () => {
  const data = createJackpotFeedData({ perGameJackpots: [{ gameId: 7, jackpotAmount: 1_894_520 }] });

  it('finds the jackpot of a game', () => {
    expect(perGameJackpot(data, 7)).toBe(1_894_520);
  });

  it('is null for a game without one', () => {
    expect(perGameJackpot(data, 8)).toBeNull();
  });
});

describe('jackpotTargets', () => {
  it('keys the total, each level and each per-game jackpot of a sub-feed', () => {
    const data = createJackpotFeedData({
      jackpotFeedName: 'main',
      totalJackpotAmount: 30,
      jackpotLevels: [{ jackpotLevel: 'I', currentValue: 10 }],
      perGameJackpots: [{ gameId: 7, jackpotAmount: 20 }],
    });
    expect([...jackpotTargets({ egt: { jackpotType: 'PER_GAME', jackpotFeedDataList: [data] } })]).toEqual([
      ['egt/main', 30],
      ['egt/main/level/I', 10],
      ['egt/main/game/7', 20],
    ]);
  });
});
