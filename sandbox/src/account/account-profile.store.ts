import type { PlayerRecord } from '../seed/players.seed.ts';
import { madeUpDetails } from './latvian-people.seed.ts';

export type Gender = 'MALE' | 'FEMALE';

/** Limits chosen at registration, minor units (RegistrationResponsibleGaming of the contract). */
export type RegistrationLimits = Readonly<Record<string, number>>;

/**
 * What the account area knows of a player beyond the PlayerRecord: identity fixed at registration,
 * contact details, consents, security settings and registration answers.
 */
export interface AccountProfile {
  personalNumber: string;
  dateOfBirth: string;
  gender: Gender;
  nationality: string;
  /** With its calling code, e.g. +37126123456. */
  mobilePhone: string;
  mobilePhoneCode: string;
  address: string;
  city: string;
  postalCode: string;
  acceptPromotions: boolean;
  acceptCommunication: boolean;
  acceptCommunicationPushMessage: boolean;
  twoFactorSmsEnabled: boolean;
  loginNotificationsEnabled: boolean;
  occupation: string;
  pep: boolean;
  affiliateCode: string | null;
  registrationLimits: RegistrationLimits;
  /** ISO 8601. */
  readonly registeredAt: string;
  /** True for players who registered through this sandbox (they start with no history). */
  readonly registeredHere: boolean;
}

/** The profiles of the two demo players (anna 1001, janis 1002). */
function demoProfile(id: number): AccountProfile | undefined {
  const common = {
    nationality: 'LV',
    mobilePhoneCode: '+371',
    acceptPromotions: true,
    acceptCommunication: true,
    acceptCommunicationPushMessage: true,
    loginNotificationsEnabled: true,
    pep: false,
    affiliateCode: null,
  };
  if (id === 1001) {
    return {
      ...common,
      personalNumber: '150885-10234',
      dateOfBirth: '1985-08-15',
      gender: 'FEMALE',
      mobilePhone: '+37126123456',
      address: 'Brīvības iela 21-4',
      city: 'Rīga',
      postalCode: 'LV-1010',
      twoFactorSmsEnabled: false,
      occupation: 'EMPLOYED',
      registrationLimits: { maxPlacebetsDaily: 50000, maxPlacebetsWeekly: 50000, maxPlacebetsMonthly: 50000 },
      registeredAt: '2024-02-03T10:11:12+02:00',
      registeredHere: false,
    };
  }
  if (id === 1002) {
    return {
      ...common,
      personalNumber: '020392-11200',
      dateOfBirth: '1992-03-02',
      gender: 'MALE',
      mobilePhone: '+37128765432',
      address: 'Lielā iela 12-5',
      city: 'Jelgava',
      postalCode: 'LV-3001',
      twoFactorSmsEnabled: false,
      occupation: 'SELF_EMPLOYED',
      registrationLimits: { maxBetTransactionAmount: 10000 },
      registeredAt: '2025-09-18T19:40:05+03:00',
      registeredHere: false,
    };
  }
  return undefined;
}

/**
 * A player record carrying its account profile. The profile rides on the record (an extra JSON
 * property) so the player database persists it with the player; the API and the console pick their
 * fields explicitly, so it never leaks.
 */
type ProfiledPlayer = PlayerRecord & { accountProfile?: AccountProfile };

/**
 * Profiles of players. Players the account area did not register (demo and seeded players, players
 * stored before) get a deterministic made-up Latvian profile the first time they are read.
 */
export class AccountProfileStore {
  of(player: PlayerRecord): AccountProfile {
    const profiled = player as ProfiledPlayer;
    profiled.accountProfile ??= demoProfile(player.id) ?? madeUpProfile(player.id);
    return profiled.accountProfile;
  }

  /** Stores the profile of a player registered through the sandbox. */
  set(player: PlayerRecord, profile: AccountProfile): void {
    (player as ProfiledPlayer).accountProfile = profile;
  }

  /** The player (of `players`) whose profile holds this value, e.g. a mobile phone. */
  findBy(
    players: readonly PlayerRecord[],
    field: 'mobilePhone' | 'personalNumber',
    value: string,
  ): PlayerRecord | undefined {
    const wanted = normalise(field, value);
    return players.find((p) => normalise(field, this.of(p)[field]) === wanted);
  }
}

function normalise(field: 'mobilePhone' | 'personalNumber', value: string): string {
  return field === 'mobilePhone' ? value.replace(/[\s-]/g, '') : value.replace('-', '').trim();
}

function madeUpProfile(id: number): AccountProfile {
  const details = madeUpDetails(id);
  return {
    personalNumber: details.personalNumber,
    dateOfBirth: details.dateOfBirth,
    gender: id % 2 === 0 ? 'MALE' : 'FEMALE',
    nationality: 'LV',
    mobilePhone: details.mobilePhone,
    mobilePhoneCode: '+371',
    ...details.address,
    acceptPromotions: true,
    acceptCommunication: true,
    acceptCommunicationPushMessage: true,
    twoFactorSmsEnabled: false,
    loginNotificationsEnabled: true,
    occupation: 'EMPLOYED',
    pep: false,
    affiliateCode: null,
    registrationLimits: {},
    registeredAt: '2025-01-15T12:00:00+02:00',
    registeredHere: false,
  };
}
