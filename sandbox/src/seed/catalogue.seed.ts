import type { Category, Game, GameType } from '../dto.ts';
import { categorySeeds, vendorCategorySeed, type CategorySeed, type SeedGame } from './categories.seed.ts';
import {
  largeSlotNames,
  liveGameNames,
  rngTableGames,
  slotNames,
  type NamedGame,
} from './game-names.seed.ts';
import { createPrng, type Prng } from './prng.ts';
import { providersOf, type ProviderSeed } from './providers.seed.ts';
import { themeCategorySeeds } from './theme-categories.seed.ts';

/** A category without the counts, which depend on the query (mobile, gameType). */
export type CategoryRecord = Omit<
  Category,
  'enabledGamesCount' | 'enabledGamesCountRNG' | 'enabledGamesCountLIVE' | 'hasNewGameInCategory'
>;

export interface CatalogueSeed {
  /** Games in id order. */
  readonly games: readonly Game[];
  /** Categories in orderNumber order. */
  readonly categories: readonly CategoryRecord[];
}

/** Default seed of the catalogue's pseudo-random choices. */
export const defaultCatalogueSeed = 2026;

/**
 * How big the generated catalogue is: `default` (~2,100 games, 28 providers, 54 categories) or `large`
 * (~10,100 games, 44 providers, 110 categories: 40 theme collections more), for paging and performance work.
 */
export type CatalogueSize = 'default' | 'large';

interface SizeProfile {
  readonly slotCount: number;
  readonly slotNames: () => string[];
  readonly providers: readonly ProviderSeed[];
  readonly themeCategories: () => CategorySeed[];
}

const profiles: Readonly<Record<CatalogueSize, SizeProfile>> = {
  default: { slotCount: 1900, slotNames, providers: providersOf('default'), themeCategories: () => [] },
  large: {
    slotCount: 9900,
    slotNames: largeSlotNames,
    providers: providersOf('large'),
    themeCategories: themeCategorySeeds,
  },
};

const firstGameId = 101;
const firstCategoryId = 860;
const firstVendorCategoryId = 900;
const firstThemeCategoryId = 1000;

/** URL-safe lower-case slug without diacritics ("Book of Rīga" → "book-of-riga"). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Builds the deterministic catalogue of a size (see {@link CatalogueSize}); the same seed and size
 * always give the same catalogue.
 */
export function generateCatalogue(
  seed = defaultCatalogueSeed,
  size: CatalogueSize = 'default',
): CatalogueSeed {
  const profile = profiles[size];
  const prng = createPrng(seed);
  const rngNames: NamedGame[] = [
    ...prng
      .shuffle(profile.slotNames())
      .slice(0, profile.slotCount)
      .map((name) => ({ name: withVariant(name, prng), kind: 'slot' as const })),
    ...rngTableGames,
  ];
  const named = [
    ...assign(rngNames, 'RNG', profile.providers, prng),
    ...assign(liveGameNames(), 'LIVE_CASINO', profile.providers, prng),
  ];
  const usedUrls = new Set<string>();
  const seedGames = named.map(({ name, provider }, index) =>
    createSeedGame(firstGameId + index, name, provider, usedUrls, prng),
  );
  const groups: { readonly firstId: number; readonly seeds: readonly CategorySeed[] }[] = [
    { firstId: firstCategoryId, seeds: categorySeeds },
    { firstId: firstThemeCategoryId, seeds: profile.themeCategories() },
    {
      firstId: firstVendorCategoryId,
      seeds: profile.providers.map((p) => vendorCategorySeed(p.code, p.name, p.gameType === 'LIVE_CASINO')),
    },
  ];
  const seeds = groups.flatMap((group) => group.seeds);
  const ids = groups.flatMap((group) => group.seeds.map((_, i) => group.firstId + i));
  const categories = seeds.map((s, index) => toCategory(s, ids[index] ?? 0, index));
  const games = seedGames.map((seedGame) => ({
    ...seedGame.game,
    gameCategoryIds: categories.filter((_, i) => seeds[i]?.includes(seedGame) === true).map((c) => c.id),
  }));
  return { games, categories };
}

