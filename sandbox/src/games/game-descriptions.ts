import type { Game } from '../dto.ts';
import { createPrng, hashString } from '../seed/prng.ts';

export type DescriptionLocale = 'lv' | 'en' | 'ru';

export interface GameDescription {
  readonly gameId: number;
  readonly locale: DescriptionLocale;
  readonly title: string;
  readonly description: string;
  readonly rtp: number | null;
  readonly volatility: string | null;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const texts: Readonly<
  Record<DescriptionLocale, { rng: string; live: string; demo: string; jackpot: string }>
> = {
  lv: {
    rng: 'Spēļu automāts no {vendor} ar bezmaksas griezieniem un bonusa funkcijām.',
    live: 'Dzīvā kazino galds no {vendor} ar profesionāliem krupjē, straumēts tiešraidē.',
    demo: 'Izmēģini bez likmēm demo režīmā.',
    jackpot: 'Spēle piedalās džekpotā.',
  },
  en: {
    rng: 'A slot by {vendor} with free spins and bonus features.',
    live: 'A live casino table by {vendor} with professional dealers, streamed live.',
    demo: 'Try it without stakes in demo mode.',
    jackpot: 'The game takes part in a jackpot.',
  },
  ru: {
    rng: 'Игровой автомат от {vendor} с бесплатными вращениями и бонусными функциями.',
    live: 'Стол живого казино от {vendor} с профессиональными дилерами в прямом эфире.',
    demo: 'Попробуйте без ставок в демо-режиме.',
    jackpot: 'Игра участвует в джекпоте.',
  },
};

/**
 * The editorial description of a game in lv, en or ru, built from its catalogue entry: a paragraph by
 * game type and vendor, a demo and a jackpot note when they apply; RTP (94.00–97.50 %) and volatility
 * are fixed per game (live tables publish no volatility).
 */
export function gameDescription(game: Game, locale: DescriptionLocale): GameDescription {
  const text = texts[locale];
  const prng = createPrng(hashString(`description:${game.id}`));
  const live = game.gameType === 'LIVE_CASINO';
  const paragraphs = [
    (live ? text.live : text.rng).replace('{vendor}', game.gameVendor),
    ...(game.demoModeEnabled ? [text.demo] : []),
    ...(game.gameFlags.includes('JACKPOT') ? [text.jackpot] : []),
  ];
  return {
    gameId: game.id,
    locale,
    title: game.gameName,
    description: `<h2>${escapeHtml(game.gameName)}</h2>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}`,
    rtp: prng.int(9400, 9750) / 100,
    volatility: live ? null : prng.pick(['LOW', 'MEDIUM', 'HIGH']),
  };
}
