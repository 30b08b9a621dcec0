/** What a game is, beyond its type; the seed puts games into categories by it. */
export type GameKind = 'slot' | 'roulette' | 'blackjack' | 'baccarat' | 'poker' | 'show' | 'table';

export interface NamedGame {
  readonly name: string;
  readonly kind: GameKind;
}

/** Splits a list written as `a | b` lines. */
const list = (text: string): string[] =>
  text
    .split(/[|\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

const bookSubjects = list(`
  Riga | Amber | Ra | the Baltic | Perkūns | Laima | Dainas | Sigulda | Jūrmala | Ventspils | Cēsis
  Kuldīga | Rundāle | Vikings | Pharaohs | Anubis | Merlin | Runes | Shadows | Secrets | Legends
  Midnight | Dragons | Sirens | the North | Gold | Fortune | Wolves | Spells | Oaks
`);

const adjectives = list(`
  Golden | Amber | Mystic | Wild | Lucky | Royal | Frozen | Sunny | Midnight | Crystal | Emerald
  Silver | Blazing | Ancient | Hidden | Northern | Baltic | Stormy | Sweet | Magic | Diamond | Fiery
  Jolly | Great | Hot | Cosmic | Savage | Velvet | Mighty | Sacred | Enchanted | Electric | Rusty
  Shining | Secret | Thunder
`);

const nouns = list(`
  Fortune | Treasures | Reels | Riches | Forest | Dunes | Lighthouse | Harbour | Castle | Knights
  Dragons | Wolves | Bears | Lynx | Storks | Oaks | Pines | Fruits | Cherries | Sevens | Bells
  Coins | Gems | Crowns | Pearls | Vikings | Sirens | Spirits | Legends | Horizon | Meadow | Honey
  Sauna | Midsummer | Pharaoh | Scarabs | Pyramids | Runes | Valkyries | Fjords | Trolls | Snowfall
  Jackpot | Safari | Pirates | Samurai | Tigers | Buffalo
`);

const places = list(`
  Riga | Jūrmala | Sigulda | Liepāja | Ventspils | Daugavpils | Cēsis | Kuldīga | Rundāle | Gauja
  Daugava | Tallinn | Vilnius | Kurzeme | Latgale | Vidzeme | Zemgale | Old Riga
`);

const placeThings = list(`
  Nights | Gold | Jackpot | Riches | Express | Legends | Fortune | Treasures | Wilds | Spins | Dreams
  Hold & Win | Megaways | Deluxe | Carnival | Lights
`);

const classics = list(`
  Hot Fruits | Burning Sevens | Lucky Bells | Super Hot | Shining Fruits | Flaming Crown | Fruit Fiesta
  Cherry Blast | Lucky Lemons | Joker Fruits | Star Sevens | Flaming Dice | Diamond Bars | Golden Bells
`);

/** Every slot name the seed can use, unique, in a fixed order (the seed shuffles it). */
export function slotNames(): string[] {
  const names = new Set<string>();
  for (const subject of bookSubjects) names.add(`Book of ${subject}`);
  for (const place of places) for (const thing of placeThings) names.add(`${place} ${thing}`);
  for (const count of [5, 10, 20, 40, 100]) for (const classic of classics) names.add(`${count} ${classic}`);
  for (const adjective of adjectives) {
    for (const noun of nouns) {
      if (!noun.includes(adjective)) names.add(`${adjective} ${noun}`);
    }
  }
  return [...names];
}

const table = (name: string, kind: GameKind): NamedGame => ({ name, kind });
const tables = (kind: GameKind, names: string): NamedGame[] => list(names).map((name) => table(name, kind));

/** RNG table and card games (all of them are in the catalogue). */
export const rngTableGames: readonly NamedGame[] = [
  ...tables(
    'roulette',
    `
    European Roulette | French Roulette | American Roulette | Mini Roulette | Double Ball Roulette
    Multi-Wheel Roulette | Riga Roulette | Amber Roulette | Lightning Zero Roulette
  `,
  ),
  ...tables(
    'blackjack',
    `
    Blackjack Classic | Multihand Blackjack | Single Deck Blackjack | Double Exposure Blackjack | Pontoon
    Perfect Pairs Blackjack | Atlantic City Blackjack
  `,
  ),
  ...tables(
    'poker',
    `
    Jacks or Better | Deuces Wild | Joker Poker | Aces and Faces | Double Bonus Poker | Bonus Deuces
    Casino Hold'em | Three Card Poker | Caribbean Stud | Texas Hold'em Bonus | Oasis Poker
  `,
  ),
  ...tables('baccarat', 'Baccarat Pro | Punto Banco | Mini Baccarat'),
  ...tables(
    'table',
    'Sic Bo | Dragon Tiger | Red Dog | Keno Baltic | Keno 80 | Scratch Riga | Amber Scratch | Hi-Lo',
  ),
];

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const numbered = (kind: GameKind, prefix: string, suffixes: readonly (string | number)[]): NamedGame[] =>
  suffixes.map((suffix) => table(`${prefix} ${suffix}`, kind));
const upTo = (count: number): number[] => Array.from({ length: count }, (_, i) => i + 1);

/** Live-casino table names. */
export function liveGameNames(): NamedGame[] {
  return [
    ...tables(
      'roulette',
      `
      Lightning Roulette | Immersive Roulette | Speed Roulette | Auto Roulette | VIP Roulette | Riga Roulette
      Baltic Roulette | Amber Roulette | Double Ball Roulette | Quantum Roulette | Mega Roulette
      Gold Vault Roulette | Latvian Roulette | Russian Roulette | Salon Privé Roulette | Red Door Roulette
      Instant Roulette | Age of the Gods Roulette
    `,
    ),
    ...numbered('roulette', 'Riga Roulette', upTo(10)),
    ...numbered('blackjack', 'Blackjack', upTo(48)),
    ...numbered('blackjack', 'VIP Blackjack', letters.slice(0, 12)),
    ...numbered('blackjack', 'Speed Blackjack', letters.slice(0, 10)),
    ...numbered('blackjack', 'Baltic Blackjack', upTo(12)),
    ...tables('blackjack', 'Infinite Blackjack | Lightning Blackjack'),
    ...numbered('baccarat', 'Speed Baccarat', letters),
    ...tables(
      'baccarat',
      `
      No Commission Baccarat | Lightning Baccarat | Squeeze Baccarat | Control Squeeze Baccarat
      Golden Wealth Baccarat | Peek Baccarat | Mega Baccarat | Riga Baccarat
    `,
    ),
    ...tables(
      'show',
      `
      Fortune Wheel Live | Coin Flip Live | Dice Duel | Money Drop | Treasure Island Live | Deal or Fold
      Mega Ball Bingo | Sweet Bonanza Wheel | Amber Wheel | Crazy Coins | Monopoly Street | Football Studio
    `,
    ),
    ...tables(
      'poker',
      `
      Casino Hold'em Live | Three Card Poker Live | Texas Hold'em Bonus Live | Caribbean Stud Live
      Side Bet City | Ultimate Poker Live | Teen Patti Live | Bet on Poker
    `,
    ),
    ...tables(
      'table',
      'Sic Bo Live | Super Sic Bo | Dragon Tiger Live | Andar Bahar | Fan Tan | Lightning Dice',
    ),
  ];
}

/**
 * Slot names of the large catalogue: every name of {@link slotNames} plus three-word names
 * (adjective, noun, place thing), about 30,000 in all.
 */
export function largeSlotNames(): string[] {
  const names = new Set(slotNames());
  for (const adjective of adjectives) {
    for (const noun of nouns) {
      if (noun.includes(adjective)) continue;
      for (const thing of placeThings) names.add(`${adjective} ${noun} ${thing}`);
    }
  }
  return [...names];
}
