import type { NavigationIntent } from '@lv-casino/core/routing/navigation-intent.ts';
import { LoadPlayerGamesUseCase } from '@lv-casino/core/player-games/load-player-games.use-case.ts';
import { ToggleFavouriteUseCase } from '@lv-casino/core/player-games/toggle-favourite.use-case.ts';
import { createGame } from '@lv-casino/core/testing/catalogue.builder.ts';
import { FakeErrorCatalogue } from '@lv-casino/core/testing/catalogues.fake.ts';
import { FakePlayerGamesPort } from '@lv-casino/core/testing/player-games-port.fake.ts';
import { describe, expect, it } from 'vitest';
import { FavouriteStore } from './favourite.store.ts';

/** A FavouriteStore over core's use-cases and the fake player-games port; game 7 is a favourite. */
function setUp(loggedIn: boolean) {
  const port = new FakePlayerGamesPort();
  port.favourites = [createGame({ id: 7 })];
  port.games = [createGame({ id: 8 })];
  const errors = new FakeErrorCatalogue();
  const performed: NavigationIntent[] = [];
  const favourite = new FavouriteStore({
    playerGames: new LoadPlayerGamesUseCase(port, errors),
    toggleFavourite: new ToggleFavouriteUseCase(port, errors),
    session: { isLoggedIn: loggedIn },
    navigator: {
      perform: (...intents) => {
        performed.push(...intents);
      },
    },
    device: 'desktop',
  });
  return { favourite, performed };
}

describe('FavouriteStore', () => {
  it("says whether the player's favourites hold the game, and toggles it", async () => {
    const { favourite } = setUp(true);

    await favourite.show(7);
    const shown = favourite.isFavourite;
    await favourite.show(8);
    await favourite.toggle();

    expect([shown, favourite.isFavourite]).toEqual([true, true]);
  });

  it('sends a visitor to the login, their heart unknown', async () => {
    const { favourite, performed } = setUp(false);

    await favourite.show(7);
    await favourite.toggle();

    expect([favourite.isFavourite, performed]).toEqual([false, [{ kind: 'open-modal', modal: 'login' }]]);
  });

  it('drops the lists of a game no longer shown', async () => {
    const { favourite } = setUp(true);

    const older = favourite.show(7);
    void favourite.show(null);
    await older;

    expect(favourite.isFavourite).toBeNull();
  });
});
