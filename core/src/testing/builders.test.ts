import { describe, expect, it } from 'vitest';
import { createBalance } from './balance.builder.ts';
import { createCategory, createGame } from './catalogue.builder.ts';

describe('createBalance', () => {
  it('totals cash and bonus', () => {
    expect(createBalance({ cash: 5000, bonus: 0 }).total).toBe(5000);
  });

  it('keeps a given total', () => {
    expect(createBalance({ total: 1 }).total).toBe(1);
  });
});

describe('createGame', () => {
  it('names the game after its id', () => {
    expect(createGame({ id: 7 })).toMatchObject({
      friendlyUrl: 'game-7',
      name: 'Game 7',
      uniqueGameId: 'game-7',
    });
  });

  it('keeps a null uniqueGameId', () => {
    expect(createGame({ uniqueGameId: null }).uniqueGameId).toBeNull();
  });
});

describe('createCategory', () => {
  it('orders the category by its id', () => {
    expect(createCategory({ id: 4 })).toMatchObject({ friendlyUrl: 'category-4', orderNumber: 4 });
  });
});
