import type { PaymentType } from './ledger.ts';
import type { Pay, Simulation } from './play-profile.ts';
import { playRounds, roundIdOf, sportsBet } from './play-rounds.ts';
import { rigaDayOf, rigaMidnight } from './riga-time.ts';

const minuteMs = 60_000;

/** Sessions of deposits, casino rounds and sports bets, ending at the player's current balances. */
export function simulatePlay(sim: Simulation): void {
  const { profile, prng, anchor } = sim;
  let cash = 0;
  const bonus = sim.player.bonusBalance;
  const today = rigaDayOf(anchor);
  // Bonus money arrived a fifth of the history ago (anna's welcome bonus).
  const bonusDay = Math.max(1, Math.floor(profile.days / 5));
  let bonusPaid = false;
  let last: { end: number; pay: Pay } | null = null;
  for (let daysAgo = profile.days; daysAgo >= 1; daysAgo--) {
    const first = daysAgo === profile.days;
    if (!first && !prng.chance(profile.playDayChance)) continue;
    const dayStart = rigaMidnight(today.year, today.month, today.day - daysAgo);
    const ip = prng.pick(profile.ipAddresses);
    const loginAt = dayStart + prng.int(17 * 60, 22 * 60) * minuteMs;
    let t = loginAt + prng.int(1, 4) * minuteMs;
    const pay = (type: PaymentType, amount: number, at: number): void => {
      cash += amount;
      payment(sim, type, amount, at);
    };
    if (daysAgo <= bonusDay && !bonusPaid && bonus > 0) {
      payment(sim, 'BONUS', bonus, t - minuteMs);
      bonusPaid = true;
    }
    if (cash < 2000 && (profile.plays || first)) {
      const amount = profile.plays ? prng.pick(profile.depositAmounts) : sim.player.cashBalance;
      if (amount > 0) deposit(sim, prng.pick(profile.depositMethods), amount, t, pay);
      t += 2 * minuteMs;
    }
    let bets = 0;
    let wins = 0;
    if (profile.plays) {
      const played = playRounds(sim, t, cash, pay);
      ({ bets, wins } = played);
      t = played.end;
      if (prng.chance(profile.sportsChance) && cash >= 500) {
        const stake = Math.min(cash, prng.pick([200, 500, 1000, 2000]));
        const won = sportsBet(sim, stake, t, pay);
        bets += stake;
        wins += won;
      }
    }
    const logoutAt = t + prng.int(2, 15) * minuteMs;
    session(sim, loginAt, logoutAt, ip, bets, wins);
    last = { end: t, pay };
  }
  if (last !== null && profile.plays) reconcile(sim, cash, last.end, last.pay);
  numberPayments(sim);
}

/** A payment whose id and balance numberPayments sets once every movement is known. */
function payment(sim: Simulation, type: PaymentType, amount: number, createdAt: number): void {
  sim.ledger.payments.push({
    paymentId: 0,
    type,
    amount,
    balanceAfter: 0,
    currency: sim.player.currency,
    createdAt,
  });
}

/** Orders the payments by time, numbers them and sets each balance after (cash plus bonus). */
function numberPayments(sim: Simulation): void {
  const payments = sim.ledger.payments.splice(0).sort((a, b) => a.createdAt - b.createdAt);
  let balance = 0;
  for (const entry of payments) {
    balance += entry.amount;
    sim.ledger.payments.push({ ...entry, paymentId: sim.ids.payment.take(), balanceAfter: balance });
  }
}

function deposit(sim: Simulation, method: string, amount: number, at: number, pay: Pay): void {
  sim.ledger.cashier.push({
    transactionId: sim.ids.transaction.take(),
    type: 'DEPOSIT',
    method,
    amount,
    currency: sim.player.currency,
    status: 'SUCCESS',
    createdAt: at,
  });
  pay('DEPOSIT', amount, at);
}

function session(
  sim: Simulation,
  loginAt: number,
  logoutAt: number,
  ip: string,
  bets: number,
  wins: number,
): void {
  const { ledger, ids, player } = sim;
  ledger.sessions.push({
    sessionId: `s-${String(player.id)}-${new Date(loginAt).toISOString().slice(0, 10).replaceAll('-', '')}`,
    loginAt,
    logoutAt,
    ipAddress: ip,
    device: sim.prng.chance(sim.profile.mobileChance) ? 'MOBILE' : 'DESKTOP',
    totalBets: bets,
    totalWins: wins,
    currency: player.currency,
  });
  ledger.activity.push({
    activityId: ids.activity.take(),
    activityType: 'LOGIN',
    ipAddress: ip,
    createdAt: loginAt,
  });
  ledger.activity.push({
    activityId: ids.activity.take(),
    activityType: 'LOGOUT',
    ipAddress: ip,
    createdAt: logoutAt,
  });
}

/**
 * Brings the simulated cash to the player's cash balance at the end of the last session: a paid-out
 * withdrawal when it is over, else a last big win.
 */
function reconcile(sim: Simulation, cashAfterPlay: number, at: number, pay: Pay): void {
  const diff = sim.player.cashBalance - cashAfterPlay;
  if (diff < 0) {
    sim.ledger.cashier.push({
      transactionId: sim.ids.transaction.take(),
      type: 'WITHDRAW',
      method: sim.ledger.methods[0]?.name ?? 'Bankas pārskaitījums',
      amount: -diff,
      currency: sim.player.currency,
      status: 'SUCCESS',
      createdAt: at,
    });
    pay('WITHDRAW', diff, at);
    return;
  }
  const game = sim.games.find((g) => g.gameType === 'RNG');
  if (diff === 0 || game === undefined) return;
  const bet = Math.min(200, cashAfterPlay);
  sim.ledger.casino.push({
    roundId: roundIdOf(game, sim.ledger.casino.length),
    gameName: game.gameName,
    gameProvider: game.gameProvider,
    gameType: 'RNG',
    betAmount: bet,
    winAmount: diff + bet,
    currency: sim.player.currency,
    playedAt: at,
  });
  if (bet > 0) pay('BET', -bet, at);
  pay('WIN', diff + bet, at + 1000);
}
