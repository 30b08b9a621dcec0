import type { SandboxError } from '../handlers/operation-handler.ts';
import { exclusionLoginError } from '../responsible-gaming/exclusion.rules.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import type { SandboxState } from '../state.ts';

/**
 * errorCode 39 (data: the SelfExclusionDetail) while the player is self-excluded (the `selfExclusion`
 * the responsible-gaming area keeps on the player record), for game prepare, game rounds, sportsbook
 * tokens and bets; null otherwise. A timeout alone does not count here.
 */
export function selfExclusionError(state: SandboxState, player: PlayerRecord): SandboxError | null {
  const error = exclusionLoginError(player, state.now());
  return error?.errorCode === 39 ? error : null;
}
