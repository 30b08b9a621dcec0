import { beforeEach, describe, expect, it } from 'vitest';
import type { ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import { FAKE_ERROR_TABLE, FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createGame } from '../testing/catalogue.builder.ts';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import { FakeGamePort } from '../testing/game-port.fake.ts';
import { createUser } from '../testing/user.builder.ts';
import { StartGameUseCase, type StartGameInput } from './start-game.use-case.ts';

const extra: ErrorDescriptor[] = [
  { code: 69, name: 'FROZEN', messageKey: 'errors.api.69', clientAction: 'show-message' },
  { code: 91, name: 'KYC_REQUIRED', messageKey: 'errors.api.91', clientAction: 'show-message' },
];

let games: FakeGamePort;
let startGame: StartGameUseCase;

const game = createGame({ id: 7, friendlyUrl: 'book-of-dead' });
const noDemo = createGame({ id: 8, friendlyUrl: 'live-roulette', demoModeEnabled: false });
const input = (overrides: Partial<StartGameInput> = {}): StartGameInput => ({
  mode: 'real',
  friendlyUrl: 'book-of-dead',
  game,
  user: createUser(),
  config: { restrictGameplayKycNotVerified: false },
  device: 'desktop',
  ...overrides,
});
const KYC_TAB = { kind: 'open-modal', modal: 'profile', params: { selectedTab: 'kyc' } };
const loginModal = (friendlyUrl: string) => ({
  kind: 'open-modal',
  modal: 'login',
  params: { game: friendlyUrl },
});

beforeEach(() => {
  games = new FakeGamePort();
  startGame = new StartGameUseCase(games, new FakeErrorCatalogue([...FAKE_ERROR_TABLE, ...extra]));
});

describe('StartGameUseCase, real path', () => {
  it('prepares real play for a logged-in verified player', async () => {
    expect(await startGame.execute(input())).toEqual({
      kind: 'play',
      mode: 'real',
      launchUrl: 'https://games.test/7?real=true',
    });
  });

  it('prepares the game for real money on the device of the site', async () => {
    await startGame.execute(input({ device: 'mobile' }));
    expect(games.calls).toEqual([{ gameId: 7, real: true, mobile: true }]);
  });

  it('blocks a FROZEN account without preparing the game', async () => {
    const outcome = await startGame.execute(input({ user: createUser({ accountLockStatus: 'FROZEN' }) }));
    expect([outcome, games.calls]).toEqual([
      { kind: 'blocked', reason: 'account-lock', error: extra[0], next: null },
      [],
    ]);
  });

  it.each(['INACTIVE', 'CLOSED', 'BLOCKED'] as const)('blocks a %s account', async (accountLockStatus) => {
    expect((await startGame.execute(input({ user: createUser({ accountLockStatus }) }))).kind).toBe(
      'blocked',
    );
  });

  it('blocks a NOT_VERIFIED player when the KYC restriction flag is on', async () => {
    const outcome = await startGame.execute(
      input({
        user: createUser({ kycVerified: 'NOT_VERIFIED' }),
        config: { restrictGameplayKycNotVerified: true },
      }),
    );
    expect(outcome).toEqual({ kind: 'blocked', reason: 'kyc-restriction', error: extra[1], next: KYC_TAB });
  });

  it('takes a real prepare answered with 91 for the KYC restriction, the kyc tab as the way on', async () => {
    games.failure = createApiFailure(91);
    expect(await startGame.execute(input())).toEqual({
      kind: 'blocked',
      reason: 'kyc-restriction',
      error: extra[1],
      next: KYC_TAB,
    });
  });

  it('sends a player whose KYC is not VERIFIED to the kyc tab', async () => {
    const outcome = await startGame.execute(input({ user: createUser({ kycVerified: 'WAITING_BO_USER' }) }));
    expect([outcome, games.calls]).toEqual([
      {
        kind: 'kyc-required',
        next: { kind: 'open-modal', modal: 'profile', params: { selectedTab: 'kyc' } },
      },
      [],
    ]);
  });

  it('sends a visitor to the demo path with the login modal for the game', async () => {
    expect(await startGame.execute(input({ user: null }))).toEqual({
      kind: 'redirect',
      next: { kind: 'navigate', to: { name: 'game-play', mode: 'demo', friendlyUrl: 'book-of-dead' } },
      loginModal: loginModal('book-of-dead'),
    });
  });

  it('shows a visitor the demo-not-supported message for a game without demo, with the login modal', async () => {
    const outcome = await startGame.execute(
      input({ user: null, game: noDemo, friendlyUrl: 'live-roulette' }),
    );
    expect([outcome, games.calls]).toEqual([
      {
        kind: 'message',
        messageKey: 'errors.casino.game.play.demoNotSupported',
        loginModal: loginModal('live-roulette'),
      },
      [],
    ]);
  });

  it('opens the self-excluded modal when prepare answers 39', async () => {
    games.failure = createApiFailure(39);
    expect(await startGame.execute(input())).toEqual({
      kind: 'self-excluded',
      messageKey: 'gaming.error.self.excluded',
      next: { kind: 'open-modal', modal: 'self-excluded-modal' },
    });
  });

  it('fails with the entry of any other prepare error', async () => {
    games.failure = createApiFailure(41);
    expect(await startGame.execute(input())).toMatchObject({ kind: 'failed', error: { code: 41 } });
  });

  it('fails with the general error when the server cannot be reached', async () => {
    games.failure = createTransportFailure();
    expect(await startGame.execute(input())).toMatchObject({ kind: 'failed', error: { code: -1 } });
  });
});

describe('StartGameUseCase, demo path', () => {
  it('prepares the demo of a game with demo', async () => {
    expect(await startGame.execute(input({ mode: 'demo', user: null }))).toEqual({
      kind: 'play',
      mode: 'demo',
      launchUrl: 'https://games.test/7?real=false',
    });
  });

  it('prepares the demo, not real money, for a logged-in player', async () => {
    await startGame.execute(input({ mode: 'demo' }));
    expect(games.calls).toEqual([{ gameId: 7, real: false, mobile: false }]);
  });

  it('lets a FROZEN account play the demo', async () => {
    const outcome = await startGame.execute(
      input({ mode: 'demo', user: createUser({ accountLockStatus: 'FROZEN' }) }),
    );
    expect(outcome.kind).toBe('play');
  });

  it('shows the demo-not-supported message for a game without demo', async () => {
    const outcome = await startGame.execute(input({ mode: 'demo', game: noDemo, user: null }));
    expect([outcome, games.calls]).toEqual([
      { kind: 'message', messageKey: 'errors.casino.game.play.demoNotSupported', loginModal: null },
      [],
    ]);
  });

  it('opens the self-excluded modal when the demo prepare answers 39', async () => {
    games.failure = createApiFailure(39);
    expect((await startGame.execute(input({ mode: 'demo' }))).kind).toBe('self-excluded');
  });
});

describe('StartGameUseCase, unknown game', () => {
  it('goes to /404 for a logged-in player', async () => {
    expect(await startGame.execute(input({ game: null }))).toEqual({
      kind: 'not-found',
      next: { kind: 'navigate', to: { name: 'not-found' } },
      loginModal: null,
    });
  });

  it('goes to /404 and opens the login modal for a visitor', async () => {
    expect(await startGame.execute(input({ game: null, user: null, mode: 'demo' }))).toEqual({
      kind: 'not-found',
      next: { kind: 'navigate', to: { name: 'not-found' } },
      loginModal: loginModal('book-of-dead'),
    });
  });
});
