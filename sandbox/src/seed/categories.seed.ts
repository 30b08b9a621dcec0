import type { Game } from '../dto.ts';
import type { GameKind } from './game-names.seed.ts';

/** A game of the seed with the facts the category rules read. */
export interface SeedGame {
  readonly game: Omit<Game, 'gameCategoryIds'>;
  readonly kind: GameKind;
  readonly featured: boolean;
}

export interface CategorySeed {
  readonly friendlyUrl: string;
  readonly names: { readonly lv: string; readonly en: string; readonly ru: string };
  readonly categoryCode: 'ALL' | 'FEATURED' | 'LAST_PLAYED' | null;
  readonly gameCategoryType: 'GENERAL' | 'GAME_TAG' | 'VENDOR' | 'COLLECTION';
  /** Comma-separated pages (CASINO, LIVE_CASINO, PROVIDERS, COLLECTIONS). */
  readonly pageToShowOn: string;
  readonly gameTag: { readonly tag: string; readonly gameType: string } | null;
  readonly gameVendor: string | null;
  readonly iconName: string | null;
  readonly enabled: boolean;
  readonly lobbyOnly: boolean;
  readonly includes: (game: SeedGame) => boolean;
}

const themes = {
  baltic:
    /Riga|Amber|Baltic|Jūrmala|Sigulda|Liepāja|Ventspils|Daugav|Cēsis|Kuldīga|Rundāle|Gauja|Kurzeme|Latgale|Vidzeme|Zemgale|Perkūns|Laima|Dainas|Midsummer|Sauna|Storks|Lynx|Tallinn|Vilnius|Latvian/,
  egypt: /\bRa\b|Pharaoh|Anubis|Dunes|Scarabs|Pyramids/,
  nordic: /Viking|Runes|Valkyries|Fjords|Trolls|the North|Northern/,
  winter: /Frozen|Snowfall|Northern|Frost/,
  fruit: /Fruit|Cherr|Sevens|Bells|Lemons|Bars|Super Hot|Flaming/,
} as const;

const slot = (g: SeedGame): boolean => g.game.gameType === 'RNG' && g.kind === 'slot';
const rngKind = (kind: GameKind) => (g: SeedGame) => g.game.gameType === 'RNG' && g.kind === kind;
const liveKind = (kind: GameKind) => (g: SeedGame) => g.game.gameType === 'LIVE_CASINO' && g.kind === kind;
const named = (pattern: RegExp) => (g: SeedGame) => pattern.test(g.game.gameName);
const flagged = (flag: string) => (g: SeedGame) => g.game.gameFlags.includes(flag);

type Names = CategorySeed['names'];
const category = (
  friendlyUrl: string,
  names: Names,
  pageToShowOn: string,
  includes: (game: SeedGame) => boolean,
  extra: Partial<Omit<CategorySeed, 'friendlyUrl' | 'names' | 'pageToShowOn' | 'includes'>> = {},
): CategorySeed => ({
  friendlyUrl,
  names,
  pageToShowOn,
  includes,
  categoryCode: null,
  gameCategoryType: 'GENERAL',
  gameTag: null,
  gameVendor: null,
  iconName: null,
  enabled: true,
  lobbyOnly: false,
  ...extra,
});
const tag = (name: string, gameType = 'RNG') => ({
  gameCategoryType: 'GAME_TAG' as const,
  gameTag: { tag: name, gameType },
});
const n = (lv: string, en: string, ru: string): Names => ({ lv, en, ru });

