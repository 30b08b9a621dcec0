import type { components } from '@lv-casino/sdk/generated/openapi.ts';

/** The SDK's contract-valid builders, under the names these tests use. */
export {
  createBalance as aBalanceDto,
  createGeneralConfig as aGeneralConfigDto,
  createUser as aUserDto,
} from '@lv-casino/sdk/testing/customer-facing.builders.ts';

type Schemas = components['schemas'];

/** Contract-valid response bodies (the sandbox's demo data) with per-test overrides. */

export const aCustomerConfigDto = (
  overrides: Partial<Schemas['CustomerConfig']> = {},
): Schemas['CustomerConfig'] => ({
  realityCheckEnabled: true,
  realityCheckSecondsToTakeAction: 60,
  realityCheckLogoutOnTimeoutEnabled: true,
  responsibleGamingLimitsEnabled: true,
  selfExcludeEnabled: true,
  inboxMessagesEnabled: true,
  ...overrides,
});

export const aCategoryDto = (overrides: Partial<Schemas['Category']> = {}): Schemas['Category'] => ({
  id: 12,
  friendlyUrl: 'popular',
  name: 'Popular',
  categoryCode: 'FEATURED',
  enabled: true,
  enabledGamesCount: 24,
  gameCategoryType: 'GAME_TAG',
  gameVendor: null,
  gameTag: { tag: 'POPULAR', gameType: 'RNG' },
  orderNumber: 1,
  lobbyOnly: false,
  parentPage: null,
  pageToShowOn: 'CASINO,LIVE_CASINO',
  minimumVisibleGamesRNG: 6,
  minimumVisibleGamesLIVE: 4,
  minimumVisibleGamesWeb: 6,
  minimumVisibleGamesMobile: 4,
  enabledGamesCountRNG: 18,
  enabledGamesCountLIVE: 6,
  hasNewGameInCategory: true,
  iconName: 'star',
  desktopImage: null,
  vendorImage: null,
  gameCategoryNameTranslations: [
    { lang: 'lv', name: 'Populārākās' },
    { lang: 'en', name: 'Popular games' },
    { lang: 'ru', name: 'Популярные' },
  ],
  ...overrides,
});

export const aGameDto = (overrides: Partial<Schemas['Game']> = {}): Schemas['Game'] => ({
  id: 501,
  uniqueGameId: 'pragmatic-gates-of-olympus',
  friendlyUrl: 'gates-of-olympus',
  gameName: 'Gates of Olympus',
  gameType: 'RNG',
  gameProvider: 'PRAGMATIC',
  gameVendor: 'Pragmatic Play',
  gameFlags: [],
  isNew: false,
  isHot: true,
  realMoneyEnabled: true,
  demoModeEnabled: true,
  supportsDesktop: true,
  supportsMobile: true,
  gameCategoryIds: [12],
  ...overrides,
});

export const aGamePageDto = (overrides: Partial<Schemas['GamePage']> = {}): Schemas['GamePage'] => ({
  content: [aGameDto()],
  totalElements: 1,
  pageStart: 0,
  pageSize: 20,
  ...overrides,
});

export const aTokenPairDto = (overrides: Partial<Schemas['TokenPair']> = {}): Schemas['TokenPair'] => ({
  accessToken: 'at.1003.9e1d4b2a7c6f4e80',
  refreshToken: 'rt.1003.2f7a0c9b5d1e4a63',
  ...overrides,
});

export const aRegistrationResponseDto = (
  overrides: Partial<Schemas['RegistrationResponse']> = {},
): Schemas['RegistrationResponse'] => ({
  token: 'at.1003.9e1d4b2a7c6f4e80;rt.1003.2f7a0c9b5d1e4a63',
  ...overrides,
});

export const aFieldUniquenessDto = (
  overrides: Partial<Schemas['FieldUniqueness']> = {},
): Schemas['FieldUniqueness'] => ({ field: 'username', unique: true, ...overrides });

export const aSmsAccountActivationDto = (
  overrides: Partial<Schemas['SmsAccountActivationResponse']> = {},
): Schemas['SmsAccountActivationResponse'] => ({
  autoLogin: 'true',
  accessToken: 'at.1003.9e1d4b2a7c6f4e80',
  refreshToken: 'rt.1003.2f7a0c9b5d1e4a63',
  ...overrides,
});

export const aSmartIdVerificationCodeDto = (
  overrides: Partial<Schemas['SmartIdVerificationCode']> = {},
): Schemas['SmartIdVerificationCode'] => ({ verificationCode: '4821', ...overrides });

export const aGameLaunchDto = (overrides: Partial<Schemas['GameLaunch']> = {}): Schemas['GameLaunch'] => ({
  gameId: 501,
  real: true,
  launchUrl: 'https://games.lv-casino.lv/launch/pragmatic/vs20olympgate?session=6f1c2b&lang=lv',
  gameSessionId: 'gs-2026-11-21-7f3a9c',
  ...overrides,
});

