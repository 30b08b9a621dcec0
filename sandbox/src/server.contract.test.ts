import { afterEach, describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from './openapi/openapi-document.ts';
import type { Sandbox, SandboxOptions } from './server.ts';
import { ApiClient, apiHeaders, errorOf, paths, startTestSandbox } from './testing/sandbox-harness.ts';

describe('the contract at the sandbox boundary', () => {
  let sandbox: Sandbox & { logger: { lines: string[] } };
  let api: ApiClient;

  const start = async (options: SandboxOptions = {}): Promise<void> => {
    sandbox = await startTestSandbox(options);
    api = new ApiClient(sandbox.url);
  };

  afterEach(async () => {
    await sandbox.close();
  });

  it('rejects a body the contract does not allow with 400 naming the field', async () => {
    await start();
    const response = await api.post(paths.login, { username: 'anna', password: 42, rememberme: false });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      errorCode: -1,
      errorMessage: 'Request validation failed: body.password must be string',
    });
  });

  it('rejects a missing required body field', async () => {
    await start();
    const response = await api.post(paths.search, {
      pageStart: 0,
      pageSize: 10,
      sortAsc: true,
      sortBy: 'id',
    });
    expect(response.body).toMatchObject({
      errorMessage: 'Request validation failed: body.columnSearches is required',
    });
  });

  it('rejects a call without the required headers', async () => {
    await start();
    const response = await fetch(`${sandbox.url}${paths.generalConfig}`, {
      headers: { 'X-Client-Code': apiHeaders['X-Client-Code'] },
    });
    expect(response.status).toBe(400);
    expect(errorOf({ body: await response.json() }).errorMessage).toContain('X-Label-Entry-Point');
  });

  it('rejects query parameters of the wrong type', async () => {
    await start();
    const response = await api.get(`${paths.categories}?mobile=sometimes`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errorMessage: 'Request validation failed: query.mobile must be boolean',
    });
  });

  it('answers malformed JSON with 400 and errorCode -1', async () => {
    await start();
    const response = await fetch(`${sandbox.url}${paths.login}`, {
      method: 'POST',
      headers: { ...apiHeaders, 'content-type': 'application/json' },
      body: '{"username":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errorCode: -1 });
  });

  it('answers an unknown API path with 404 and errorCode -1', async () => {
    await start();
    const response = await api.get('/api/v1/customerfacing/nothing/here');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ errorCode: -1 });
    expect((await api.post('/__sandbox/nothing', {})).status).toBe(404);
  });

  it('turns a response that violates the contract into a 500 and a logged error in throw mode', async () => {
    await start({ validateResponses: 'throw' });
    Object.assign(sandbox.state.generalConfig, { maxBetsAmount: 'a lot' });
    const response = await api.get(paths.generalConfig);
    expect(response.status).toBe(500);
    expect(errorOf(response).errorCode).toBe(41);
    expect(errorOf(response).errorMessage).toContain('maxBetsAmount');
    expect(sandbox.violations).toHaveLength(1);
    expect(
      sandbox.logger.lines.some((line) => line.startsWith('error') && line.includes('getGeneralConfig')),
    ).toBe(true);
  });

  it('only records the violation in log mode', async () => {
    await start({ validateResponses: 'log' });
    Object.assign(sandbox.state.generalConfig, { maxBetsAmount: 'a lot' });
    expect((await api.get(paths.generalConfig)).status).toBe(200);
    expect(sandbox.violations).toHaveLength(1);
  });

  it('answers operations of the contract it has no handler for with 500 and errorCode 41', async () => {
    const document = loadOpenApiDocument();
    const documentPaths = document.paths as Record<string, unknown>;
    // An operation an API team has just proposed, which the sandbox does not know yet.
    documentPaths['/api/v1/customerfacing/gaming/tournaments'] = {
      get: {
        operationId: 'getTournaments',
        security: [],
        responses: {
          '200': { description: 'The tournaments.' },
          '500': { $ref: '#/components/responses/ServerError' },
        },
      },
    };
    await start({ openApi: document });
    const response = await api.get('/api/v1/customerfacing/gaming/tournaments');
    expect(response.status).toBe(500);
    expect(response.body).toMatchObject({
      errorCode: 41,
      errorMessage: 'getTournaments has no handler in the sandbox',
    });
    expect(sandbox.logger.lines).toContain(
      'warn getTournaments has no handler; it answers 500 (errorCode 41)',
    );
  });

  it('refuses control calls from addresses other than loopback', async () => {
    await start();
    const remote = await sandbox.app.inject({
      method: 'GET',
      url: '/__sandbox/players',
      remoteAddress: '10.1.2.3',
    });
    expect(remote.statusCode).toBe(403);
    const local = await sandbox.app.inject({
      method: 'GET',
      url: '/__sandbox/players',
      remoteAddress: '127.0.0.1',
    });
    expect(local.statusCode).toBe(200);
  });

  it('validates pushed notifications against the AsyncAPI SocketMessage', async () => {
    await start();
    const invalid = await api.post('/__sandbox/notifications', { username: 'anna', message: { data: 1 } });
    expect(invalid.status).toBe(400);
    expect(errorOf(invalid).errorMessage).toBe('body.message.notificationType is required');
    const unknown = await api.post('/__sandbox/notifications', {
      username: 'nobody',
      message: { notificationType: 'SELF_EXCLUSION' },
    });
    expect(unknown.status).toBe(404);
  });
});
