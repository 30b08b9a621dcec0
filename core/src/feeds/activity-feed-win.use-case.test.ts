import { beforeEach, describe, expect, it } from 'vitest';
import { createGame } from '../testing/catalogue.builder.ts';
import { FakeCataloguePort } from '../testing/catalogue-port.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { createUser } from '../testing/user.builder.ts';
import { ActivityFeedWinUseCase, type ActivityFeedWinInput } from './activity-feed-win.use-case.ts';

let catalogue: FakeCataloguePort;
let useCase: ActivityFeedWinUseCase;

const input = (overrides: Partial<ActivityFeedWinInput> = {}): ActivityFeedWinInput => ({
  item: { uniqueGameId: 'pragmatic-gates', gameProduct: 'CASINO' },
  user: createUser(),
  config: { restrictGameplayKycNotVerified: false },
  device: 'desktop',
  ...overrides,
});

beforeEach(() => {
  catalogue = new FakeCataloguePort();
  catalogue.games = [
    createGame({ id: 1, uniqueGameId: 'pragmatic-gates', friendlyUrl: 'gates-of-olympus' }),
    createGame({ id: 2, uniqueGameId: null, friendlyUrl: 'no-unique-id' }),
    createGame({
      id: 3,
      uniqueGameId: 'evolution-lightning',
      friendlyUrl: 'lightning-roulette',
      gameType: 'LIVE_CASINO',
    }),
  ];
  useCase = new ActivityFeedWinUseCase(catalogue);
});

describe('ActivityFeedWinUseCase', () => {
  it('sends a logged-in player to real play of the win’s game', async () => {
    expect(await useCase.execute(input())).toEqual({
      kind: 'navigate',
      to: { name: 'game-play', mode: 'real', friendlyUrl: 'gates-of-olympus' },
    });
  });

  it('opens the login modal for the game for a visitor', async () => {
    expect(await useCase.execute(input({ user: null }))).toEqual({
      kind: 'open-modal',
      modal: 'login',
      params: { game: 'gates-of-olympus' },
    });
  });

  it('does nothing, without a call, when the KYC restriction applies', async () => {
    const outcome = await useCase.execute(
      input({
        user: createUser({ kycVerified: 'NOT_VERIFIED' }),
        config: { restrictGameplayKycNotVerified: true },
      }),
    );
    expect({ outcome, calls: catalogue.searchCalls.length }).toEqual({ outcome: { kind: 'stay' }, calls: 0 });
  });

  it('finds a live win among the live games', async () => {
    const outcome = await useCase.execute(
      input({ item: { uniqueGameId: 'evolution-lightning', gameProduct: 'LIVE_CASINO' } }),
    );
    expect(outcome).toEqual({
      kind: 'navigate',
      to: { name: 'game-play', mode: 'real', friendlyUrl: 'lightning-roulette' },
    });
  });

  it('asks for the one game of the win, never for the whole catalogue', async () => {
    await useCase.execute(input());
    expect(catalogue.searchCalls.map((call) => [call.pageSize, call.columnSearches])).toEqual([
      [2, [{ key: 'uniqueGameId', operation: 'EQUALS', value: catalogue.games[0]?.uniqueGameId }]],
    ]);
  });

  it('opens the plain login modal for a visitor when the game is not in the catalogue', async () => {
    expect(
      await useCase.execute(input({ user: null, item: { uniqueGameId: 'gone', gameProduct: 'CASINO' } })),
    ).toEqual({ kind: 'open-modal', modal: 'login' });
  });

  it('does nothing for a player when the win names no game', async () => {
    expect(await useCase.execute(input({ item: { uniqueGameId: null, gameProduct: 'CASINO' } }))).toEqual({
      kind: 'stay',
    });
  });

  it('asks again on the next click after a failed fetch', async () => {
    catalogue.searchFailure = createApiFailure(41);
    const failed = await useCase.execute(input());
    catalogue.searchFailure = null;
    const retried = await useCase.execute(input());
    expect({ failed, retried: retried.kind, calls: catalogue.searchCalls.length }).toEqual({
      failed: { kind: 'stay' },
      retried: 'navigate',
      calls: 2,
    });
  });
});
