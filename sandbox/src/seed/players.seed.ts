import type { KycStatus } from '../dto.ts';

/** A customer of the sandbox: the contract's User fields (minus isLoggedIn) plus credentials and money. */
export interface PlayerRecord {
  readonly id: number;
  username: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Shown as the player status. */
  middleName: string;
  /** Upper-case language code, e.g. LV. */
  lang: string;
  currency: string;
  country: string;
  acceptTermsAndConditions: boolean;
  kycVerified: KycStatus;
  kycNotVerifiedReason: string | null;
  /** ACTIVE, FROZEN, INACTIVE, CLOSED, COOLING_OFF; anything else is blocked. */
  accountLockStatus: string;
  /** Minutes between reality checks, or null. */
  realityCheckInterval: number | null;
  firstPlaceBetPlaced: boolean;
  firstPlacedBetTime: string | null;
  acknowledgePopupShown: boolean;
  realityCheckAcknowledgeCounter: number;
  /** Minor units (cents). */
  cashBalance: number;
  /** Minor units (cents). */
  bonusBalance: number;
}

/** Password of both demo players. */
export const demoPassword = 'Casino2026!';

/** The two demo players of the walking skeleton (a fresh copy each call, so sandboxes do not share state). */
export function demoPlayers(): PlayerRecord[] {
  return [
    {
      id: 1001,
      username: 'anna',
      password: demoPassword,
      email: 'anna.berzina@example.lv',
      firstName: 'Anna',
      lastName: 'Bērziņa',
      middleName: 'Gold',
      lang: 'LV',
      currency: 'EUR',
      country: 'LV',
      acceptTermsAndConditions: true,
      kycVerified: 'VERIFIED',
      kycNotVerifiedReason: null,
      accountLockStatus: 'ACTIVE',
      realityCheckInterval: 60,
      firstPlaceBetPlaced: true,
      firstPlacedBetTime: '2026-03-14T18:25:43Z',
      acknowledgePopupShown: false,
      realityCheckAcknowledgeCounter: 0,
      cashBalance: 125050,
      bonusBalance: 2000,
    },
    {
      id: 1002,
      username: 'janis',
      password: demoPassword,
      email: 'janis.kalnins@example.lv',
      firstName: 'Jānis',
      lastName: 'Kalniņš',
      middleName: '',
      lang: 'LV',
      currency: 'EUR',
      country: 'LV',
      acceptTermsAndConditions: true,
      kycVerified: 'NOT_VERIFIED',
      kycNotVerifiedReason: 'NEW_PAYMENT_METHOD',
      accountLockStatus: 'ACTIVE',
      realityCheckInterval: null,
      firstPlaceBetPlaced: false,
      firstPlacedBetTime: null,
      acknowledgePopupShown: false,
      realityCheckAcknowledgeCounter: 0,
      cashBalance: 5000,
      bonusBalance: 0,
    },
  ];
}
