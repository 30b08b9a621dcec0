import { describe, expect, it } from 'vitest';
import { createGame } from '../testing/catalogue.builder.ts';
import { isFavouriteGame, withFavourite } from './favourites.rule.ts';

const ids = (games: readonly { readonly id: number }[]) => games.map((game) => game.id);

describe('isFavouriteGame', () => {
  const favourites = [createGame({ id: 1 }), createGame({ id: 2 })];

  it('is true for a listed game', () => {
    expect(isFavouriteGame(favourites, 2)).toBe(true);
  });

  it('is false for any other game', () => {
    expect(isFavouriteGame(favourites, 3)).toBe(false);
  });
});

describe('withFavourite', () => {
  const favourites = [createGame({ id: 1 }), createGame({ id: 2 })];

  it('puts a newly marked game first', () => {
    expect(ids(withFavourite(favourites, createGame({ id: 3 }), true))).toEqual([3, 1, 2]);
  });

  it('lists a game marked again once, first', () => {
    expect(ids(withFavourite(favourites, createGame({ id: 2 }), true))).toEqual([2, 1]);
  });

  it('takes an unmarked game out', () => {
    expect(ids(withFavourite(favourites, createGame({ id: 1 }), false))).toEqual([2]);
  });

  it('leaves the list as it was when a game that is no favourite is unmarked', () => {
    expect(ids(withFavourite(favourites, createGame({ id: 9 }), false))).toEqual([1, 2]);
  });
});
