import type { CustomerConfig, GeneralConfig } from '../config/config.ts';

/**
 * The sandbox's public configuration: lv, en and ru with lv as default, EUR, its stand-in live chat and
 * three of its payment logos.
 */
export const createGeneralConfig = (overrides: Partial<GeneralConfig> = {}): GeneralConfig => ({
  supportedLanguages: ['lv', 'en', 'ru'],
  defaultLanguage: 'lv',
  baseCurrency: 'EUR',
  registrationAutoLoginEnabled: true,
  smartIDLoginEnabled: false,
  forgotPasswordSmsVerificationEnabled: false,
  currentIpIsForbidden: false,
  instantorEnabled: false,
  sportsbookEnabled: true,
  restrictGameplayKycNotVerified: false,
  jackpotsFeedTimeoutMs: 180_000,
  maxBetsAmount: 1_000_000,
  maxBetTransactionAmount: 500_000,
  registrationPasswordFormat: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)\\S{8,32}$',
  registrationUniqueFields: 'username,email,mobilePhone',
  gameProviders: {
    maintenanceMode: [],
    enabled: ['EVOLUTION', 'PRAGMATIC', 'ALTENAR'],
    realMoneyMode: ['EVOLUTION'],
  },
  liveChatUrl: '/__sandbox/live-chat/',
  paymentLogos: [
    { name: 'Visa', logoUrl: '/__sandbox/logos/visa.svg' },
    { name: 'Mastercard', logoUrl: '/__sandbox/logos/mastercard.svg' },
    { name: 'Swedbank', logoUrl: '/__sandbox/logos/swedbank.svg' },
  ],
  ...overrides,
});

/** A customer configuration with every optional area enabled and a 60 s reality-check countdown. */
export const createCustomerConfig = (overrides: Partial<CustomerConfig> = {}): CustomerConfig => ({
  realityCheckEnabled: true,
  realityCheckSecondsToTakeAction: 60,
  realityCheckLogoutOnTimeoutEnabled: false,
  responsibleGamingLimitsEnabled: true,
  selfExcludeEnabled: true,
  inboxMessagesEnabled: true,
  ...overrides,
});
