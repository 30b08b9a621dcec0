import type { Category, Game } from '../catalogue/catalogue.ts';

/** An RNG game available for real and demo play; names and URLs follow the id (default 1). */
export const createGame = (overrides: Partial<Game> = {}): Game => {
  const id = overrides.id ?? 1;
  const uniqueGameId = overrides.uniqueGameId === undefined ? `game-${id}` : overrides.uniqueGameId;
  const friendlyUrl = overrides.friendlyUrl ?? `game-${id}`;
  return {
    name: `Game ${id}`,
    gameType: 'RNG',
    provider: 'sandbox-gaming',
    isNew: false,
    isHot: false,
    realMoneyEnabled: true,
    demoModeEnabled: true,
    categoryIds: [1],
    thumbnailUrl: `/api/v1/customerfacing/gaming/images/${uniqueGameId ?? 'default'}/square/${friendlyUrl}.svg`,
    ...overrides,
    id,
    uniqueGameId,
    friendlyUrl,
  };
};

/** An enabled casino category with games; names and URLs follow the id, orderNumber defaults to it. */
export const createCategory = (overrides: Partial<Category> = {}): Category => {
  const id = overrides.id ?? 1;
  return {
    friendlyUrl: `category-${id}`,
    name: `Category ${id}`,
    orderNumber: id,
    enabled: true,
    enabledGamesCount: 10,
    pageToShowOn: ['CASINO'],
    ...overrides,
    id,
  };
};
