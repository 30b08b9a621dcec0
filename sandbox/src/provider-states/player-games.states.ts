import type { Game, GeneralConfig } from '../dto.ts';
import { gameDescription } from '../games/game-descriptions.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import { CLIENT_HEADERS, type ProviderStateHost, type ProviderStates } from './provider-state.ts';
import { logIn, newAccountLikeAnna } from './accounts.ts';

/** A parameter of a provider state; a missing one is a mistake in the pact and throws. */
function parameter(parameters: unknown, name: string): unknown {
  const value = (parameters as Readonly<Record<string, unknown>> | undefined)?.[name];
  if (value === undefined) throw new Error(`the provider state needs the parameter "${name}"`);
  return value;
}

const text = (parameters: unknown, name: string): string => String(parameter(parameters, name));
const id = (parameters: unknown, name: string): number => Number(parameter(parameters, name));

/** A game of the seeded catalogue a desktop player can list; throws when the seed no longer has it. */
function desktopGame(sandbox: ProviderStateHost, gameId: number): Game {
  const game = sandbox.state.catalogue.games.find((g) => g.id === gameId);
  if (game === undefined || !game.supportsDesktop || game.gameCategoryIds.length === 0) {
    throw new Error(`the sandbox's seed no longer has a desktop game ${String(gameId)} in a category`);
  }
  return game;
}

/** Takes a game's provider out of maintenance and enables it, so a demo of the game can be prepared. */
function enableProvider(sandbox: ProviderStateHost, game: Game): void {
  const { gameproviders } = sandbox.state.generalConfig;
  const code = game.gameProvider;
  const providers: GeneralConfig['gameproviders'] = {
    ...gameproviders,
    maintenanceMode: gameproviders.maintenanceMode.filter((c) => c !== code),
    enabled: [...gameproviders.enabled.filter((c) => c !== code), code],
  };
  sandbox.state.generalConfig = { ...sandbox.state.generalConfig, gameproviders: providers };
}

/**
 * A new ACTIVE, KYC-verified account of `username` (a copy of anna with a new id), logged in. The
 * sandbox keeps favourites and last-played games by player id, so its lists start empty whatever
 * earlier interactions did. Any earlier account of that username goes.
 */
function newLoggedInPlayer(
  sandbox: ProviderStateHost,
  username: string,
): { player: PlayerRecord; accessToken: string } {
  const player = newAccountLikeAnna(sandbox, username);
  return { player, accessToken: logIn(sandbox, player) };
}

/**
 * Changes the player's lists the way the web client does, through the sandbox's own API (the lists
 * live inside its games handlers): `path` is called with the player's token and must answer 200.
 */
async function asPlayer(sandbox: ProviderStateHost, accessToken: string, path: string): Promise<void> {
  const response = await sandbox.app.inject({
    method: 'POST',
    url: path,
    headers: { ...CLIENT_HEADERS, authorization: `Bearer ${accessToken}` },
  });
  if (response.statusCode !== 200) {
    throw new Error(`POST ${path} answered ${String(response.statusCode)}: ${response.body}`);
  }
}

const markFavourite = (sandbox: ProviderStateHost, accessToken: string, game: Game): Promise<void> =>
  asPlayer(
    sandbox,
    accessToken,
    `/api/v1/customerfacing/customers/gaming/games/${String(game.id)}/favourite?isFavourite=true`,
  );

/** A demo of the game prepared by the player: the sandbox moves it to the front of the last-played list. */
const markPlayed = (sandbox: ProviderStateHost, accessToken: string, game: Game): Promise<void> => {
  if (!game.demoModeEnabled) throw new Error(`the seeded game ${String(game.id)} has no demo`);
  enableProvider(sandbox, game);
  return asPlayer(
    sandbox,
    accessToken,
    `/api/v1/customerfacing/gaming/games/${String(game.id)}/prepare?real=false&mobile=false`,
  );
};

/**
 * States of the player's games interactions (games-and-content.md §7 Games: favouriteAndLastPlayedGames,
 * customers/gaming/games/{id}/favourite, gameDescriptions/game/{id}). Each player state logs in a new
 * account (its token fills the Authorization header) and builds its lists through the sandbox's API.
 */
export const playerGamesStates: ProviderStates = (sandbox) => ({
  'a logged-in player has a favourite game and a last-played game': async (parameters) => {
    const favourite = desktopGame(sandbox, id(parameters, 'favouriteGameId'));
    const played = desktopGame(sandbox, id(parameters, 'lastPlayedGameId'));
    const { accessToken } = newLoggedInPlayer(sandbox, text(parameters, 'username'));
    await markFavourite(sandbox, accessToken, favourite);
    await markPlayed(sandbox, accessToken, played);
    return { accessToken };
  },

  'a logged-in player has no favourite games': (parameters) => {
    desktopGame(sandbox, id(parameters, 'gameId'));
    const { accessToken } = newLoggedInPlayer(sandbox, text(parameters, 'username'));
    return Promise.resolve({ accessToken });
  },

  'a logged-in player has a favourite game': async (parameters) => {
    const favourite = desktopGame(sandbox, id(parameters, 'gameId'));
    const { accessToken } = newLoggedInPlayer(sandbox, text(parameters, 'username'));
    await markFavourite(sandbox, accessToken, favourite);
    return { accessToken };
  },

  'a game of the catalogue has a description with RTP and volatility': (parameters) => {
    const game = desktopGame(sandbox, id(parameters, 'gameId'));
    const description = gameDescription(game, 'lv');
    if (description.rtp === null || description.volatility === null) {
      throw new Error(`the sandbox no longer describes game ${String(game.id)} with RTP and volatility`);
    }
    return Promise.resolve();
  },
});
