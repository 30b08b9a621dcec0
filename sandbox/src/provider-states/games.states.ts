import type { Game, GeneralConfig } from '../dto.ts';
import { ActivityFeedStore } from '../games/activity-feed.store.ts';
import { jackpotFeed } from '../games/jackpot-feed.ts';
import { liveTableState } from '../games/live-tables.ts';
import { foldText } from '../handlers/catalogue-search.ts';
import { selfExclude, type ExclusionFields } from '../responsible-gaming/exclusion.rules.ts';
import { demoPlayers, type PlayerRecord } from '../seed/players.seed.ts';
import type { ProviderStateHost, ProviderStates } from './provider-state.ts';
import { newAccountLikeAnna } from './accounts.ts';

/** A parameter of a provider state; a missing one is a mistake in the pact and throws. */
function parameter(parameters: unknown, name: string): unknown {
  const value = (parameters as Readonly<Record<string, unknown>> | undefined)?.[name];
  if (value === undefined) throw new Error(`the provider state needs the parameter "${name}"`);
  return value;
}

const text = (parameters: unknown, name: string): string => String(parameter(parameters, name));
const id = (parameters: unknown, name: string): number => Number(parameter(parameters, name));

/** Throws when the seeded catalogue no longer has what an interaction relies on. */
function expectSeed(holds: boolean, what: string): void {
  if (!holds) throw new Error(`the sandbox's seed no longer has ${what}`);
}

function seededGame(sandbox: ProviderStateHost, gameId: number): Game {
  const game = sandbox.state.catalogue.games.find((g) => g.id === gameId);
  if (game === undefined) throw new Error(`the catalogue has no game ${String(gameId)}`);
  return game;
}

/** Makes a game's provider available for demo and real money, and real money allowed from this IP. */
function makePlayable(sandbox: ProviderStateHost, game: Game): void {
  const { gameproviders } = sandbox.state.generalConfig;
  const code = game.gameProvider;
  const withCode = (codes: readonly string[]) => [...codes.filter((c) => c !== code), code];
  const providers: GeneralConfig['gameproviders'] = {
    maintenanceMode: gameproviders.maintenanceMode.filter((c) => c !== code),
    enabled: withCode(gameproviders.enabled),
    realMoneyMode: withCode(gameproviders.realMoneyMode),
  };
  sandbox.state.generalConfig = {
    ...sandbox.state.generalConfig,
    currentIpIsForbidden: false,
    gameproviders: providers,
  };
}

/** Clears a self-exclusion or timeout another interaction may have left on a player. */
function withoutExclusions(player: PlayerRecord): PlayerRecord {
  const fields: PlayerRecord & ExclusionFields = player;
  fields.selfExclusion = null;
  fields.timeoutEndDate = null;
  return player;
}

function loggedIn(sandbox: ProviderStateHost, player: PlayerRecord): Promise<{ accessToken: string }> {
  const { accessToken } = sandbox.state.tokens.issue(player.id, { deviceId: null, rememberMe: false });
  return Promise.resolve({ accessToken });
}

/**
 * A new ACTIVE, KYC-verified account of `username` (a copy of anna with a new id), so the only reason it
 * may not play is what the state adds. Any earlier account of that username goes.
 */
function newVerifiedPlayer(sandbox: ProviderStateHost, username: string): PlayerRecord {
  return newAccountLikeAnna(sandbox, username);
}

/**
 * States of the games interactions (games-and-content.md §7 Games, Jackpots and feed): the catalogue
 * and feeds are the sandbox's deterministic seed, so their states check what the pacts rely on and
 * fail loudly when the seed changes; the prepare states set the config and players up.
 */
export const gamesStates: ProviderStates = (sandbox) => {
  const { games, categories } = sandbox.state.catalogue;

  return {
    'the catalogue has mobile RNG games whose names contain a search text': (parameters) => {
      const search = foldText(text(parameters, 'text'));
      const found = games.some(
        (g) => g.gameType === 'RNG' && g.supportsMobile && foldText(g.gameName).includes(search),
      );
      expectSeed(found, `mobile RNG games named "${search}"`);
      return Promise.resolve();
    },

    'the catalogue has a game with a uniqueGameId': (parameters) => {
      const uniqueGameId = text(parameters, 'uniqueGameId');
      expectSeed(
        games.some((g) => g.uniqueGameId === uniqueGameId && g.supportsDesktop),
        `a desktop game with uniqueGameId ${uniqueGameId}`,
      );
      return Promise.resolve();
    },

    'the catalogue has game providers with RNG games': () => {
      const providers = categories.filter((c) => c.pageToShowOn.split(',').includes('PROVIDERS'));
      expectSeed(
        providers.some((c) => games.some((g) => g.gameType === 'RNG' && g.gameCategoryIds.includes(c.id))),
        'provider categories with RNG games',
      );
      return Promise.resolve();
    },

    'the catalogue has casino categories with RNG games': () => {
      const casino = categories.filter((c) => c.pageToShowOn.split(',').includes('CASINO'));
      const withRng = casino.some((c) =>
        games.some((g) => g.gameType === 'RNG' && g.gameCategoryIds.includes(c.id)),
      );
      expectSeed(withRng, 'casino categories with RNG games');
      return Promise.resolve();
    },

    'a casino category has desktop RNG games': (parameters) => {
      const categoryId = id(parameters, 'categoryId');
      const members = games.filter(
        (g) => g.gameCategoryIds.includes(categoryId) && g.gameType === 'RNG' && g.supportsDesktop,
      );
      expectSeed(members.length > 0, `desktop RNG games in category ${String(categoryId)}`);
      return Promise.resolve();
    },

    'a game can be played in demo and for real money': (parameters) => {
      const game = seededGame(sandbox, id(parameters, 'gameId'));
      expectSeed(
        game.demoModeEnabled && game.realMoneyEnabled && game.gameType === 'RNG',
        `game ${String(game.id)} with demo and real money`,
      );
      makePlayable(sandbox, game);
      return Promise.resolve();
    },

    'player anna is logged in and may play for real money': () => {
      const anna = sandbox.state.players.find((p) => p.username === 'anna');
      const seeded = demoPlayers().find((p) => p.username === 'anna');
      if (anna === undefined || seeded === undefined) throw new Error('the seed has no player anna');
      return loggedIn(sandbox, withoutExclusions(Object.assign(anna, seeded)));
    },

    'a self-excluded player is logged in': (parameters) => {
      const player = newVerifiedPlayer(sandbox, text(parameters, 'username'));
      selfExclude(player, sandbox.state.now(), null);
      return loggedIn(sandbox, player);
    },

    'the month has biggest wins of casino games': () => {
      const wins = new ActivityFeedStore(games).monthlyBiggest(sandbox.state.now(), 'CASINO');
      expectSeed(wins.length > 0, 'casino wins in the activity feed');
      return Promise.resolve();
    },

    'the jackpot feed has an egt mystery jackpot and pragmatic per-game jackpots': () => {
      const feed = jackpotFeed(games, sandbox.state.now());
      expectSeed(
        feed['egt']?.jackpotType === 'MYSTERY_MULTI_LEVEL' && feed['pragmatic']?.jackpotType === 'PER_GAME',
        'an egt mystery jackpot and pragmatic per-game jackpots',
      );
      return Promise.resolve();
    },

    'the live casino has Evolution tables': () => {
      const { tables } = liveTableState(games, sandbox.state.now());
      expectSeed(tables.length > 0, 'Evolution live tables');
      return Promise.resolve();
    },
  };
};
