import { selfExclude, type ExclusionFields } from '../responsible-gaming/exclusion.rules.ts';
import { demoPlayers, type PlayerRecord } from '../seed/players.seed.ts';
import type { Sandbox } from '../server.ts';

/** The player of a running test sandbox; fails the test when missing. */
export function playerOf(sandbox: Sandbox, username: string): PlayerRecord {
  const player = sandbox.state.players.find((p) => p.username === username);
  if (player === undefined) throw new Error(`${username} is missing`);
  return player;
}

/** Runs `body` with the player's lock status set to `lock`, then sets it back to ACTIVE. */
export async function withLock(player: PlayerRecord, lock: string, body: () => Promise<void>): Promise<void> {
  player.accountLockStatus = lock;
  try {
    await body();
  } finally {
    player.accountLockStatus = 'ACTIVE';
  }
}

/** Runs `body` while the player is permanently self-excluded (as the responsible-gaming area records it). */
export async function whileSelfExcluded(
  sandbox: Sandbox,
  player: PlayerRecord,
  body: () => Promise<void>,
): Promise<void> {
  selfExclude(player, sandbox.state.now(), null);
  try {
    await body();
  } finally {
    (player as PlayerRecord & ExclusionFields).selfExclusion = null;
  }
}

/** The demo players plus liga (1003), who has never deposited (no wallet history). */
export function playersWithNewcomer(): PlayerRecord[] {
  const [anna] = demoPlayers();
  if (anna === undefined) throw new Error('no demo players');
  return [
    ...demoPlayers(),
    {
      ...anna,
      id: 1003,
      username: 'liga',
      email: 'liga.liepina@example.lv',
      firstName: 'Līga',
      lastName: 'Liepiņa',
      middleName: '',
      firstPlaceBetPlaced: false,
      firstPlacedBetTime: null,
      cashBalance: 0,
      bonusBalance: 0,
    },
  ];
}
