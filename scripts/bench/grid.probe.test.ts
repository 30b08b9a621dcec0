import { describe, expect, it } from 'vitest';
import { gameNamesOf, readShownGames } from './grid.probe.ts';

describe('readShownGames', () => {
  it('reads the games shown and the total, thousands grouped by a space', () => {
    expect(readShownGames('Games shown: 400 of 9 827')).toEqual({ shown: 400, total: 9827 });
  });

  it('reads other groupings of thousands (no-break space, comma) and plain numbers', () => {
    expect(readShownGames('Games shown: 1\u00a0040 of 10,110')).toEqual({ shown: 1040, total: 10110 });
    expect(readShownGames('Games shown: 40 of 412')).toEqual({ shown: 40, total: 412 });
  });

  it('refuses a text that is not a progress', () => {
    expect(() => readShownGames('Loading more games…')).toThrow('not a progress');
  });
});

describe('gameNamesOf', () => {
  it('lists the names of a searchGames page in its order', () => {
    const page = { content: [{ gameName: 'Book of Riga' }, { gameName: 'Wild Dragons' }], totalElements: 2 };

    expect(gameNamesOf(page)).toEqual(['Book of Riga', 'Wild Dragons']);
  });

  it('refuses an answer without content or with a nameless game', () => {
    expect(() => gameNamesOf({ errorCode: 1 })).toThrow('no content array');
    expect(() => gameNamesOf({ content: [{ id: 1 }] })).toThrow('without a gameName');
  });
});
