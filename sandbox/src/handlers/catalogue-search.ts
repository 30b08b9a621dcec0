import type { CatalogueQuery, ColumnSearch, Game, GamePage } from '../dto.ts';
import { SandboxError } from './operation-handler.ts';

type GameFilter = (game: Game) => boolean;

/** Lower case without diacritics, so "riga" finds "Rīga". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const booleanValue = (search: ColumnSearch, index: number): boolean => {
  if (search.value === 'true' || search.value === 'false') return search.value === 'true';
  throw invalid(index, `value must be "true" or "false", not "${search.value}"`);
};

/** SQL-like match: `%` is any text; without `%` the value may occur anywhere. */
function likeMatcher(value: string): (text: string) => boolean {
  const parts = foldText(value)
    .split('%')
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = value.includes('%') ? new RegExp(`^${parts.join('.*')}$`) : new RegExp(parts.join(''));
  return (text) => pattern.test(foldText(text));
}

interface ColumnRule {
  readonly operation: string;
  readonly build: (search: ColumnSearch, index: number) => GameFilter;
}

const flagRule = (flag: 'supportsMobile' | 'supportsDesktop'): ColumnRule => ({
  operation: 'EQUALS',
  build: (search, index) => {
    const wanted = booleanValue(search, index);
    return (game) => game[flag] === wanted;
  },
});

/** The column searches the sandbox supports, by key. */
const columnRules: Readonly<Record<string, ColumnRule>> = {
  gameType: { operation: 'EQUALS', build: (search) => (game) => game.gameType === search.value },
  supportsMobile: flagRule('supportsMobile'),
  supportsDesktop: flagRule('supportsDesktop'),
  gameCategoryIds: {
    operation: 'CONTAINS',
    build: (search, index) => {
      if (!/^\d+$/.test(search.value))
        throw invalid(index, `value must be a category id, not "${search.value}"`);
      const id = Number(search.value);
      return (game) => game.gameCategoryIds.includes(id);
    },
  },
  // The game-play page looks its game up by the friendly URL of the path (designed).
  friendlyUrl: { operation: 'EQUALS', build: (search) => (game) => game.friendlyUrl === search.value },
  // A win of the activity feed names its game by uniqueGameId; the web finds it by that (designed).
  uniqueGameId: { operation: 'EQUALS', build: (search) => (game) => game.uniqueGameId === search.value },
  gameProvider: {
    operation: 'EQUALS',
    build: (search) => (game) => game.gameProvider.toLowerCase() === search.value.toLowerCase(),
  },
  gameName: {
    operation: 'LIKE',
    build: (search) => {
      const match = likeMatcher(search.value);
      return (game) => match(game.gameName);
    },
  },
};

/** Fields a query may sort by. */
export const sortableFields = [
  'id',
  'gameName',
  'gameProvider',
  'gameVendor',
  'gameType',
  'friendlyUrl',
  'isNew',
  'isHot',
] as const;

function invalid(index: number, problem: string): SandboxError {
  return new SandboxError(400, -1, `columnSearches[${index}]: ${problem}`);
}

function columnFilter(search: ColumnSearch, index: number): GameFilter {
  const rule = columnRules[search.key];
  if (rule === undefined) {
    throw invalid(
      index,
      `key "${search.key}" is not supported (supported: ${Object.keys(columnRules).join(', ')})`,
    );
  }
  if (search.operation !== rule.operation) {
    throw invalid(
      index,
      `key "${search.key}" supports operation ${rule.operation}, not "${search.operation}"`,
    );
  }
  return rule.build(search, index);
}

function compare(field: (typeof sortableFields)[number]): (a: Game, b: Game) => number {
  return (a, b) => {
    const x = a[field];
    const y = b[field];
    if (typeof x === 'string' && typeof y === 'string') return x.localeCompare(y, 'en') || a.id - b.id;
    return Number(x) - Number(y) || a.id - b.id;
  };
}

/**
 * One page of the games matching a catalogue query: every column search (AND), the global search (name
 * or vendor, case- and diacritics-insensitive) and, when `mobile` is given, the device. `pageStart` is the
 * zero-based page index. Unsupported keys, operations or sort fields answer 400 with errorCode -1.
 */
export function searchCatalogue(
  games: readonly Game[],
  query: CatalogueQuery,
  mobile: boolean | undefined,
): GamePage {
  const filters = query.columnSearches.map(columnFilter);
  if (mobile !== undefined) filters.push((g) => (mobile ? g.supportsMobile : g.supportsDesktop));
  const globalSearch = query.globalSearch?.trim() ?? '';
  if (globalSearch !== '') {
    const match = likeMatcher(globalSearch);
    filters.push((g) => match(g.gameName) || match(g.gameVendor));
  }
  const sortBy = sortableFields.find((f) => f === query.sortBy);
  if (sortBy === undefined) {
    throw new SandboxError(
      400,
      -1,
      `sortBy "${query.sortBy}" is not supported (supported: ${sortableFields.join(', ')})`,
    );
  }
  const matching = games.filter((g) => filters.every((f) => f(g)));
  const order = compare(sortBy);
  matching.sort(query.sortAsc ? order : (a, b) => order(b, a));
  const start = query.pageStart * query.pageSize;
  return {
    content: matching.slice(start, start + query.pageSize),
    totalElements: matching.length,
    pageStart: query.pageStart,
    pageSize: query.pageSize,
  };
}
