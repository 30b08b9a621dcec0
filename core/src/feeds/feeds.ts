/** A product of the activity feed and of bonus wagering. */
export type GameProduct = 'CASINO' | 'LIVE_CASINO';

/** One win of the monthly biggest-wins feed (games-and-content.md §3 Activity feed item). */
export interface ActivityFeedItem {
  readonly uniqueGameId: string | null;
  /** The win, in minor units. */
  readonly winAmount: number;
  readonly marker: string;
  readonly gameProduct: string;
  /** The message template by locale (messageDTOList). */
  readonly messages: readonly { readonly locale: string; readonly message: string }[];
}

export type JackpotType = 'MYSTERY_MULTI_LEVEL' | 'PER_GAME';

/** One sub-feed of a provider's jackpots (JackpotFeedData); amounts in minor units. */
export interface JackpotFeedData {
  readonly jackpotFeedName: string;
  /** ISO code; null or empty when the sub-feed names none. */
  readonly jackpotCurrency: string | null;
  readonly jackpotLevels: readonly { readonly jackpotLevel: string; readonly currentValue: number }[];
  readonly perGameJackpots: readonly { readonly gameId: number; readonly jackpotAmount: number }[];
  readonly totalJackpotAmount: number;
  readonly eligibleGameIds: readonly number[];
}

/** The jackpot feed: per lower-case provider code (egt, pragmatic, …) its type and sub-feeds. */
export type JackpotFeed = Readonly<
  Record<
    string,
    { readonly jackpotType: JackpotType; readonly jackpotFeedDataList: readonly JackpotFeedData[] }
  >
>;

/** One live table of gaming/evolution/state. */
export interface LiveTable {
  readonly denchGameId: string;
  readonly open: boolean;
  readonly gameType: string;
  /** Results, newest first. */
  readonly results: readonly string[];
  /** Bet limits per currency code, in minor units. */
  readonly betLimits: Readonly<Record<string, { readonly min: number; readonly max: number }>>;
}