export const anActivityFeedItemDto = (
  overrides: Partial<Schemas['ActivityFeedItem']> = {},
): Schemas['ActivityFeedItem'] => ({
  uniqueGameId: 'pragmatic-gates-of-olympus',
  winAmount: 452000,
  marker: 'BIG_WIN',
  gameProduct: 'CASINO',
  messageDTOList: [
    { locale: 'lv', message: 'J***s K. laimēja {winAmount} spēlē Gates of Olympus (Pragmatic Play)!' },
    { locale: 'en', message: 'J***s K. won {winAmount} on Gates of Olympus (Pragmatic Play)!' },
  ],
  ...overrides,
});

export const aJackpotFeedDataDto = (
  overrides: Partial<Schemas['JackpotFeedData']> = {},
): Schemas['JackpotFeedData'] => ({
  jackpotFeedName: 'High Cash',
  jackpotCurrency: 'EUR',
  jackpotLevels: [
    { jackpotLevel: 'CLUBS', currentValue: 1253 },
    { jackpotLevel: 'SPADES', currentValue: 2150390 },
  ],
  perGameJackpots: [],
  totalJackpotAmount: 2151643,
  eligibleGameIds: [610, 611],
  ...overrides,
});

export const aJackpotProviderFeedDto = (
  overrides: Partial<Schemas['JackpotProviderFeed']> = {},
): Schemas['JackpotProviderFeed'] => ({
  jackpotType: 'MYSTERY_MULTI_LEVEL',
  jackpotFeedDataList: [aJackpotFeedDataDto()],
  ...overrides,
});

export const aLiveTableDto = (overrides: Partial<Schemas['LiveTable']> = {}): Schemas['LiveTable'] => ({
  denchGameId: 'LightningTable01',
  open: true,
  gameType: 'roulette',
  results: ['17', '0', '5|x50', '32'],
  betLimits: { EUR: { min: 20, max: 500000 } },
  ...overrides,
});

export const aFavouriteAndLastPlayedGamesDto = (
  overrides: Partial<Schemas['FavouriteAndLastPlayedGames']> = {},
): Schemas['FavouriteAndLastPlayedGames'] => ({
  favouriteGames: [aGameDto()],
  lastPlayedGames: [
    aGameDto({
      id: 733,
      uniqueGameId: 'evolution-lightning-roulette',
      friendlyUrl: 'lightning-roulette',
      gameName: 'Lightning Roulette',
      gameType: 'LIVE_CASINO',
      gameProvider: 'EVOLUTION',
      gameVendor: 'Evolution',
      demoModeEnabled: false,
      gameCategoryIds: [40],
    }),
  ],
  ...overrides,
});

export const aFavouriteGameDto = (
  overrides: Partial<Schemas['FavouriteGame']> = {},
): Schemas['FavouriteGame'] => ({ gameId: 501, isFavourite: true, ...overrides });

export const aGameDescriptionDto = (
  overrides: Partial<Schemas['GameDescription']> = {},
): Schemas['GameDescription'] => ({
  gameId: 501,
  locale: 'lv',
  title: 'Gates of Olympus',
  description: '<p>Zeusa spēle ar reizinātājiem līdz 500x un bezmaksas griezieniem.</p>',
  rtp: 96.5,
  volatility: 'HIGH',
  ...overrides,
});

export const aCmsPageDto = (overrides: Partial<Schemas['CmsPage']> = {}): Schemas['CmsPage'] => ({
  slug: 'vasaras-turnirs',
  name: 'Summer tournament LV',
  title: 'Vasaras turnīrs ar 10 000 € balvu fondu',
  locale: 'lv',
  content: '<h2>Vasaras turnīrs</h2><p>Spēlē no 1. jūnija līdz 31. augustam.</p>',
  status: 'PUBLISHED',
  pageVariant: 'PROMOTION',
  pageVariantSubType: 'CASINO',
  pageExcerpt: 'Laimē daļu no 10 000 € balvu fonda.',
  hideHeader: false,
  hideFooter: false,
  metaRobots: 'index,follow',
  metaDescription: 'Vasaras kazino turnīrs ar 10 000 € balvu fondu.',
  canonicalUrl: 'https://www.lv-casino.lv/lv/promotions/vasaras-turnirs',
  redirectLinkWhenNotPublished: null,
  featuredImage: null,
  ...overrides,
});

export const aCmsPagePageDto = (overrides: Partial<Schemas['CmsPagePage']> = {}): Schemas['CmsPagePage'] => ({
  content: [aCmsPageDto()],
  totalElements: 1,
  pageStart: 0,
  pageSize: 1000,
  ...overrides,
});

export const aContentBlockDto = (
  overrides: Partial<Schemas['ContentBlock']> = {},
): Schemas['ContentBlock'] => ({
  key: 'CASINO_SEO',
  locale: 'lv',
  title: 'Tiešsaistes kazino Latvijā',
  content: '<h1>Tiešsaistes kazino Latvijā</h1><p>Vairāk nekā 2000 spēļu no licencētiem piegādātājiem.</p>',
  ...overrides,
});
