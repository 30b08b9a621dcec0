import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame } from '../testing/catalogue.builder.ts';
import {
  SPLIT_VIEW_INITIAL_CATEGORY_ID,
  canLoadMore,
  lastPlayedStrip,
  nextGridPage,
  nextStripCount,
} from './game-grid.rule.ts';

describe('nextGridPage', () => {
  it('asks for the first 40 games first', () => {
    expect(nextGridPage(0, null)).toEqual({ pageStart: 0, pageSize: 40 });
  });

  it('loads 40 more as the next page', () => {
    expect(nextGridPage(40, 100)).toEqual({ pageStart: 1, pageSize: 40 });
  });

  it('stops when every game is loaded', () => {
    expect(nextGridPage(100, 100)).toBeNull();
  });

  it('stops after a short page', () => {
    expect(nextGridPage(39, null)).toBeNull();
  });

  it('loads every game exactly once, 40 at a time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), (total) => {
        let loaded = 0;
        let pages = 0;
        for (let request = nextGridPage(0, null); request !== null; request = nextGridPage(loaded, total)) {
          expect(request.pageStart * request.pageSize).toBe(loaded);
          loaded += Math.min(request.pageSize, total - loaded);
          pages += 1;
        }
        expect({ loaded, pages }).toEqual({ loaded: total, pages: Math.max(1, Math.ceil(total / 40)) });
      }),
      { numRuns: 1000 },
    );
  });
});

describe('canLoadMore', () => {
  it('shows the button while games remain', () => {
    expect(canLoadMore(40, 41)).toBe(true);
  });

  it('hides it when all are shown', () => {
    expect(canLoadMore(80, 80)).toBe(false);
  });
});

describe('nextStripCount', () => {
  it('shows three more strips', () => {
    expect(nextStripCount(3, 10)).toBe(6);
  });

  it('never shows more than available', () => {
    expect(nextStripCount(9, 10)).toBe(10);
  });
});

describe('lastPlayedStrip', () => {
  it('keeps the first 8 games', () => {
    const games = Array.from({ length: 10 }, (_, index) => createGame({ id: index + 1 }));
    expect(lastPlayedStrip(games).map((game) => game.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('catalogue constants', () => {
  it('opens the split-view picker on category 877', () => {
    expect(SPLIT_VIEW_INITIAL_CATEGORY_ID).toBe(877);
  });

  it('shows three strips per infinite-scroll step from none', () => {
    expect(nextStripCount(0, 100)).toBe(3);
  });
});
