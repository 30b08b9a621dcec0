import type { Language } from '../routing/language.ts';

export type LobbyPage = 'CASINO' | 'LIVE_CASINO';
/** A page categories are listed for (pageToShowOn): a lobby, the providers or the collections. */
export type CategoryPage = LobbyPage | 'PROVIDERS' | 'COLLECTIONS';
export type GameType = 'RNG' | 'LIVE_CASINO';

/** A game category with its name already resolved to the requested language. */
export interface Category {
  readonly id: number;
  readonly friendlyUrl: string;
  readonly name: string;
  readonly orderNumber: number;
  readonly enabled: boolean;
  readonly enabledGamesCount: number;
  readonly pageToShowOn: readonly string[];
}

export interface Game {
  readonly id: number;
  readonly uniqueGameId: string | null;
  readonly friendlyUrl: string;
  readonly name: string;
  readonly gameType: GameType;
  readonly provider: string;
  readonly isNew: boolean;
  readonly isHot: boolean;
  readonly realMoneyEnabled: boolean;
  readonly demoModeEnabled: boolean;
  /** Ids of the categories the game belongs to. */
  readonly categoryIds: readonly number[];
  /** Square thumbnail URL; the adapter resolves it against the API host. */
  readonly thumbnailUrl: string;
}

/**
 * The editorial description of a game in one language, shown on the game modal and the game page
 * (games-and-content.md §7 Games: gameDescriptions/game/{id}?locale=).
 */
export interface GameDescription {
  readonly gameId: number;
  /** Language of the text (the one asked for, unless the server answers another one). */
  readonly lang: Language;
  readonly title: string;
  /** Untrusted HTML from the content team: the web layer sanitises it (DOMPurify) before rendering. */
  readonly descriptionHtml: string;
  /** Return to player in percent (96.5 means 96.5 %); null when the provider publishes none. */
  readonly rtp: number | null;
  /** Volatility as the provider states it (LOW, MEDIUM, HIGH); null when it states none. */
  readonly volatility: string | null;
}

/** games-and-content.md §3 Catalogue query. */
export interface CatalogueQuery {
  /** Zero-based index of the page. */
  readonly pageStart: number;
  /** Games per page, at most 9999. */
  readonly pageSize: number;
  readonly sortBy: string;
  readonly sortAsc: boolean;
  readonly columnSearches: readonly {
    readonly key: string;
    readonly operation: string;
    readonly value: string;
  }[];
  /** True when the site is rendered for mobile (the `mobile` query parameter of the call). */
  readonly mobile: boolean;
  /** Free-text search over game names; absent when the player searches nothing. */
  readonly globalSearch?: string;
}

/** One column search of a catalogue query. */
export type ColumnSearch = CatalogueQuery['columnSearches'][number];

export interface GamePage {
  readonly games: readonly Game[];
  /** Number of games matching the query over all pages. */
  readonly total: number;
}
