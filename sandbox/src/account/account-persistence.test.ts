import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient, startTestSandbox } from '../testing/sandbox-harness.ts';
import { accountPaths, registrationOf } from './account.test-kit.ts';

describe('account data in the player database', () => {
  const folder = mkdtempSync(join(tmpdir(), 'account-db-'));

  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it("keeps a registered player's profile across a restart", async () => {
    const databasePath = join(folder, 'sandbox.db');
    const first = await startTestSandbox({ databasePath });
    await new ApiClient(first.url).post(accountPaths.register, registrationOf());
    await first.close();

    const second = await startTestSandbox({ databasePath });
    const api = new ApiClient(second.url);
    const { accessToken } = await api.login('liga.ozola', 'Rudens2026!');
    const personalData = await api.get(accountPaths.personalData, accessToken);
    expect(personalData.body).toMatchObject({ personalNumber: '120490-11236', mobilePhone: '+37126555111' });
    expect(second.violations).toEqual([]);
    await second.close();
  });
});
