import type { GameType } from '../dto.ts';

export interface ProviderSeed {
  /** Upper-case provider code, as in gameProvider and the config's gameproviders lists. */
  readonly code: string;
  /** Display name, as in gameVendor. */
  readonly name: string;
  readonly gameType: GameType;
  /** Relative share of the provider's game type in the catalogue. */
  readonly weight: number;
}

const rng = (code: string, name: string, weight: number): ProviderSeed => ({
  code,
  name,
  gameType: 'RNG',
  weight,
});
const live = (code: string, name: string, weight: number): ProviderSeed => ({
  code,
  name,
  gameType: 'LIVE_CASINO',
  weight,
});

/** The game providers of the sandbox catalogue (24 RNG studios, 4 live-casino studios). */
export const providers: readonly ProviderSeed[] = [
  rng('PRAGMATIC', 'Pragmatic Play', 10),
  rng('NETENT', 'NetEnt', 8),
  rng('PLAYNGO', "Play'n GO", 8),
  rng('EGT', 'EGT Digital', 9),
  rng('GREENTUBE', 'Greentube', 6),
  rng('RELAXGAMING', 'Relax Gaming', 5),
  rng('QUICKSPIN', 'Quickspin', 4),
  rng('CASINOTECH', 'CT Gaming', 5),
  rng('PLAYSON', 'Playson', 5),
  rng('PUSHGAMING', 'Push Gaming', 3),
  rng('YGGDRASIL', 'Yggdrasil', 5),
  rng('REDTIGER', 'Red Tiger', 5),
  rng('HACKSAW', 'Hacksaw Gaming', 4),
  rng('NOLIMITCITY', 'Nolimit City', 3),
  rng('BGAMING', 'BGaming', 4),
  rng('WAZDAN', 'Wazdan', 4),
  rng('HABANERO', 'Habanero', 4),
  rng('ENDORPHINA', 'Endorphina', 3),
  rng('SPINOMENAL', 'Spinomenal', 4),
  rng('SKYWIND', 'Skywind', 4),
  rng('NGT', 'NGT', 3),
  rng('THUNDERKICK', 'Thunderkick', 2),
  rng('ELK', 'ELK Studios', 2),
  rng('BTG', 'Big Time Gaming', 2),
  live('EVOLUTION', 'Evolution', 8),
  live('EZUGI', 'Ezugi', 3),
  live('PRAGMATICLIVE', 'Pragmatic Play Live', 4),
  live('PLAYTECHLIVE', 'Playtech Live', 3),
];

/** Further providers of the large catalogue (12 RNG studios, 4 live-casino studios). */
export const largeCatalogueProviders: readonly ProviderSeed[] = [
  rng('AMATIC', 'Amatic', 3),
  rng('GAMOMAT', 'Gamomat', 3),
  rng('MERKUR', 'Merkur', 3),
  rng('NOVOMATIC', 'Novomatic', 5),
  rng('ISOFTBET', 'iSoftBet', 3),
  rng('BOOONGO', 'Booongo', 3),
  rng('EVOPLAY', 'Evoplay', 3),
  rng('TOMHORN', 'Tom Horn', 2),
  rng('KALAMBA', 'Kalamba Games', 2),
  rng('FANTASMA', 'Fantasma Games', 2),
  rng('GAMEART', 'GameArt', 2),
  rng('SPRIBE', 'Spribe', 1),
  live('VIVOGAMING', 'Vivo Gaming', 2),
  live('LUCKYSTREAK', 'LuckyStreak', 2),
  live('SAGAMING', 'SA Gaming', 2),
  live('ATMOSFERA', 'Atmosfera', 1),
];

/** The providers of a catalogue size: 28 by default, 44 in the large catalogue. */
export function providersOf(size: 'default' | 'large'): readonly ProviderSeed[] {
  return size === 'large' ? [...providers, ...largeCatalogueProviders] : providers;
}
