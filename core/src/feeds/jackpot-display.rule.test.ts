import { describe, expect, it } from 'vitest';
import { createJackpotFeedData } from '../testing/feeds.builder.ts';
import type { JackpotFeed } from './feeds.ts';
import { gameJackpots, jackpotCards, jackpotLevelIcon } from './jackpot-display.rule.ts';
import type { JackpotDisplay } from './jackpot-feed.ticker.ts';

const feed: JackpotFeed = {
  egt: {
    jackpotType: 'MYSTERY_MULTI_LEVEL',
    jackpotFeedDataList: [
      createJackpotFeedData({
        jackpotFeedName: 'High Cash',
        totalJackpotAmount: 300,
        jackpotLevels: [
          { jackpotLevel: 'CLUBS', currentValue: 100 },
          { jackpotLevel: 'SPADES', currentValue: 200 },
        ],
      }),
    ],
  },
  greentube: {
    jackpotType: 'PER_GAME',
    jackpotFeedDataList: [
      createJackpotFeedData({
        jackpotFeedName: 'Greentube',
        jackpotCurrency: null,
        totalJackpotAmount: 50,
        perGameJackpots: [{ gameId: 7, jackpotAmount: 50 }],
      }),
    ],
  },
};

const display = (values: Record<string, number> = {}): JackpotDisplay => ({
  feed,
  values: new Map(Object.entries(values)),
});

describe('jackpotLevelIcon', () => {
  it('gives EGT’s suit levels their suit', () => {
    expect(jackpotLevelIcon('egt', 'HEARTS', 2)).toEqual({ theme: 'egt', suit: 'hearts', rank: 3 });
  });

  it.each([
    ['casinotech', 'ct-gaming'],
    ['NGT', 'ngt'],
    ['regal', 'regal'],
    ['pragmatic', 'pragmatic'],
  ] as const)('gives %s the %s theme', (provider, theme) => {
    expect(jackpotLevelIcon(provider, 'MINI', 0)).toEqual({ theme, suit: null, rank: 1 });
  });

  it('has no theme for a provider without an icon set', () => {
    expect(jackpotLevelIcon('quickspin', 'GRAND', 3).theme).toBeNull();
  });

  it('does not take a prototype key for a theme', () => {
    expect(jackpotLevelIcon('constructor', 'I', 0).theme).toBeNull();
  });
});

describe('jackpotCards', () => {
  it('shows each sub-feed with its animated total and levels', () => {
    const [egt] = jackpotCards(display({ 'egt/High Cash': 250, 'egt/High Cash/level/CLUBS': 90 }));
    expect(egt).toEqual({
      key: 'egt/High Cash',
      provider: 'egt',
      jackpotType: 'MYSTERY_MULTI_LEVEL',
      name: 'High Cash',
      currency: 'EUR',
      total: 250,
      levels: [
        { level: 'CLUBS', amount: 90, icon: { theme: 'egt', suit: 'clubs', rank: 1 } },
        { level: 'SPADES', amount: 200, icon: { theme: 'egt', suit: 'spades', rank: 2 } },
      ],
      games: 0,
    });
  });

  it('counts the games of a per-game sub-feed and keeps its missing currency', () => {
    const cards = jackpotCards(display());
    expect(cards.map((card) => [card.name, card.currency, card.games])).toEqual([
      ['High Cash', 'EUR', 0],
      ['Greentube', null, 1],
    ]);
  });
});

describe('gameJackpots', () => {
  it('gives a game its animated per-game jackpot with the sub-feed’s currency', () => {
    expect(gameJackpots(display({ 'greentube/Greentube/game/7': 42 })).get(7)).toEqual({
      amount: 42,
      currency: null,
    });
  });

  it('shows the target before the first tick', () => {
    expect(gameJackpots(display()).get(7)?.amount).toBe(50);
  });

  it('has no entry for a game without a jackpot of its own', () => {
    expect(gameJackpots(display()).has(8)).toBe(false);
  });

  it('takes a game listed by two sub-feeds from the first', () => {
    const twice: JackpotFeed = {
      pragmatic: {
        jackpotType: 'PER_GAME',
        jackpotFeedDataList: [
          createJackpotFeedData({ jackpotFeedName: 'a', perGameJackpots: [{ gameId: 7, jackpotAmount: 1 }] }),
          createJackpotFeedData({ jackpotFeedName: 'b', perGameJackpots: [{ gameId: 7, jackpotAmount: 2 }] }),
        ],
      },
    };
    expect(gameJackpots({ feed: twice, values: new Map() }).get(7)?.amount).toBe(1);
  });
});
