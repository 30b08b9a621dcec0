/*
 * The sandbox's own view of the contract's schemas (contracts/bundled/openapi.json). The sandbox does not
 * import the SDK; every response is validated against the document at run time, so a drift between
 * these types and the contract shows up as a response-validation failure in the tests.
 */

export interface ErrorResponse {
  readonly errorCode: number;
  readonly errorMessage: string;
  readonly data?: unknown;
  readonly responsibleGamingType?: string;
  readonly responsibleGamingPeriod?: string;
  /** The request field a refusal is about (57, the duplicate codes, 15, 19). */
  readonly field?: string;
}

export interface GeneralConfig {
  supportedLanguages: string;
  defaultLanguage: string;
  maxBetsAmount: number;
  maxBetTransactionAmount: number;
  baseCurrency: string;
  registrationPasswordFormat: string;
  registrationUniqueFields: string;
  registrationAutoLoginEnabled: boolean;
  smartIDLoginEnabled: boolean;
  forgotPasswordSmsVerificationEnabled: boolean;
  currentIpIsForbidden: boolean;
  jackpotsFeedTimeout: number;
  instantorEnabled: boolean;
  sportsbookEnabled: boolean;
  restrictGameplayKycNotVerified: boolean;
  gameproviders: { maintenanceMode: string[]; enabled: string[]; realMoneyMode: string[] };
  /** Where the live chat is (absolute, or relative to the site's origin); null or absent: none. */
  liveChatUrl?: string | null;
  /** The footer's payment methods in order, each logo absolute or relative to the site; null or absent: none. */
  paymentLogos?: { name: string; logoUrl: string }[] | null;
}

export interface CustomerConfig {
  realityCheckEnabled: boolean;
  realityCheckSecondsToTakeAction: number;
  realityCheckLogoutOnTimeoutEnabled: boolean;
  responsibleGamingLimitsEnabled: boolean;
  selfExcludeEnabled: boolean;
  inboxMessagesEnabled: boolean;
}

export interface LoginRequest {
  readonly username: string;
  readonly password: string;
  readonly rememberme: boolean;
  readonly deviceId?: string;
  readonly credentialCheck?: boolean;
}

export interface TokenPair {
  readonly accessToken: string;
  readonly refreshToken: string;
}

export type KycStatus = 'VERIFIED' | 'NOT_VERIFIED' | 'WAITING_BO_USER';

export interface User {
  readonly id: number;
  readonly username: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly middleName: string;
  readonly lang: string;
  readonly currency: string;
  readonly country: string;
  readonly isLoggedIn: boolean;
  readonly acceptTermsAndConditions: boolean;
  readonly kycVerified: KycStatus;
  readonly kycNotVerifiedReason: string | null;
  readonly accountLockStatus: string;
  readonly realityCheckInterval: number | null;
  readonly firstPlaceBetPlaced: boolean;
  readonly firstPlacedBetTime: string | null;
  readonly acknowledgePopupShown: boolean;
  readonly realityCheckAcknowledgeCounter: number;
}

export interface Balance {
  readonly cashBalance: number;
  readonly bonusBalance: number;
  readonly totalBalance: number;
  readonly currency: string;
}

export type GameType = 'RNG' | 'LIVE_CASINO';

export interface Game {
  readonly id: number;
  readonly uniqueGameId: string | null;
  readonly friendlyUrl: string;
  readonly gameName: string;
  readonly gameType: GameType;
  readonly gameProvider: string;
  readonly gameVendor: string;
  readonly gameFlags: readonly string[];
  readonly isNew: boolean;
  readonly isHot: boolean;
  readonly realMoneyEnabled: boolean;
  readonly demoModeEnabled: boolean;
  readonly supportsDesktop: boolean;
  readonly supportsMobile: boolean;
  readonly gameCategoryIds: readonly number[];
}

export interface Category {
  readonly id: number;
  readonly friendlyUrl: string;
  readonly name: string;
  readonly categoryCode: string | null;
  readonly enabled: boolean;
  readonly enabledGamesCount: number;
  readonly gameCategoryType: string;
  readonly gameVendor: string | null;
  readonly gameTag: { readonly tag: string; readonly gameType: string } | null;
  readonly orderNumber: number;
  readonly lobbyOnly: boolean;
  readonly parentPage: string | null;
  readonly pageToShowOn: string;
  readonly minimumVisibleGamesRNG: number;
  readonly minimumVisibleGamesLIVE: number;
  readonly minimumVisibleGamesWeb: number;
  readonly minimumVisibleGamesMobile: number;
  readonly enabledGamesCountRNG: number;
  readonly enabledGamesCountLIVE: number;
  readonly hasNewGameInCategory: boolean;
  readonly iconName: string | null;
  readonly desktopImage: string | null;
  readonly vendorImage: string | null;
  readonly gameCategoryNameTranslations: readonly { readonly lang: string; readonly name: string }[];
}

export interface ColumnSearch {
  readonly key: string;
  readonly operation: string;
  readonly value: string;
}

export interface CatalogueQuery {
  readonly pageStart: number;
  readonly pageSize: number;
  readonly sortAsc: boolean;
  readonly sortBy: string;
  readonly columnSearches: readonly ColumnSearch[];
  readonly globalSearch?: string;
}

export interface GamePage {
  readonly content: readonly Game[];
  readonly totalElements: number;
  readonly pageStart: number;
  readonly pageSize: number;
}

/** Category → message id → text (ICU message format). */
export type TranslationsByCategory = Readonly<Record<string, Readonly<Record<string, string>>>>;
