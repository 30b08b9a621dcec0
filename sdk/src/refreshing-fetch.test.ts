import { describe, expect, it } from 'vitest';
import { createRefreshingFetch, refreshTokenPath, type RefreshingFetchOptions } from './refreshing-fetch.ts';
import { FakeApiServer, errorResponse, jsonResponse } from './testing/fake-api.server.ts';
import { FakeSessionBackend } from './testing/fake-session.backend.ts';
import { InMemoryTokenSource } from './testing/in-memory-token.source.ts';

const echoPath = '/api/v1/customerfacing/echo';

function createSubject(overrides: Partial<RefreshingFetchOptions> = {}) {
  const backend = new FakeSessionBackend();
  const server = new FakeApiServer().on('POST', refreshTokenPath, backend.refreshRoute).on(
    'POST',
    echoPath,
    backend.privateRoute((request) => jsonResponse(200, { echoed: request.body })),
  );
  const tokens = new InMemoryTokenSource(backend.issue());
  const refreshingFetch = createRefreshingFetch({
    baseUrl: 'http://sandbox.test',
    headers: { 'X-Client-Code': 'lv-casino-web', 'X-Label-Entry-Point': 'LV' },
    tokens,
    fetch: server.fetch,
    onSessionExpired: () => undefined,
    onUnauthorised: () => undefined,
    ...overrides,
  });
  return { backend, server, tokens, refreshingFetch };
}

function post(body: string, authorization?: string): Request {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (authorization !== undefined) headers.Authorization = authorization;
  return new Request(`http://sandbox.test${echoPath}`, { method: 'POST', headers, body });
}

describe('createRefreshingFetch', () => {
  it('retries a POST with its original body after the refresh', async () => {
    const { backend, tokens, refreshingFetch } = createSubject();
    backend.expire('at-1');
    const response = await refreshingFetch(post('{"pageSize":9999}', 'Bearer at-1'));

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ echoed: '{"pageSize":9999}' });
    expect(tokens.read()?.accessToken).toBe('at-2');
  });

  it('retries a call sent with a token that was refreshed meanwhile, without another refresh', async () => {
    const { backend, server, refreshingFetch } = createSubject();
    backend.expire('at-1');
    await refreshingFetch(post('{}', 'Bearer at-1'));
    const late = await refreshingFetch(post('{"late":true}', 'Bearer at-1'));

    expect(late.status).toBe(200);
    expect(server.requestsTo('POST', refreshTokenPath)).toHaveLength(1);
  });

  it('does not refresh a call that carried no bearer token', async () => {
    const { server, refreshingFetch } = createSubject();
    server.on('POST', echoPath, () => errorResponse(401, 96, 'Access token expired'));
    const response = await refreshingFetch(post('{}'));

    expect(response.status).toBe(401);
    expect(server.requestsTo('POST', refreshTokenPath)).toHaveLength(0);
  });

  it('returns the original 96 response when no tokens are left to refresh with', async () => {
    const { backend, tokens, server, refreshingFetch } = createSubject();
    backend.expire('at-1');
    tokens.clear();
    const response = await refreshingFetch(post('{}', 'Bearer at-1'));

    expect(await response.json()).toEqual({ errorCode: 96, errorMessage: 'Access token expired' });
    expect(server.requestsTo('POST', refreshTokenPath)).toHaveLength(0);
  });

  it('rejects the waiting call when the refresh cannot reach the server', async () => {
    const { backend, server, refreshingFetch } = createSubject();
    backend.expire('at-1');
    server.on('POST', refreshTokenPath, () => Promise.reject(new TypeError('Network Error')));

    await expect(refreshingFetch(post('{}', 'Bearer at-1'))).rejects.toThrow('Network Error');
  });

  it('passes a refresh failure other than 98 to the caller without ending the session', async () => {
    const sessionExpiries: string[] = [];
    const { backend, server, tokens, refreshingFetch } = createSubject({
      onSessionExpired: () => sessionExpiries.push('expired'),
    });
    backend.expire('at-1');
    server.on('POST', refreshTokenPath, () => errorResponse(500, 41, 'General server error'));
    const response = await refreshingFetch(post('{}', 'Bearer at-1'));

    expect(response.status).toBe(500);
    expect(tokens.read()?.accessToken).toBe('at-1');
    expect(sessionExpiries).toEqual([]);
  });
});
