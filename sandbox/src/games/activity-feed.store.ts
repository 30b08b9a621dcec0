import type { Game } from '../dto.ts';
import { createPrng } from '../seed/prng.ts';

export type GameProduct = 'CASINO' | 'LIVE_CASINO';

export interface ActivityFeedItem {
  readonly uniqueGameId: string | null;
  readonly winAmount: number;
  readonly marker: 'WIN' | 'BIG_WIN';
  readonly gameProduct: GameProduct;
  readonly messageDTOList: readonly { readonly locale: string; readonly message: string }[];
}

interface Win {
  readonly item: ActivityFeedItem;
  /** Epoch ms of a win played in the sandbox; null for the seeded wins, which always count as this month. */
  readonly wonAt: number | null;
}

/** A win from this amount (minor units) up is a BIG_WIN. */
export const bigWinAmount = 100_000;
const seededWins = 48;
const winners: readonly (readonly [string, string, 'm' | 'f'])[] = [
  ['Jānis', 'Kalniņš', 'm'],
  ['Anna', 'Bērziņa', 'f'],
  ['Mārtiņš', 'Ozols', 'm'],
  ['Līga', 'Liepiņa', 'f'],
  ['Andris', 'Krūmiņš', 'm'],
  ['Ilze', 'Zariņa', 'f'],
  ['Edgars', 'Vītols', 'm'],
  ['Kristīne', 'Jansone', 'f'],
  ['Dmitrijs', 'Ivanovs', 'm'],
  ['Olga', 'Petrova', 'f'],
  ['Raimonds', 'Balodis', 'm'],
  ['Santa', 'Kļaviņa', 'f'],
];

/** "Jānis Kalniņš" → "J***s K.": the feed never shows a full name. */
export function maskName(firstName: string, lastName: string): string {
  const first = Array.from(firstName);
  const masked = first.length <= 2 ? `${first[0] ?? ''}***` : `${first[0] ?? ''}***${first.at(-1) ?? ''}`;
  return `${masked} ${Array.from(lastName)[0] ?? ''}.`;
}

/**
 * The message templates of a win in lv, en and ru. Every placeholder but {winAmount} is filled here;
 * the client formats the item's winAmount into it (LocalisedFeedMessage).
 */
export function winMessages(
  name: string,
  gender: 'm' | 'f',
  game: Pick<Game, 'gameName' | 'gameVendor'>,
): ActivityFeedItem['messageDTOList'] {
  const on = `${game.gameName} (${game.gameVendor})`;
  return [
    { locale: 'lv', message: `${name} laimēja {winAmount} spēlē ${on}!` },
    { locale: 'en', message: `${name} won {winAmount} on ${on}!` },
    { locale: 'ru', message: `${name} ${gender === 'f' ? 'выиграла' : 'выиграл'} {winAmount} в ${on}!` },
  ];
}

export function feedItem(
  game: Game,
  winAmount: number,
  winner: { firstName: string; lastName: string; gender: 'm' | 'f' },
): ActivityFeedItem {
  return {
    uniqueGameId: game.uniqueGameId,
    winAmount,
    marker: winAmount >= bigWinAmount ? 'BIG_WIN' : 'WIN',
    gameProduct: game.gameType === 'LIVE_CASINO' ? 'LIVE_CASINO' : 'CASINO',
    messageDTOList: winMessages(maskName(winner.firstName, winner.lastName), winner.gender, game),
  };
}

/** The month's biggest wins: seeded deterministically from the catalogue, plus wins played in the sandbox. */
export class ActivityFeedStore {
  readonly #wins: Win[] = [];

  constructor(games: readonly Game[], seed = 2026) {
    const prng = createPrng(seed);
    const pool = games.filter((g) => g.uniqueGameId !== null && g.realMoneyEnabled);
    if (pool.length === 0) return;
    for (let i = 0; i < seededWins; i++) {
      const game = prng.pick(pool);
      const [firstName, lastName, gender] = prng.pick(winners);
      const winAmount = prng.int(20, 5000) * (prng.chance(0.2) ? 500 : 50);
      this.#wins.push({ item: feedItem(game, winAmount, { firstName, lastName, gender }), wonAt: null });
    }
  }

  /** Records a win played in the sandbox at `wonAt` (epoch ms). */
  add(item: ActivityFeedItem, wonAt: number): void {
    this.#wins.push({ item, wonAt });
  }

  /** The wins of the month of `now` (of one product when given), biggest first. */
  monthlyBiggest(now: number, product?: GameProduct): ActivityFeedItem[] {
    const month = new Date(now).toISOString().slice(0, 7);
    return this.#wins
      .filter((w) => w.wonAt === null || new Date(w.wonAt).toISOString().slice(0, 7) === month)
      .map((w) => w.item)
      .filter((item) => product === undefined || item.gameProduct === product)
      .sort((a, b) => b.winAmount - a.winAmount);
  }
}
