import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import { ApiClient, errorOf, paths, startTestSandbox } from '../testing/sandbox-harness.ts';

describe('control API: failure injection', () => {
  let sandbox: Sandbox;
  let api: ApiClient;

  const arm = (body: unknown) => api.post('/__sandbox/failures', body);

  beforeEach(async () => {
    sandbox = await startTestSandbox();
    api = new ApiClient(sandbox.url);
  });

  afterEach(async () => {
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  it('makes the next call fail with the chosen code and its contract status, then recovers', async () => {
    const { accessToken } = await api.login('anna');
    expect((await arm({ operationId: 'getCurrentCustomer', errorCode: 96 })).status).toBe(201);
    const failed = await api.get(paths.currentCustomer, accessToken);
    expect(failed.status).toBe(401);
    expect(failed.body).toMatchObject({ errorCode: 96 });
    expect((await api.get(paths.currentCustomer, accessToken)).status).toBe(200);
  });

  it('answers HTTP 500 with errorCode 41 for a server fault, as many times as asked', async () => {
    await arm({ operationId: 'getGeneralConfig', httpStatus: 500, times: 2 });
    for (let i = 0; i < 2; i++) {
      const response = await api.get(paths.generalConfig);
      expect(response.status).toBe(500);
      expect(response.body).toMatchObject({ errorCode: 41 });
    }
    expect((await api.get(paths.generalConfig)).status).toBe(200);
  });

  it('uses 400 for a business error code', async () => {
    await arm({ operationId: 'login', errorCode: 39 });
    const response = await api.post(paths.login, { username: 'anna', password: 'x', rememberme: false });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errorCode: 39 });
  });

  it('names the refused request field when asked', async () => {
    await arm({ operationId: 'login', errorCode: 39, field: 'username' });
    const response = await api.post(paths.login, { username: 'anna', password: 'x', rememberme: false });
    expect(response.body).toMatchObject({ errorCode: 39, field: 'username' });
  });

  it('refuses a failure the operation does not declare, and an unknown operation', async () => {
    const undeclared = await arm({ operationId: 'getGeneralConfig', errorCode: 96 });
    expect(undeclared.status).toBe(400);
    expect(errorOf(undeclared).errorMessage).toContain('status 401 is not declared');
    const unknown = await arm({ operationId: 'launchRocket', errorCode: 41 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorCode: -1 });
  });

  it('refuses a business code the operation does not list in its x-error-codes', async () => {
    const unlisted = await arm({ operationId: 'searchGames', errorCode: 39 });
    expect(unlisted.status).toBe(400);
    expect(errorOf(unlisted).errorMessage).toContain(
      'errorCode 39 of a 400 is not one of its x-error-codes (none)',
    );
    expect((await arm({ operationId: 'login', errorCode: 57 })).status).toBe(400);
    expect((await arm({ operationId: 'searchGames', errorCode: -1 })).status).toBe(201);
    expect((await arm({ operationId: 'login', errorCode: 93 })).status).toBe(201);
  });

  it('lists armed failures and disarms them', async () => {
    await arm({ operationId: 'getBalances', errorCode: 3, times: 3 });
    await arm({ operationId: 'searchGames', httpStatus: 500 });
    const listed = await api.get('/__sandbox/failures');
    expect(listed.body).toEqual([
      expect.objectContaining({ operationId: 'getBalances', httpStatus: 401, remaining: 3 }),
      expect.objectContaining({ operationId: 'searchGames', httpStatus: 500, remaining: 1 }),
    ]);
    expect(
      (await api.request('DELETE', '/__sandbox/failures/getBalances', undefined, undefined, {})).status,
    ).toBe(204);
    await api.request('DELETE', '/__sandbox/failures', undefined, undefined, {});
    expect((await api.get('/__sandbox/failures')).body).toEqual([]);
  });

  it('offers the operations and the error catalogue of the contract', async () => {
    const operations = (await api.get('/__sandbox/operations')).body as { operationId: string }[];
    expect(operations.map((o) => o.operationId)).toContain('getCurrentCustomer');
    const codes = (await api.get('/__sandbox/error-codes')).body as { code: number; httpStatus: number }[];
    expect(codes).toContainEqual(
      expect.objectContaining({ code: 98, name: 'REFRESH_FAILED', httpStatus: 401 }),
    );
    expect(codes.find((c) => c.code === 41)?.httpStatus).toBe(500);
  });
});
