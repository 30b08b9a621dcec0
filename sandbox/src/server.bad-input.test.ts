import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from './server.ts';
import { ApiClient, apiHeaders, errorOf, paths, startTestSandbox } from './testing/sandbox-harness.ts';

describe('bad input never crashes the sandbox', () => {
  let sandbox: Sandbox;
  let api: ApiClient;

  const raw = async (path: string, init: RequestInit): Promise<{ status: number; body: unknown }> => {
    const response = await fetch(`${sandbox.url}${path}`, {
      ...init,
      headers: { ...apiHeaders, ...(init.headers as Record<string, string>) },
    });
    const text = await response.text();
    return { status: response.status, body: JSON.parse(text) as unknown };
  };

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    api = new ApiClient(sandbox.url);
  }, 30_000);

  afterAll(async () => {
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  it('answers an oversized JSON body with 413 and an ErrorResponse', async () => {
    const body = JSON.stringify({ username: 'a'.repeat(1024 * 1024 + 10), password: 'x', rememberme: false });
    const response = await raw(paths.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      errorCode: -1,
      errorMessage: 'Request body too large: the limit is 1048576 bytes (1 MiB)',
    });
  });

  const form = (size: number): FormData => {
    const data = new FormData();
    data.append('file', new Blob([new Uint8Array(size)]), 'passport.jpg');
    return data;
  };

  it('answers an upload to an operation that takes JSON with 400 and an ErrorResponse', async () => {
    const response = await raw(paths.login, { method: 'POST', body: form(1024) });
    expect(response.status).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorCode: -1 });
    expect(errorOf(response).errorMessage).toMatch(
      /^Unsupported media type multipart\/form-data; boundary=.*: \w+ takes application\/json$/,
    );
  });

  it("answers an upload over the operation's 10 MiB with 413 and hands one under it to the handler", async () => {
    const { accessToken } = await api.login('anna');
    const upload = (size: number) =>
      raw('/api/v1/customerfacing/customers/documents', {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}` },
        body: form(size),
      });
    const big = await upload(10 * 1024 * 1024 + 1);
    expect(big.status).toBe(413);
    expect(errorOf(big).errorMessage).toBe(
      'Request body too large: the limit is 10485760 bytes (10 MiB) for multipart/form-data of uploadKycDocument',
    );
    // Zero bytes are no JPEG: the handler's own refusal (72) shows that the body got through.
    const small = await upload(2 * 1024 * 1024);
    expect([small.status, errorOf(small).errorCode]).toEqual([400, 72]);
  });

  it('answers a wrong content type with 400 and an ErrorResponse', async () => {
    const response = await raw(paths.login, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'username=anna',
    });
    expect(response.status).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorCode: -1 });
    expect(errorOf(response).errorMessage).toContain('Unsupported media type text/plain');
  });

  it('takes an empty chunked body without a media type as no body', async () => {
    const response = await fetch(
      `${sandbox.url}/api/v1/customerfacing/customers/forgotPassword?username=anna`,
      {
        method: 'POST',
        headers: apiHeaders,
        body: new ReadableStream({
          start: (controller) => {
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit,
    );
    expect(response.status).toBe(204);
  });

  it('answers a chunked body without a media type with 400 and an ErrorResponse', async () => {
    const response = await raw(paths.login, {
      method: 'POST',
      body: new ReadableStream({
        start: (controller) => {
          controller.enqueue(new TextEncoder().encode('username=anna'));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(errorOf(response).errorMessage).toContain('Unsupported media type (none)');
  });

  it('keeps serving after a burst of bad requests', async () => {
    const bad: Promise<{ status: number }>[] = [];
    for (let i = 0; i < 20; i++) {
      bad.push(
        raw(paths.login, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' }),
      );
      bad.push(
        api.post(paths.search, { pageStart: 'zero', pageSize: -1, sortAsc: 'no', columnSearches: {} }),
      );
      bad.push(api.get(`/api/v1/customerfacing/unknown/${i}`));
      bad.push(
        raw('/__sandbox/notifications', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '[',
        }),
      );
      bad.push(api.request('PATCH', '/__sandbox/config/general', 'not-an-object', undefined, {}));
      bad.push(api.get(`${paths.balances}?timestamp=yesterday`, 'not-a-token'));
      bad.push(raw(`${paths.categories}?mobile=%ZZ`, { method: 'GET' }));
    }
    const statuses = (await Promise.all(bad)).map((r) => r.status);
    expect(statuses.every((s) => s >= 400 && s < 500)).toBe(true);
    const good = await api.get(paths.generalConfig);
    expect(good.status).toBe(200);
    expect((await api.login('anna')).accessToken).not.toBe('');
  });
});
