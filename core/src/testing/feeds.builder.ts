import type { ActivityFeedItem, JackpotFeedData, LiveTable } from '../feeds/feeds.ts';

/** A CASINO win of 100.00 with an lv, en and ru message naming {winAmount}. */
export const createActivityFeedItem = (overrides: Partial<ActivityFeedItem> = {}): ActivityFeedItem => ({
  uniqueGameId: 'pragmatic-gates-of-olympus',
  winAmount: 10_000,
  marker: 'BIG_WIN',
  gameProduct: 'CASINO',
  messages: [
    { locale: 'lv', message: 'J***s laimēja {winAmount}' },
    { locale: 'en', message: 'J***s won {winAmount}' },
    { locale: 'ru', message: 'J***s выиграл {winAmount}' },
  ],
  ...overrides,
});

/** A EUR sub-feed with no levels and no per-game jackpots. */
export const createJackpotFeedData = (overrides: Partial<JackpotFeedData> = {}): JackpotFeedData => ({
  jackpotFeedName: 'feed',
  jackpotCurrency: 'EUR',
  jackpotLevels: [],
  perGameJackpots: [],
  totalJackpotAmount: 0,
  eligibleGameIds: [],
  ...overrides,
});

/** An open roulette table with no results and EUR limits 0.20–5 000.00. */
export const createLiveTable = (overrides: Partial<LiveTable> = {}): LiveTable => ({
  denchGameId: 'table-1',
  open: true,
  gameType: 'roulette',
  results: [],
  betLimits: { EUR: { min: 20, max: 500_000 } },
  ...overrides,
});