/** The editorial and built-in categories, in lobby order; vendor categories follow them. */
export const categorySeeds: readonly CategorySeed[] = [
  category(
    'all-games',
    n('Visas spēles', 'All games', 'Все игры'),
    'CASINO',
    (g) => g.game.gameType === 'RNG',
    {
      categoryCode: 'ALL',
      iconName: 'grid',
    },
  ),
  category('featured', n('Izceltās', 'Featured', 'Избранные'), 'CASINO,LIVE_CASINO', (g) => g.featured, {
    categoryCode: 'FEATURED',
    lobbyOnly: true,
    iconName: 'star',
    ...tag('FEATURED'),
  }),
  category(
    'last-played',
    n('Pēdējās spēlētās', 'Last played', 'Последние игры'),
    'CASINO,LIVE_CASINO',
    () => false,
    {
      categoryCode: 'LAST_PLAYED',
      iconName: 'history',
    },
  ),
  category('popular', n('Populārākās', 'Popular', 'Популярные'), 'CASINO', (g) => g.game.isHot && slot(g), {
    iconName: 'flame',
    ...tag('POPULAR'),
  }),
  category('new-games', n('Jaunās spēles', 'New games', 'Новые игры'), 'CASINO', (g) => g.game.isNew, {
    iconName: 'sparkle',
    ...tag('NEW'),
  }),
  category('jackpots', n('Džekpoti', 'Jackpots', 'Джекпоты'), 'CASINO', flagged('JACKPOT'), {
    iconName: 'coins',
    ...tag('JACKPOT', 'RNG_JACKPOT'),
  }),
  category(
    'exclusive',
    n('Ekskluzīvās', 'Exclusive', 'Эксклюзивные'),
    'CASINO,LIVE_CASINO',
    flagged('EXCLUSIVE'),
    {
      iconName: 'crown',
      ...tag('EXCLUSIVE'),
    },
  ),
  category('book-slots', n('Grāmatu spēles', 'Book slots', 'Слоты с книгами'), 'CASINO', named(/^Book of/)),
  category('megaways', n('Megaways', 'Megaways', 'Megaways'), 'CASINO', named(/Megaways/)),
  category(
    'fruit-classics',
    n('Augļu klasika', 'Fruit classics', 'Фруктовая классика'),
    'CASINO',
    (g) => slot(g) && themes.fruit.test(g.game.gameName),
  ),
  category(
    'baltic-favourites',
    n('Baltijas favorīti', 'Baltic favourites', 'Балтийские фавориты'),
    'CASINO,LIVE_CASINO',
    named(themes.baltic),
  ),
  category('hold-and-win', n('Hold & Win', 'Hold & Win', 'Hold & Win'), 'CASINO', named(/Hold & Win/)),
  category('bonus-buy', n('Bonusa pirkšana', 'Bonus buy', 'Покупка бонуса'), 'CASINO', flagged('BONUS_BUY')),
  category(
    'table-games',
    n('Galda spēles', 'Table games', 'Настольные игры'),
    'CASINO',
    (g) => g.game.gameType === 'RNG' && g.kind !== 'slot',
  ),
  category('roulette', n('Rulete', 'Roulette', 'Рулетка'), 'CASINO', rngKind('roulette')),
  category('blackjack', n('Blekdžeks', 'Blackjack', 'Блэкджек'), 'CASINO', rngKind('blackjack')),
  category('video-poker', n('Video pokers', 'Video poker', 'Видеопокер'), 'CASINO', rngKind('poker')),
  category(
    'all-live',
    n('Visas tiešraides spēles', 'All live games', 'Все живые игры'),
    'LIVE_CASINO',
    (g) => g.game.gameType === 'LIVE_CASINO',
    { categoryCode: 'ALL', iconName: 'grid' },
  ),
  category(
    'live-roulette',
    n('Tiešraides rulete', 'Live roulette', 'Живая рулетка'),
    'LIVE_CASINO',
    liveKind('roulette'),
  ),
  category(
    'live-blackjack',
    n('Tiešraides blekdžeks', 'Live blackjack', 'Живой блэкджек'),
    'LIVE_CASINO',
    liveKind('blackjack'),
  ),
  category(
    'live-baccarat',
    n('Tiešraides bakara', 'Live baccarat', 'Живое баккара'),
    'LIVE_CASINO',
    liveKind('baccarat'),
  ),
  category('game-shows', n('Spēļu šovi', 'Game shows', 'Игровые шоу'), 'LIVE_CASINO', liveKind('show')),
  category(
    'live-poker',
    n('Tiešraides pokers', 'Live poker', 'Живой покер'),
    'LIVE_CASINO',
    liveKind('poker'),
  ),
  category(
    'nordic-legends',
    n('Ziemeļu leģendas', 'Nordic legends', 'Северные легенды'),
    'COLLECTIONS',
    named(themes.nordic),
    {
      gameCategoryType: 'COLLECTION',
    },
  ),
  category(
    'egyptian-adventures',
    n('Ēģiptes piedzīvojumi', 'Egyptian adventures', 'Египетские приключения'),
    'COLLECTIONS',
    named(themes.egypt),
    {
      gameCategoryType: 'COLLECTION',
    },
  ),
  // Disabled on purpose: clients must hide categories that are not enabled.
  category(
    'winter-wonders',
    n('Ziemas brīnumi', 'Winter wonders', 'Зимние чудеса'),
    'CASINO',
    named(themes.winter),
    {
      enabled: false,
    },
  ),
];

/** The category of one provider's games. */
export function vendorCategorySeed(code: string, name: string, live: boolean): CategorySeed {
  return category(
    code.toLowerCase(),
    n(name, name, name),
    live ? 'LIVE_CASINO,PROVIDERS' : 'PROVIDERS',
    (g) => g.game.gameProvider === code,
    { gameCategoryType: 'VENDOR', gameVendor: code },
  );
}

/** A category seed; options default to an enabled GENERAL category without code, tag or icon. */
export const categorySeedOf = category;
