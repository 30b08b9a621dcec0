import type { GeneralConfig } from '../dto.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import type { AccountProfile } from './account-profile.store.ts';
import { formatPersonalCode } from './personal-code.rule.ts';
import type { RegistrationBody } from './registration.rule.ts';

/**
 * The player a registration creates: KYC NOT_VERIFIED, no money, terms accepted; ACTIVE when
 * registrationAutoLoginEnabled, otherwise INACTIVE until activated (link or SMS code).
 */
export function newPlayer(body: RegistrationBody, id: number, config: GeneralConfig): PlayerRecord {
  return {
    id,
    username: body.username,
    password: body.password,
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    middleName: '',
    lang: body.lang.toUpperCase(),
    currency: 'EUR',
    country: body.country,
    acceptTermsAndConditions: true,
    kycVerified: 'NOT_VERIFIED',
    kycNotVerifiedReason: null,
    accountLockStatus: config.registrationAutoLoginEnabled ? 'ACTIVE' : 'INACTIVE',
    realityCheckInterval: null,
    firstPlaceBetPlaced: false,
    firstPlacedBetTime: null,
    acknowledgePopupShown: false,
    realityCheckAcknowledgeCounter: 0,
    cashBalance: 0,
    bonusBalance: 0,
  };
}

/** The account profile of a registration; `now` in epoch ms. */
export function newProfile(body: RegistrationBody, now: number): AccountProfile {
  return {
    personalNumber: formatPersonalCode(body.personalNumber) ?? body.personalNumber,
    dateOfBirth: body.dateOfBirth,
    gender: body.gender,
    nationality: body.nationality,
    mobilePhone: body.mobilePhone,
    mobilePhoneCode: body.mobilePhoneCode,
    address: body.address,
    city: body.city,
    postalCode: body.postalCode,
    acceptPromotions: body.acceptPromotions,
    acceptCommunication: body.acceptCommunication,
    acceptCommunicationPushMessage: body.acceptCommunicationPushMessage,
    twoFactorSmsEnabled: false,
    loginNotificationsEnabled: true,
    occupation: body.customerOccupation.occupation,
    pep: body.pep,
    affiliateCode: body.affiliateCode ?? null,
    registrationLimits: body.responsibleGaming,
    registeredAt: new Date(now).toISOString(),
    registeredHere: true,
  };
}
