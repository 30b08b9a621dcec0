import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountPaths, registrationOf } from '../account/account.test-kit.ts';
import { ApiClient, startTestSandbox } from '../testing/sandbox-harness.ts';
import { PlayerDatabase } from './player.database.ts';

describe('commit before answer (SANDBOX_DB)', { timeout: 30_000 }, () => {
  let folder: string;
  let path: string;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'sandbox-commit-'));
    path = join(folder, 'players.sqlite');
  });

  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers 500 instead of acknowledging a change it could not commit, and commits again once it can', async () => {
    const sandbox = await startTestSandbox({ databasePath: path });
    const api = new ApiClient(sandbox.url);
    // Another connection holds the file's write lock: the sandbox's commit fails (SQLITE_BUSY).
    const lock = new DatabaseSync(path);
    lock.exec('BEGIN EXCLUSIVE');
    const refused = await api.post(accountPaths.register, registrationOf());
    lock.exec('ROLLBACK');
    lock.close();
    const accepted = await api.post(
      accountPaths.register,
      registrationOf({
        username: 'karlis.liepa',
        email: 'karlis.liepa@example.lv',
        mobilePhone: '+37126555222',
        personalNumber: '320000-00001',
      }),
    );
    // Read by another connection while the sandbox runs: the answered registration is in the file.
    const stored = new PlayerDatabase(path);
    const usernames = stored.load().map((p) => p.username);
    stored.close();
    await sandbox.close();

    expect([refused.status, refused.body]).toEqual([
      500,
      { errorCode: 41, errorMessage: 'General server error' },
    ]);
    expect(
      sandbox.logger.lines.some((line) => line.includes('Committing the players to the database failed')),
    ).toBe(true);
    expect(accepted.status).toBe(200);
    expect(usernames).toContain('karlis.liepa');
  });
});
