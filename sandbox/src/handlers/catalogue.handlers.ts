import type { CatalogueQuery, Category, Game } from '../dto.ts';
import type { CategoryRecord } from '../seed/catalogue.seed.ts';
import type { SandboxState } from '../state.ts';
import { searchCatalogue } from './catalogue-search.ts';
import { ok, readBoolean, readString, type OperationHandlers } from './operation-handler.ts';

/** A category with the counts of its games visible on the device (mobile true/false; undefined: any). */
function withCounts(
  record: CategoryRecord,
  members: readonly Game[],
  gameType: string | undefined,
): Category {
  const rng = members.filter((g) => g.gameType === 'RNG').length;
  const live = members.filter((g) => g.gameType === 'LIVE_CASINO').length;
  const count = gameType === 'RNG' ? rng : gameType === 'LIVE_CASINO' ? live : members.length;
  return {
    ...record,
    enabledGamesCount: count,
    enabledGamesCountRNG: rng,
    enabledGamesCountLIVE: live,
    hasNewGameInCategory: members.some((g) => g.isNew),
  };
}

/**
 * gameCategories (by page: CASINO, LIVE_CASINO, PROVIDERS, COLLECTIONS; by gameType: only categories
 * with games of that type, plus the personal LAST_PLAYED one; counts for the device when `mobile` is
 * given) and games/search.
 */
export function createCatalogueHandlers(state: SandboxState): OperationHandlers {
  const { games, categories } = state.catalogue;
  const members = new Map<number, Game[]>(categories.map((c) => [c.id, []]));
  for (const game of games) for (const id of game.gameCategoryIds) members.get(id)?.push(game);

  return {
    getGameCategories: ({ request }) => {
      const page = readString(request.query, 'page');
      const gameType = readString(request.query, 'gameType');
      const mobile = readBoolean(request.query, 'mobile');
      const visible = (g: Game): boolean =>
        mobile === undefined ? true : mobile ? g.supportsMobile : g.supportsDesktop;
      const result = categories
        .filter((c) => page === undefined || c.pageToShowOn.split(',').includes(page))
        .map((c) => withCounts(c, (members.get(c.id) ?? []).filter(visible), gameType))
        .filter((c) => {
          if (gameType === undefined || c.categoryCode === 'LAST_PLAYED') return true;
          return (gameType === 'RNG' ? c.enabledGamesCountRNG : c.enabledGamesCountLIVE) > 0;
        });
      return ok(result);
    },
    searchGames: ({ request }) =>
      ok(searchCatalogue(games, request.body as CatalogueQuery, readBoolean(request.query, 'mobile'))),
  };
}
