import type { Balance, ErrorResponse } from '../dto.ts';
import { toBalance } from '../handlers/customer.handlers.ts';
import { SandboxError } from '../handlers/operation-handler.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import type { GameSession } from './game-session.store.ts';
import { spin, stakeLimits, type SpinOutcome } from './slot-machine.ts';

export interface RoundResult extends SpinOutcome {
  readonly round: number;
  readonly stake: number;
  /** The player's balance after the round (real play) or the demo balance (demo play). */
  readonly balance: Balance;
}

export type RoundOutcome =
  | { readonly ok: true; readonly result: RoundResult }
  | { readonly ok: false; readonly status: number; readonly error: ErrorResponse };

/** What a real round needs of the rest of the sandbox. */
export interface RoundHooks {
  /** Checks the round before it is played; throws a SandboxError to refuse it (39, 69, 40, …). */
  guard(player: PlayerRecord, stake: number): void;
  /** Called after each move of the player's money (the stake taken, the win paid), balances already changed. */
  moved(player: PlayerRecord, type: 'BET' | 'WIN', amount: number): void;
}

const refuse = (status: number, errorCode: number, errorMessage: string): RoundOutcome => ({
  ok: false,
  status,
  error: { errorCode, errorMessage },
});

/**
 * Plays one round of the sandbox slot. Real play runs `hooks.guard` first, then takes the stake from the cash
 * balance first and the bonus balance after it, and pays the win into cash; it is refused for a stake
 * outside {@link stakeLimits} (-1), a balance below the stake (21) or what the guard throws. Demo play
 * moves the session's play money only.
 */
export function playRound(
  session: GameSession,
  player: PlayerRecord | null,
  stake: number,
  hooks: RoundHooks,
): RoundOutcome {
  if (!Number.isInteger(stake) || stake < stakeLimits.min || stake > stakeLimits.max) {
    return refuse(
      400,
      -1,
      `stake must be an integer from ${stakeLimits.min} to ${stakeLimits.max} (minor units)`,
    );
  }
  if (session.real) {
    if (player === null) return refuse(401, 97, 'The game session has no player');
    try {
      hooks.guard(player, stake);
    } catch (error) {
      if (!(error instanceof SandboxError)) throw error;
      return { ok: false, status: error.status, error: error.toResponse() };
    }
    if (player.cashBalance + player.bonusBalance < stake) return refuse(400, 21, 'Not enough money');
  } else if (session.demoBalance < stake) {
    return refuse(400, 21, 'Not enough play money; reload the game');
  }
  const outcome = spin(session.token, session.rounds + 1, stake);
  session.rounds += 1;
  session.staked += stake;
  session.won += outcome.win;
  let balance: Balance;
  if (session.real && player !== null) {
    const fromCash = Math.min(player.cashBalance, stake);
    player.cashBalance -= fromCash;
    player.bonusBalance -= stake - fromCash;
    hooks.moved(player, 'BET', -stake);
    if (outcome.win > 0) {
      player.cashBalance += outcome.win;
      hooks.moved(player, 'WIN', outcome.win);
    }
    balance = toBalance(player);
  } else {
    session.demoBalance += outcome.win - stake;
    balance = {
      cashBalance: session.demoBalance,
      bonusBalance: 0,
      totalBalance: session.demoBalance,
      currency: 'EUR',
    };
  }
  return { ok: true, result: { ...outcome, round: session.rounds, stake, balance } };
}
