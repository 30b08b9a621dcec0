import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoPlayers } from '../seed/players.seed.ts';
import { ApiClient, paths, startTestSandbox } from '../testing/sandbox-harness.ts';
import { mergeStoredPlayers, PlayerDatabase } from './player.database.ts';

describe('player persistence (SANDBOX_DB)', { timeout: 30_000 }, () => {
  let folder: string;
  let path: string;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'sandbox-db-'));
    path = join(folder, 'players.sqlite');
  });

  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps a player changed through the control API across a restart', async () => {
    const first = await startTestSandbox({ databasePath: path });
    const api = new ApiClient(first.url);
    await api.request(
      'PUT',
      '/__sandbox/players/janis/kyc',
      { kycVerified: 'WAITING_BO_USER' },
      undefined,
      {},
    );
    await api.request(
      'PUT',
      '/__sandbox/players/anna/lock',
      { accountLockStatus: 'COOLING_OFF' },
      undefined,
      {},
    );
    await first.close();

    const second = await startTestSandbox({ databasePath: path });
    try {
      expect(second.state.players.find((p) => p.username === 'janis')?.kycVerified).toBe('WAITING_BO_USER');
      const login = await new ApiClient(second.url).post(paths.login, {
        username: 'anna',
        password: 'Casino2026!',
        rememberme: false,
      });
      expect(login.body).toMatchObject({ errorCode: 66 });
    } finally {
      await second.close();
    }
  });

  it('keeps players and balances that code added or changed directly', async () => {
    const first = await startTestSandbox({ databasePath: path });
    const [anna] = demoPlayers();
    if (anna === undefined) throw new Error('no demo player');
    first.state.players.push({ ...anna, id: 5000, username: 'registered', email: 'r@example.lv' });
    const janis = first.state.players.find((p) => p.username === 'janis');
    if (janis !== undefined) janis.cashBalance = 777;
    await first.close();

    const second = await startTestSandbox({ databasePath: path });
    try {
      expect(second.state.players.map((p) => p.username)).toEqual(['anna', 'janis', 'registered']);
      const { accessToken } = await new ApiClient(second.url).login('janis');
      const balances = await new ApiClient(second.url).get(paths.balances, accessToken);
      expect(balances.body).toMatchObject({ cashBalance: 777 });
    } finally {
      await second.close();
    }
  });

  it('writes only changed records', () => {
    const database = new PlayerDatabase(':memory:');
    const players = demoPlayers();
    expect(database.sync(players)).toBe(2);
    expect(database.sync(players)).toBe(0);
    const janis = players[1];
    if (janis !== undefined) janis.bonusBalance = 1;
    expect(database.sync(players)).toBe(1);
    database.close();
  });

  it('adds seed players the database does not hold, keeping the stored ones', () => {
    const [anna, janis] = demoPlayers();
    if (anna === undefined || janis === undefined) throw new Error('no demo players');
    const stored = [{ ...anna, cashBalance: 1 }];
    expect(mergeStoredPlayers(stored, [anna, janis]).map((p) => [p.username, p.cashBalance])).toEqual([
      ['anna', 1],
      ['janis', 5000],
    ]);
  });
});
