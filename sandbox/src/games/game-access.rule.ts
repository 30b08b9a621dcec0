import type { Game, GeneralConfig } from '../dto.ts';
import { SandboxError } from '../handlers/operation-handler.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';

export interface GameAccessRequest {
  readonly game: Game;
  readonly real: boolean;
  /** The logged-in player, or null for a visitor. */
  readonly player: PlayerRecord | null;
  readonly config: GeneralConfig;
  /** The player's self-exclusion error (39), or null when not self-excluded. */
  readonly selfExcluded: SandboxError | null;
}

/** The error of a lock status other than ACTIVE: FROZEN 69, COOLING_OFF 66, anything else 2. */
export function lockError(accountLockStatus: string): SandboxError | null {
  if (accountLockStatus === 'ACTIVE') return null;
  if (accountLockStatus === 'FROZEN') return new SandboxError(400, 69, 'Account is frozen');
  if (accountLockStatus === 'COOLING_OFF') return new SandboxError(400, 66, 'Account is cooling off');
  return new SandboxError(400, 2, `Account is locked (${accountLockStatus})`);
}

/**
 * Why a game cannot be prepared, or null when it can (games-and-content.md §4, §8; contract of
 * prepareGame). In this order: provider in maintenance or not enabled → 50; demo without demo mode →
 * 45; real play: no player → 401/3, self-excluded → 39, lock status (69, 66, 2), KYC not verified while
 * restrictGameplayKycNotVerified → 91, forbidden IP → 49, real money off for the game or its provider
 * (realMoneyMode list) → 44.
 */
export function gameAccessError(request: GameAccessRequest): SandboxError | null {
  const { game, config, player } = request;
  const providers = config.gameproviders;
  if (
    providers.maintenanceMode.includes(game.gameProvider) ||
    !providers.enabled.includes(game.gameProvider)
  ) {
    return new SandboxError(
      400,
      50,
      `Game ${game.friendlyUrl} is excluded: provider ${game.gameProvider} is not available`,
    );
  }
  if (!request.real) {
    return game.demoModeEnabled
      ? null
      : new SandboxError(400, 45, 'Demo play is not supported for this game');
  }
  if (player === null) return new SandboxError(401, 3, 'Unauthorized');
  if (request.selfExcluded !== null) return request.selfExcluded;
  const locked = lockError(player.accountLockStatus);
  if (locked !== null) return locked;
  if (config.restrictGameplayKycNotVerified && player.kycVerified === 'NOT_VERIFIED') {
    return new SandboxError(400, 91, 'KYC verification is required for real money play');
  }
  if (config.currentIpIsForbidden)
    return new SandboxError(400, 49, 'Real money play is forbidden from this IP');
  if (!game.realMoneyEnabled || !providers.realMoneyMode.includes(game.gameProvider)) {
    return new SandboxError(400, 44, 'Real money play is not supported for this game');
  }
  return null;
}
