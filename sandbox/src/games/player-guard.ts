import type { PlayerRecord } from '../seed/players.seed.ts';
import { limitsOf } from '../responsible-gaming/limits.store.ts';
import type { LimitType } from '../responsible-gaming/limit-types.ts';
import type { SandboxState } from '../state.ts';
import { lockError } from './game-access.rule.ts';
import { selfExclusionError } from './self-exclusion.ts';

/** The responsible-gaming limits a stake counts against, by product. */
export const limitTypesOf: Readonly<Record<'RNG' | 'LIVE_CASINO' | 'SPORT', readonly LimitType[]>> = {
  RNG: [
    'PLACE_BET',
    'BETS_COUNT',
    'LOSS',
    'MAX_BET_AMOUNT',
    'CASINO_BETS',
    'CASINO_LOSS',
    'CASINO_MAX_BET_AMOUNT',
  ],
  LIVE_CASINO: [
    'PLACE_BET',
    'BETS_COUNT',
    'LOSS',
    'MAX_BET_AMOUNT',
    'LIVE_CASINO_BETS',
    'LIVE_CASINO_LOSS',
    'LIVE_CASINO_MAX_BET_AMOUNT',
  ],
  SPORT: [
    'PLACE_BET',
    'BETS_COUNT',
    'LOSS',
    'MAX_BET_AMOUNT',
    'SPORT_BETS',
    'SPORT_LOSS',
    'SPORT_MAX_BET_AMOUNT',
  ],
};

/**
 * Throws why a player may not stake money now: self-excluded (39), a lock status other than ACTIVE
 * (69 frozen, 66 cooling off, 2), or a stake (minor units) that would breach a responsible-gaming limit of
 * the product (40, with responsibleGamingType and responsibleGamingPeriod). A loss limit counts the
 * whole stake as a possible loss.
 */
export function assertMayStake(
  state: SandboxState,
  player: PlayerRecord,
  product: keyof typeof limitTypesOf,
  stake: number,
): void {
  const excluded = selfExclusionError(state, player);
  if (excluded !== null) throw excluded;
  const locked = lockError(player.accountLockStatus);
  if (locked !== null) throw locked;
  limitsOf(state).assertWithin(player, limitTypesOf[product], stake);
}
