import type { Game } from '../dto.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import { createPrng, type Prng } from '../seed/prng.ts';
import { emptyLedger, type LedgerIds, type PlayerLedger, type WithdrawMethodRecord } from './ledger.ts';
import { dayMs } from './riga-time.ts';
import type { PlayProfile } from './play-profile.ts';
import { simulatePlay } from './play-simulation.ts';

const minuteMs = 60_000;

/** How a demo player has used the site before the sandbox started. */
interface SeedProfile extends PlayProfile {
  readonly methods: readonly WithdrawMethodRecord[];
  /** Activity besides logins: type and days before the anchor. */
  readonly events: readonly {
    readonly type: 'PASSWORD_CHANGE' | 'PROFILE_UPDATE' | 'LIMIT_CHANGE' | 'DOCUMENT_UPLOAD' | 'FAILED_LOGIN';
    readonly daysAgo: number;
  }[];
}

const annaMethods: readonly WithdrawMethodRecord[] = [
  {
    methodId: 'BANK_TRANSFER',
    name: 'Bankas pārskaitījums (Swedbank)',
    minAmount: 1000,
    maxAmount: 500000,
    currency: 'EUR',
    paymentAccount: 'LV80HABA0551000435195',
    verified: true,
  },
  {
    methodId: 'CARD_VISA_5610',
    name: 'Visa •5610',
    minAmount: 1000,
    maxAmount: 200000,
    currency: 'EUR',
    paymentAccount: '4571 73** **** 5610',
    verified: true,
  },
  {
    methodId: 'CARD_MASTERCARD_0427',
    name: 'Mastercard •0427',
    minAmount: 1000,
    maxAmount: 200000,
    currency: 'EUR',
    paymentAccount: '5168 44** **** 0427',
    verified: false,
  },
];

const profiles: Readonly<Record<number, SeedProfile>> = {
  1001: {
    days: 60,
    playDayChance: 0.45,
    depositMethods: ['Swedbank', 'Visa •5610', 'Swedbank'],
    depositAmounts: [2000, 5000, 5000, 10000, 20000],
    betSizes: [20, 50, 100, 100, 200, 500],
    liveChance: 0.25,
    sportsChance: 0.35,
    ipAddresses: ['85.254.76.12', '85.254.76.12', '78.84.199.3'],
    mobileChance: 0.3,
    plays: true,
    methods: annaMethods,
    events: [
      { type: 'DOCUMENT_UPLOAD', daysAgo: 58 },
      { type: 'LIMIT_CHANGE', daysAgo: 57 },
      { type: 'PASSWORD_CHANGE', daysAgo: 41 },
      { type: 'FAILED_LOGIN', daysAgo: 41 },
      { type: 'PROFILE_UPDATE', daysAgo: 19 },
      { type: 'LIMIT_CHANGE', daysAgo: 2 },
    ],
  },
  1002: {
    days: 4,
    playDayChance: 0.6,
    depositMethods: ['Citadele'],
    depositAmounts: [5000],
    betSizes: [],
    liveChance: 0,
    sportsChance: 0,
    ipAddresses: ['46.109.33.201'],
    mobileChance: 1,
    // NOT_VERIFIED with restrictGameplayKycNotVerified: he has deposited but may not play yet.
    plays: false,
    methods: [
      {
        methodId: 'BANK_TRANSFER',
        name: 'Bankas pārskaitījums (Citadele)',
        minAmount: 1000,
        maxAmount: 500000,
        currency: 'EUR',
        paymentAccount: 'LV97PARX0002484571001',
        verified: true,
      },
    ],
    events: [
      { type: 'FAILED_LOGIN', daysAgo: 2 },
      { type: 'PROFILE_UPDATE', daysAgo: 1 },
    ],
  },
};

/**
 * The history of a demo player up to `anchor` (epoch ms), generated from a seed of the player id so every
 * start gives the same entries; the balances of the last payment equal the player's current balances.
 * Players without a profile (registered in the sandbox) start with an empty ledger.
 */
export function seedLedger(
  player: PlayerRecord,
  anchor: number,
  games: readonly Game[],
  ids: LedgerIds,
): PlayerLedger {
  const profile = profiles[player.id];
  const ledger = emptyLedger();
  if (profile === undefined) return ledger;
  const prng = createPrng(player.id * 7919);
  ledger.methods.push(...profile.methods);
  simulatePlay({ ledger, profile, player, anchor, games, ids, prng });
  for (const event of profile.events)
    addEvent(ledger, ids, prng, profile, event.type, anchor - event.daysAgo * dayMs);
  // Ids follow time, as a real sequence would.
  const activity = ledger.activity.splice(0).sort((a, b) => a.createdAt - b.createdAt);
  for (const entry of activity) ledger.activity.push({ ...entry, activityId: ids.activity.take() });
  return ledger;
}

function addEvent(
  ledger: PlayerLedger,
  ids: LedgerIds,
  prng: Prng,
  profile: SeedProfile,
  activityType: SeedProfile['events'][number]['type'],
  around: number,
): void {
  ledger.activity.push({
    activityId: ids.activity.take(),
    activityType,
    ipAddress: prng.pick(profile.ipAddresses),
    createdAt: around - prng.int(60, 600) * minuteMs,
  });
}
