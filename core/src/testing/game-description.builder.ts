import type { GameDescription } from '../catalogue/catalogue.ts';

/** The lv description of a game (default id 1) with an RTP and a volatility; the title follows the id. */
export const createGameDescription = (overrides: Partial<GameDescription> = {}): GameDescription => {
  const gameId = overrides.gameId ?? 1;
  const title = overrides.title ?? `Game ${gameId}`;
  return {
    lang: 'lv',
    descriptionHtml: `<h2>${title}</h2><p>Spēļu automāts ar bezmaksas griezieniem.</p>`,
    rtp: 96.5,
    volatility: 'HIGH',
    ...overrides,
    gameId,
    title,
  };
};
