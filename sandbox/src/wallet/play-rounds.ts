import type { Game } from '../dto.ts';
import type { Pay, Simulation } from './play-profile.ts';

const minuteMs = 60_000;

/** Win multipliers of a winning round; with a 28 % hit rate the return to player is about 90 %. */
const multipliers = [0.5, 1, 1.2, 1.5, 2, 2, 3, 5, 10];
const hitRate = 0.28;
const fixtures = [
  'Latvija – Igaunija',
  'Rīgas FS – VEF Rīga',
  'Valmiera FC – RFS',
  'Dinamo Rīga – Zemgale/LLU',
  'Liepāja – Auda',
  'Latvija – Lietuva',
  'Ventspils – BK Ogre',
];

export const roundIdOf = (game: Game, index: number): string =>
  `${game.gameProvider.slice(0, 3).toUpperCase()}-${String(game.id)}-${String(index + 1).padStart(4, '0')}`;

export function playRounds(
  sim: Simulation,
  start: number,
  cashAtStart: number,
  pay: Pay,
): { bets: number; wins: number; end: number } {
  const { prng } = sim;
  const live = prng.chance(sim.profile.liveChance);
  const candidates = sim.games.filter((g) => g.gameType === (live ? 'LIVE_CASINO' : 'RNG'));
  const game = candidates.length > 0 ? prng.pick(candidates) : undefined;
  let cash = cashAtStart;
  let t = start;
  let bets = 0;
  let wins = 0;
  if (game === undefined) return { bets, wins, end: t };
  const rounds = prng.int(8, 30);
  for (let i = 0; i < rounds; i++) {
    const bet = prng.pick(sim.profile.betSizes);
    if (bet > cash) break;
    const win = prng.chance(hitRate) ? Math.round(bet * prng.pick(multipliers)) : 0;
    t += prng.int(20, live ? 90 : 45) * 1000;
    sim.ledger.casino.push({
      roundId: roundIdOf(game, sim.ledger.casino.length),
      gameName: game.gameName,
      gameProvider: game.gameProvider,
      gameType: game.gameType,
      betAmount: bet,
      winAmount: win,
      currency: sim.player.currency,
      playedAt: t,
    });
    pay('BET', -bet, t);
    cash -= bet;
    if (win > 0) {
      pay('WIN', win, t + 1000);
      cash += win;
    }
    bets += bet;
    wins += win;
  }
  return { bets, wins, end: t + 2000 };
}

export function sportsBet(sim: Simulation, stake: number, at: number, pay: Pay): number {
  const { prng } = sim;
  const combo = prng.chance(0.3);
  const legs = prng.shuffle(fixtures).slice(0, combo ? 2 : 1);
  const odds = Math.round(legs.reduce((o) => o * (1.3 + prng.next() * 1.6), 1) * 100) / 100;
  const status = prng.pick(['WON', 'LOST', 'LOST', 'VOID'] as const);
  const won = status === 'WON' ? Math.round(stake * odds) : status === 'VOID' ? stake : 0;
  const settledAt = Math.min(at + prng.int(90, 180) * minuteMs, sim.anchor - minuteMs);
  sim.ledger.sports.push({
    betId: `SB-2026-${String(118000 + sim.ledger.sports.length * 37 + prng.int(0, 36))}`,
    betType: combo ? 'COMBO' : 'SINGLE',
    description: legs.map((l) => `${l}: ${prng.pick(['1', 'X', '2'])}`).join('; '),
    stake,
    odds,
    winAmount: won,
    currency: sim.player.currency,
    status,
    placedAt: at,
    settledAt,
  });
  pay('BET', -stake, at);
  if (won > 0) pay('WIN', won, settledAt);
  return won;
}
