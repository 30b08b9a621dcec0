import type { Language } from '../routing/language.ts';

/** Public configuration (GET config/general), as the rules need it. */
export interface GeneralConfig {
  readonly supportedLanguages: readonly Language[];
  readonly defaultLanguage: Language;
  readonly baseCurrency: string;
  readonly registrationAutoLoginEnabled: boolean;
  readonly smartIDLoginEnabled: boolean;
  readonly forgotPasswordSmsVerificationEnabled: boolean;
  readonly currentIpIsForbidden: boolean;
  readonly instantorEnabled: boolean;
  readonly sportsbookEnabled: boolean;
  readonly restrictGameplayKycNotVerified: boolean;
  /** Jackpot feed refresh period in ms (default 180000). */
  readonly jackpotsFeedTimeoutMs: number;
  /** Highest max-place-bets limit a player may choose, minor units. */
  readonly maxBetsAmount: number;
  /** Highest max-bet-transaction limit a player may choose, minor units. */
  readonly maxBetTransactionAmount: number;
  /** Regular-expression source a registration password must match. */
  readonly registrationPasswordFormat: string;
  /** Comma list of registration fields checked for uniqueness, e.g. `username,email,mobilePhone`. */
  readonly registrationUniqueFields: string;
  /** Game-provider (and sportsbook-provider) codes by state. */
  readonly gameProviders: GameProviderLists;
  /**
   * The live chat's page (absolute, or relative to the site's origin), which the site frames; null when
   * the label has no live chat (the menu offers none).
   */
  readonly liveChatUrl: string | null;
  /** The payment methods the footer shows, in its order; empty when the label names none (no section). */
  readonly paymentLogos: readonly PaymentLogo[];
}

/** A payment method as the footer shows it: its logo, and its name as the logo's text alternative. */
export interface PaymentLogo {
  readonly name: string;
  /** The logo's address (absolute, or relative to the site's origin). */
  readonly logoUrl: string;
}

export interface GameProviderLists {
  readonly maintenanceMode: readonly string[];
  readonly enabled: readonly string[];
  readonly realMoneyMode: readonly string[];
}

/** Private configuration of the logged-in customer (GET config/customer). */
export interface CustomerConfig {
  readonly realityCheckEnabled: boolean;
  /** Seconds the player has to acknowledge a reality check. */
  readonly realityCheckSecondsToTakeAction: number;
  readonly realityCheckLogoutOnTimeoutEnabled: boolean;
  readonly responsibleGamingLimitsEnabled: boolean;
  readonly selfExcludeEnabled: boolean;
  readonly inboxMessagesEnabled: boolean;
}
