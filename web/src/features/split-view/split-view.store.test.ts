import { LoadCategoryGamesUseCase } from '@lv-casino/core/catalogue/load-category-games.use-case.ts';
import { LoadSplitViewCategoryUseCase } from '@lv-casino/core/catalogue/load-split-view-category.use-case.ts';
import { StartGameUseCase } from '@lv-casino/core/game-start/start-game.use-case.ts';
import type { NavigationIntent } from '@lv-casino/core/routing/navigation-intent.ts';
import type { User } from '@lv-casino/core/session/user.ts';
import { createCategory, createGame } from '@lv-casino/core/testing/catalogue.builder.ts';
import { FakeCataloguePort } from '@lv-casino/core/testing/catalogue-port.fake.ts';
import { FakeErrorCatalogue } from '@lv-casino/core/testing/catalogues.fake.ts';
import { createGeneralConfig } from '@lv-casino/core/testing/config.builder.ts';
import { ControllableClock } from '@lv-casino/core/testing/controllable-clock.ts';
import { FakeGamePort } from '@lv-casino/core/testing/game-port.fake.ts';
import { createUser } from '@lv-casino/core/testing/user.builder.ts';
import { observable, runInAction, when } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { SessionStore } from '../../kernel/session.store.ts';
import { SplitViewStore } from './split-view.store.ts';

const ROULETTE = createGame({ id: 7, gameType: 'LIVE_CASINO', categoryIds: [877] });

function setUp(status: SessionStore['status'] = 'anonymous') {
  const catalogue = new FakeCataloguePort();
  catalogue.categories = [createCategory({ id: 877, pageToShowOn: ['LIVE_CASINO'] })];
  catalogue.games = [ROULETTE];
  const games = new FakeGamePort();
  const errors = new FakeErrorCatalogue();
  const session = observable({ status, user: null as User | null });
  const performed: NavigationIntent[] = [];
  const store = new SplitViewStore({
    loadCategory: new LoadSplitViewCategoryUseCase(catalogue, errors),
    session,
    site: { general: createGeneralConfig() },
    device: 'desktop',
    pane: {
      categoryGames: new LoadCategoryGamesUseCase(catalogue, errors),
      startGame: new StartGameUseCase(games, errors),
      navigator: { perform: (intent) => performed.push(intent) },
      clock: new ControllableClock(),
    },
  });
  store.activate();
  return { store, session, games, pane: store.panes[0] };
}

const settled = (check: () => boolean) => when(check, { timeout: 1000 });

describe('SplitViewStore', () => {
  it('waits for the stored session before a pane starts its game', async () => {
    const { store, session, games, pane } = setUp('restoring');
    store.show('CASINO', 'en');
    await settled(() => pane.picker.list.kind === 'games');

    pane.pick(ROULETTE);
    await Promise.resolve();
    const waiting = [pane.view.kind, games.calls.length];
    runInAction(() => {
      session.status = 'anonymous';
    });
    await settled(() => pane.view.kind === 'playing');

    expect([waiting, games.calls]).toEqual([['loading', 0], [{ gameId: 7, real: false, mobile: false }]]);
  });

  it('starts the game again when the player logs in: real play instead of the demo', async () => {
    const { store, session, games, pane } = setUp();
    store.show('LIVE_CASINO', 'en');
    await settled(() => pane.picker.list.kind === 'games');
    pane.pick(ROULETTE);
    await settled(() => pane.view.kind === 'playing');

    runInAction(() => {
      session.status = 'authenticated';
      session.user = createUser({ kycVerified: 'VERIFIED' });
    });
    await settled(() => games.calls.length === 2 && pane.view.kind === 'playing');

    expect(games.calls.map((call) => call.real)).toEqual([false, true]);
  });

  it('leaves a pane without a game alone when the player changes', async () => {
    const { store, session, games, pane } = setUp();
    store.show('LIVE_CASINO', 'en');
    await settled(() => pane.picker.list.kind === 'games');

    runInAction(() => {
      session.status = 'authenticated';
      session.user = createUser({ kycVerified: 'VERIFIED' });
    });
    await Promise.resolve();

    expect([pane.view.kind, games.calls]).toEqual(['picker', []]);
  });

  it('drops a game’s start still on its way when the modal closes', async () => {
    const { store, pane } = setUp();
    store.show('LIVE_CASINO', 'en');
    await settled(() => pane.picker.list.kind === 'games');

    pane.pick(ROULETTE);
    store.dispose();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(pane.view.kind).toBe('loading');
  });
});
