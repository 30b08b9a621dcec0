import type { SessionTokens, User } from '../session/user.ts';

/** A logged-in customer; defaults to the sandbox's demo player anna (KYC verified, ACTIVE). */
export const createUser = (overrides: Partial<User> = {}): User => ({
  id: 1001,
  username: 'anna',
  firstName: 'Anna',
  lastName: 'Bērziņa',
  middleName: '',
  lang: 'lv',
  currency: 'EUR',
  country: 'LV',
  acceptTermsAndConditions: true,
  kycVerified: 'VERIFIED',
  kycNotVerifiedReason: null,
  accountLockStatus: 'ACTIVE',
  realityCheckInterval: null,
  ...overrides,
});

export const createTokens = (overrides: Partial<SessionTokens> = {}): SessionTokens => ({
  accessToken: 'access-token-1',
  refreshToken: 'refresh-token-1',
  ...overrides,
});
