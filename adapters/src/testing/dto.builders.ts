import type { components } from '@lv-casino/sdk/generated/openapi.ts';

type Schemas = components['schemas'];

/** Contract-valid response bodies (the sandbox's demo data) with per-test overrides. */

export const aGeneralConfigDto = (
  overrides: Partial<Schemas['GeneralConfig']> = {},
): Schemas['GeneralConfig'] => ({
  supportedLanguages: 'lv,en,ru',
  defaultLanguage: 'lv',
  maxBetsAmount: 1_000_000,
  maxBetTransactionAmount: 500_000,
  baseCurrency: 'EUR',
  registrationPasswordFormat: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)\\S{8,32}$',
  registrationUniqueFields: 'username,email,mobilePhone',
  registrationAutoLoginEnabled: true,
  smartIDLoginEnabled: true,
  forgotPasswordSmsVerificationEnabled: false,
  currentIpIsForbidden: false,
  jackpotsFeedTimeout: 180_000,
  instantorEnabled: false,
  sportsbookEnabled: true,
  restrictGameplayKycNotVerified: true,
  gameproviders: { maintenanceMode: [], enabled: ['EVOLUTION'], realMoneyMode: ['EVOLUTION'] },
  ...overrides,
});

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

export const aUserDto = (overrides: Partial<Schemas['User']> = {}): Schemas['User'] => ({
  id: 1001,
  username: 'anna',
  email: 'anna.berzina@example.lv',
  firstName: 'Anna',
  lastName: 'Bērziņa',
  middleName: '',
  lang: 'LV',
  currency: 'EUR',
  country: 'LV',
  isLoggedIn: true,
  acceptTermsAndConditions: true,
  kycVerified: 'VERIFIED',
  kycNotVerifiedReason: null,
  accountLockStatus: 'ACTIVE',
  realityCheckInterval: 60,
  firstPlaceBetPlaced: true,
  firstPlacedBetTime: '2026-03-14T18:25:43Z',
  acknowledgePopupShown: false,
  realityCheckAcknowledgeCounter: 0,
  ...overrides,
});

export const aBalanceDto = (overrides: Partial<Schemas['Balance']> = {}): Schemas['Balance'] => ({
  cashBalance: 125_050,
  bonusBalance: 2_000,
  totalBalance: 127_050,
  currency: 'EUR',
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
