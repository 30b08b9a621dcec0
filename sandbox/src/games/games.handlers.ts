import type { FastifyInstance } from 'fastify';
import type { Game } from '../dto.ts';
import {
  ok,
  readBoolean,
  readString,
  requireCustomer,
  SandboxError,
  type OperationHandlers,
} from '../handlers/operation-handler.ts';
import type { SandboxState } from '../state.ts';
import { gameAccessError } from './game-access.rule.ts';
import { gameDescription, type DescriptionLocale } from './game-descriptions.ts';
import { GameSessionStore } from './game-session.store.ts';
import { GameStatisticsStore } from './game-statistics.store.ts';
import { createGameFeedHandlers } from './game-feeds.handlers.ts';
import { ActivityFeedStore } from './activity-feed.store.ts';
import { PlayerGamesStore } from './player-games.store.ts';
import { installRequestScope, optionalCustomer, requestOrigin } from './request-scope.ts';
import { selfExclusionError } from './self-exclusion.ts';
import { registerSlotPage } from './slot-page.routes.ts';

const gameIdOf = (path: Readonly<Record<string, unknown>>): number => Number(path.gameId);

/** Display order of a category's games: hot first, then new, then by id. */
const lobbyOrder = (a: Game, b: Game): number =>
  Number(b.isHot) - Number(a.isHot) || Number(b.isNew) - Number(a.isNew) || a.id - b.id;

/**
 * The games area beyond the catalogue search: games per category, tags, descriptions, games by
 * friendly URL, favourites and last played, random game, statistics, prepare (launch URL of the
 * sandbox game page, {@link registerSlotPage}) and the feeds ({@link createGameFeedHandlers}). Registers
 * the game page's routes on `app`.
 */
export function createGamesHandlers(state: SandboxState, app: FastifyInstance): OperationHandlers {
  installRequestScope(app);
  const { games, categories } = state.catalogue;
  const byId = new Map(games.map((g) => [g.id, g]));
  const playerGames = PlayerGamesStore.seeded(games);
  const sessions = new GameSessionStore();
  const statistics = new GameStatisticsStore(games);
  const activity = new ActivityFeedStore(games);
  registerSlotPage(app, { state, sessions, statistics, activity, byId });

  const findGame = (id: number): Game => {
    const game = byId.get(id);
    if (game === undefined) throw new SandboxError(404, -1, `Game ${id} not found`);
    return game;
  };
  const onDevice = (mobile: boolean | undefined) => (g: Game) =>
    mobile === undefined || (mobile ? g.supportsMobile : g.supportsDesktop);
  const gamesOf = (ids: readonly number[], mobile: boolean | undefined): Game[] =>
    ids.flatMap((id) => byId.get(id) ?? []).filter(onDevice(mobile));
  const playable = (game: Game, real: boolean): boolean =>
    gameAccessError({ game, real, player: null, config: state.generalConfig, selfExcluded: null }) === null;
  /** The game `real` play of a player can open, with the customer's restrictions applied. */
  const restricted = (game: Game): Game => {
    const providers = state.generalConfig.gameproviders;
    const available =
      providers.enabled.includes(game.gameProvider) && !providers.maintenanceMode.includes(game.gameProvider);
    return {
      ...game,
      realMoneyEnabled:
        available && game.realMoneyEnabled && providers.realMoneyMode.includes(game.gameProvider),
      demoModeEnabled: available && game.demoModeEnabled,
    };
  };

  return {
    ...createGameFeedHandlers(state, activity),
    getAllGamesPerCategory: () => {
      const members = new Map<number, Game[]>(categories.map((c) => [c.id, []]));
      for (const game of games) for (const id of game.gameCategoryIds) members.get(id)?.push(game);
      return ok(
        categories.map((c) => ({
          categoryId: c.id,
          friendlyUrl: c.friendlyUrl,
          gameIds: [...(members.get(c.id) ?? [])].sort(lobbyOrder).map((g) => g.id),
        })),
      );
    },
    getGameTags: () => {
      const tags = new Map<string, { tag: string; gameType: string }>();
      for (const c of categories)
        if (c.gameTag !== null) tags.set(`${c.gameTag.tag}/${c.gameTag.gameType}`, { ...c.gameTag });
      return ok([...tags.values()]);
    },
    getGameDescription: ({ request }) =>
      ok(
        gameDescription(
          findGame(gameIdOf(request.path)),
          readString(request.query, 'locale') as DescriptionLocale,
        ),
      ),
    getGamesByFriendlyUrl: ({ request }) => {
      const url = readString(request.path, 'url') ?? '';
      const found = games.filter((g) => g.friendlyUrl === url).map(restricted);
      if (found.length === 0) throw new SandboxError(404, -1, `No game has the friendly URL ${url}`);
      return ok(found);
    },
    getFavouriteAndLastPlayedGames: (context) => {
      const { id } = requireCustomer(context);
      const mobile = readBoolean(context.request.query, 'mobile');
      return ok({
        favouriteGames: gamesOf(playerGames.favourites(id), mobile),
        lastPlayedGames: gamesOf(playerGames.lastPlayed(id), mobile),
      });
    },
    setGameFavourite: (context) => {
      const game = findGame(gameIdOf(context.request.path));
      const wanted = readBoolean(context.request.query, 'isFavourite') === true;
      const isFavourite = playerGames.setFavourite(requireCustomer(context).id, game.id, wanted);
      return ok({ gameId: game.id, isFavourite });
    },
    evaluateRandomGame: ({ request }) => {
      const asked = findGame(gameIdOf(request.path));
      const real = readBoolean(request.query, 'real') === true;
      const start = games.indexOf(asked);
      const rotated = [...games.slice(start), ...games.slice(0, start)];
      const chosen = rotated.find((g) => g.gameType === asked.gameType && playable(g, real)) ?? asked;
      const customer = anonymousOnFailure(() => optionalCustomer(state));
      if (customer !== null && readBoolean(request.query, 'favouriteAndLastPlayed') === true) {
        playerGames.markPlayed(customer.id, chosen.id);
      }
      return ok(chosen);
    },
    getGameStatistics: () => ok(statistics.all(state.generalConfig.baseCurrency)),
    prepareGame: ({ request }) => {
      const game = findGame(gameIdOf(request.path));
      const real = readBoolean(request.query, 'real') === true;
      const player = optionalCustomer(state);
      const selfExcluded = player === null ? null : selfExclusionError(state, player);
      const refused = gameAccessError({ game, real, player, config: state.generalConfig, selfExcluded });
      if (refused !== null) throw refused;
      if (player !== null) playerGames.markPlayed(player.id, game.id);
      const session = sessions.open({
        gameId: game.id,
        real,
        playerId: player?.id ?? null,
        now: state.now(),
      });
      const query = new URLSearchParams({ mode: real ? 'real' : 'demo', token: session.token });
      if (readBoolean(request.query, 'mobile') === true) query.set('mobile', 'true');
      return ok({
        gameId: game.id,
        real,
        launchUrl: `${requestOrigin()}/__sandbox/games/${encodeURIComponent(game.friendlyUrl)}?${query.toString()}`,
        gameSessionId: real ? session.gameSessionId : null,
      });
    },
  };
}

/** The customer of an optional token on a public operation: a bad token counts as anonymous. */
function anonymousOnFailure<T>(read: () => T | null): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}
