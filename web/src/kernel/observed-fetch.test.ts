import { describe, expect, it } from 'vitest';
import { CallFailures, type CallFailure } from './call-failures.ts';
import { observeCalls } from './observed-fetch.ts';

const request = (): Request => new Request('http://127.0.0.1/api/v1/customerfacing/currentCustomer');

function observed(fetch: (request: Request) => Promise<Response>): {
  send: (request: Request) => Promise<Response>;
  seen: CallFailure[];
} {
  const failures = new CallFailures();
  const seen: CallFailure[] = [];
  failures.listen((failure) => seen.push(failure));
  return { send: observeCalls(fetch, failures), seen };
}

describe('observeCalls', () => {
  it('reports an HTTP 500 with the path of the call', async () => {
    const { send, seen } = observed(() => Promise.resolve(new Response('{}', { status: 500 })));

    await send(request());

    expect(seen).toEqual([
      {
        failure: { kind: 'api', errorCode: -1, httpStatus: 500 },
        call: { path: '/api/v1/customerfacing/currentCustomer' },
      },
    ]);
  });

  it('reports nothing for an answered error the caller handles', async () => {
    const { send, seen } = observed(() => Promise.resolve(new Response('{}', { status: 400 })));

    await send(request());

    expect(seen).toEqual([]);
  });

  it('reports a request without a response and still fails it', async () => {
    const { send, seen } = observed(() => Promise.reject(new TypeError('Failed to fetch')));

    await expect(send(request())).rejects.toThrow('Failed to fetch');
    expect(seen[0]?.failure).toEqual({ kind: 'transport', message: 'TypeError: Failed to fetch' });
  });
});
