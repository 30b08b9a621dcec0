import { describe, expect, it } from 'vitest';
import { fail } from '../shared/result.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { createSportsbookToken } from '../testing/sportsbook.builder.ts';
import { FakeSportsbookPort } from '../testing/sportsbook-port.fake.ts';
import { LoadSportsbookTokenUseCase, widgetTokenOf } from './load-sportsbook-token.use-case.ts';

function setUp() {
  const sportsbook = new FakeSportsbookPort();
  return { sportsbook, useCase: new LoadSportsbookTokenUseCase(sportsbook, new FakeErrorCatalogue()) };
}

describe('LoadSportsbookTokenUseCase', () => {
  it('fetches the token of a logged-in player', async () => {
    const { useCase } = setUp();

    expect(await useCase.execute({ loggedIn: true })).toEqual({
      kind: 'token',
      token: createSportsbookToken(),
    });
  });

  it('has no token for a visitor, without asking', async () => {
    const { sportsbook, useCase } = setUp();

    expect([await useCase.execute({ loggedIn: false }), sportsbook.tokenCalls]).toEqual([
      { kind: 'anonymous' },
      0,
    ]);
  });

  it('opens the self-excluded modal when the token is refused with 39', async () => {
    const { sportsbook, useCase } = setUp();
    sportsbook.tokenResult = fail(createApiFailure(39));

    expect(await useCase.execute({ loggedIn: true })).toEqual({
      kind: 'self-excluded',
      next: { kind: 'open-modal', modal: 'self-excluded-modal' },
    });
  });

  it('reports any other refusal with the catalogue’s entry', async () => {
    const { sportsbook, useCase } = setUp();
    sportsbook.tokenResult = fail(createApiFailure(41));

    expect(await useCase.execute({ loggedIn: true })).toMatchObject({ kind: 'failed', error: { code: 41 } });
  });
});

describe('widgetTokenOf', () => {
  it('is the token of a player who has one', () => {
    expect(widgetTokenOf({ kind: 'token', token: createSportsbookToken({ token: 'bia-1' }) })).toBe('bia-1');
  });

  it.each([{ kind: 'anonymous' } as const, { kind: 'self-excluded', next: { kind: 'stay' } } as const])(
    'is null for $kind (the widget’s anonymous view)',
    (outcome) => {
      expect(widgetTokenOf(outcome)).toBeNull();
    },
  );
});