function withVariant(name: string, prng: Prng): string {
  if (/Megaways|Hold & Win|Deluxe/.test(name) || !prng.chance(0.12)) return name;
  return `${name} ${prng.pick(['Megaways', 'Hold & Win', 'Deluxe', 'Megaways', 'Hold & Win'])}`;
}

function assign(
  names: readonly NamedGame[],
  gameType: GameType,
  providers: readonly ProviderSeed[],
  prng: Prng,
): { name: NamedGame; provider: ProviderSeed }[] {
  const pool = providers.filter((p) => p.gameType === gameType);
  const weighted = pool.flatMap((p) => Array.from({ length: p.weight }, () => p));
  // Every provider gets games before the weighted draw, so no vendor category is empty.
  return names.map((name, i) => ({ name, provider: pool[i] ?? prng.pick(weighted) }));
}

function createSeedGame(
  id: number,
  { name, kind }: NamedGame,
  provider: ProviderSeed,
  usedUrls: Set<string>,
  prng: Prng,
): SeedGame {
  const live = provider.gameType === 'LIVE_CASINO';
  let friendlyUrl = slugify(name);
  if (usedUrls.has(friendlyUrl)) friendlyUrl = `${friendlyUrl}-${provider.code.toLowerCase()}`;
  if (usedUrls.has(friendlyUrl)) friendlyUrl = `${friendlyUrl}-${id}`;
  usedUrls.add(friendlyUrl);
  const flags = [
    ...(prng.chance(0.03) ? ['EXCLUSIVE'] : []),
    ...(!live && kind === 'slot' && prng.chance(0.08) ? ['JACKPOT'] : []),
    ...(!live && kind === 'slot' && prng.chance(0.15) ? ['BONUS_BUY'] : []),
    ...(name.includes('Megaways') ? ['MEGAWAYS'] : []),
    ...(name.includes('Hold & Win') ? ['HOLD_AND_WIN'] : []),
  ];
  const isHot = prng.chance(0.08);
  return {
    kind,
    featured: isHot && prng.chance(0.3),
    game: {
      id,
      // A few games have no images: clients show their default square image.
      uniqueGameId: prng.chance(0.01) ? null : `${provider.code.toLowerCase()}-${friendlyUrl}`,
      friendlyUrl,
      gameName: name,
      gameType: provider.gameType,
      gameProvider: provider.code,
      gameVendor: provider.name,
      gameFlags: flags,
      isNew: prng.chance(0.06),
      isHot,
      realMoneyEnabled: prng.chance(0.98),
      demoModeEnabled: !live && prng.chance(0.9),
      supportsDesktop: prng.chance(0.99),
      supportsMobile: prng.chance(0.95),
    },
  };
}

function toCategory(seed: CategorySeed, id: number, index: number): CategoryRecord {
  const live = seed.pageToShowOn.includes('LIVE_CASINO');
  return {
    id,
    friendlyUrl: seed.friendlyUrl,
    name: seed.names.en,
    categoryCode: seed.categoryCode,
    enabled: seed.enabled,
    gameCategoryType: seed.gameCategoryType,
    gameVendor: seed.gameVendor,
    gameTag: seed.gameTag,
    orderNumber: index + 1,
    lobbyOnly: seed.lobbyOnly,
    parentPage: seed.gameCategoryType === 'VENDOR' ? 'PROVIDERS' : null,
    pageToShowOn: seed.pageToShowOn,
    minimumVisibleGamesRNG: 6,
    minimumVisibleGamesLIVE: live ? 4 : 0,
    minimumVisibleGamesWeb: 6,
    minimumVisibleGamesMobile: 4,
    iconName: seed.iconName,
    desktopImage: null,
    vendorImage: null,
    gameCategoryNameTranslations: (['lv', 'en', 'ru'] as const).map((lang) => ({
      lang,
      name: seed.names[lang],
    })),
  };
}
