import type { Game } from '../dto.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import type { Prng } from '../seed/prng.ts';
import type { LedgerIds, PaymentType, PlayerLedger } from './ledger.ts';

/** How a player played before the sandbox started. */
export interface PlayProfile {
  /** Days of history before the anchor. */
  readonly days: number;
  /** Chance of a session on a day (0..1). */
  readonly playDayChance: number;
  readonly depositMethods: readonly string[];
  /** Minor units. */
  readonly depositAmounts: readonly number[];
  /** Stakes of casino rounds, minor units. */
  readonly betSizes: readonly number[];
  readonly liveChance: number;
  readonly sportsChance: number;
  readonly ipAddresses: readonly string[];
  readonly mobileChance: number;
  /** False for a player who may not play real money yet (only deposits and logins). */
  readonly plays: boolean;
}

export interface Simulation {
  readonly ledger: PlayerLedger;
  readonly profile: PlayProfile;
  readonly player: PlayerRecord;
  readonly anchor: number;
  readonly games: readonly Game[];
  readonly ids: LedgerIds;
  readonly prng: Prng;
}

/** Records a movement of money of the simulation (minor units, negative for debits) at an instant. */
export type Pay = (type: PaymentType, amount: number, at: number) => void;
