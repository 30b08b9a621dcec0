import type { Balance, GeneralConfig, User } from '../generated/openapi.ts';

/** A User of the contract: the sandbox's demo player anna, with overrides. */
export function createUser(overrides: Partial<User> = {}): User {
  return {
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
  };
}

/** A Balance of the contract in minor units (anna's: 1 250.50 EUR cash, 20.00 EUR bonus), with overrides. */
export function createBalance(overrides: Partial<Balance> = {}): Balance {
  return { cashBalance: 125050, bonusBalance: 2000, totalBalance: 127050, currency: 'EUR', ...overrides };
}

/** The GeneralConfig of the Latvian label, with overrides. */
export function createGeneralConfig(overrides: Partial<GeneralConfig> = {}): GeneralConfig {
  return {
    supportedLanguages: 'lv,en,ru',
    defaultLanguage: 'lv',
    maxBetsAmount: 1000000,
    maxBetTransactionAmount: 500000,
    baseCurrency: 'EUR',
    registrationPasswordFormat: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)\\S{8,32}$',
    registrationUniqueFields: 'username,email,mobilePhone',
    registrationAutoLoginEnabled: true,
    smartIDLoginEnabled: true,
    forgotPasswordSmsVerificationEnabled: false,
    currentIpIsForbidden: false,
    jackpotsFeedTimeout: 180000,
    instantorEnabled: false,
    sportsbookEnabled: true,
    restrictGameplayKycNotVerified: true,
    gameproviders: { maintenanceMode: [], enabled: ['EVOLUTION', 'PRAGMATIC'], realMoneyMode: ['EVOLUTION'] },
    liveChatUrl: '/__sandbox/live-chat/',
    paymentLogos: [
      { name: 'Visa', logoUrl: '/__sandbox/logos/visa.svg' },
      { name: 'Mastercard', logoUrl: '/__sandbox/logos/mastercard.svg' },
      { name: 'Swedbank', logoUrl: '/__sandbox/logos/swedbank.svg' },
    ],
    ...overrides,
  };
}
