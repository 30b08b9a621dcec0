import { ok, type Result } from '@lv-casino/core/shared/result.ts';
import { describe, expect, it } from 'vitest';
import { customerFacingFixture } from '../testing/customer-facing.fixture.ts';
import { call } from './call.ts';

const PATH = '/api/v2/customerfacing/config/general';

/** A real SDK client over an in-memory server; `send` runs GET config/general through `call`. */
const fixtureSending = () => {
  const { client, server } = customerFacingFixture();
  return {
    server,
    send: (map: (data: unknown) => Result<unknown, string> = ok) => call(() => client.GET(PATH), map),
  };
};

describe('call', () => {
  it('passes a 2xx body through the mapping', async () => {
    const { server, send } = fixtureSending();
    server.json('GET', PATH, 200, { a: 1 });

    expect(await send()).toEqual({ ok: true, value: { a: 1 } });
  });

  it('reads an ErrorResponse of a non-2xx status into an api failure', async () => {
    const { server, send } = fixtureSending();
    server.json('GET', PATH, 500, { errorCode: 41, errorMessage: 'General server error' });

    expect(await send()).toEqual({
      ok: false,
      error: { kind: 'api', errorCode: 41, httpStatus: 500, errorMessage: 'General server error' },
    });
  });

  it("carries the wait of a 429's Retry-After", async () => {
    const { server, send } = fixtureSending();
    server.on('GET', PATH, () =>
      Response.json(
        { errorCode: -1, errorMessage: 'Too many requests' },
        { status: 429, headers: { 'Retry-After': '30' } },
      ),
    );

    expect(await send()).toMatchObject({ ok: false, error: { httpStatus: 429, retryAfterSeconds: 30 } });
  });

  it('keeps the limit a refusal with code 40 names, its type and period', async () => {
    const { server, send } = fixtureSending();
    server.json('GET', PATH, 400, {
      errorCode: 40,
      errorMessage: 'Responsible limits exceeded',
      responsibleGamingType: 'DEPOSIT',
      responsibleGamingPeriod: 'DAILY',
    });

    expect(await send()).toMatchObject({
      ok: false,
      error: { errorCode: 40, responsibleGamingType: 'DEPOSIT', responsibleGamingPeriod: 'DAILY' },
    });
  });

  it('keeps the request field a refusal names', async () => {
    const { server, send } = fixtureSending();
    server.json('GET', PATH, 400, { errorCode: 57, errorMessage: 'Bad data', field: 'personalNumber' });

    expect(await send()).toMatchObject({ ok: false, error: { errorCode: 57, field: 'personalNumber' } });
  });

  it('gives errorCode -1 for a non-2xx status without an ErrorResponse', async () => {
    const { server, send } = fixtureSending();
    server.on('GET', PATH, () => new Response('<html>Bad gateway</html>', { status: 502 }));

    expect(await send()).toMatchObject({ ok: false, error: { kind: 'api', errorCode: -1, httpStatus: 502 } });
  });

  it('turns a body the mapping rejects into an api failure with errorCode -1 and the reason', async () => {
    const { server, send } = fixtureSending();
    server.json('GET', PATH, 200, { a: 1 });

    expect(await send(() => ({ ok: false, error: 'body.b is not a string' }))).toEqual({
      ok: false,
      error: {
        kind: 'api',
        errorCode: -1,
        httpStatus: 200,
        errorMessage: 'Malformed response: body.b is not a string',
      },
    });
  });

  it('turns a 2xx body that is not JSON into a transport failure', async () => {
    const { server, send } = fixtureSending();
    server.on('GET', PATH, () => new Response('<html>', { status: 200, headers: { 'Content-Length': '6' } }));

    expect(await send()).toEqual({
      ok: false,
      error: { kind: 'transport', message: 'Malformed response: body is not JSON' },
    });
  });

  it('turns a thrown fetch into a transport failure with its message', async () => {
    const { server, send } = fixtureSending();
    server.networkError('GET', PATH, 'Network Error');

    expect(await send()).toEqual({ ok: false, error: { kind: 'transport', message: 'Network Error' } });
  });
});
