import { describe, expect, it } from 'vitest';
import { createCustomerFacingClient } from './customer-facing.client.ts';
import { refreshTokenPath } from './refreshing-fetch.ts';
import { createUser } from './testing/customer-facing.builders.ts';
import { FakeApiServer, errorResponse, jsonResponse } from './testing/fake-api.server.ts';
import { FakeSessionBackend } from './testing/fake-session.backend.ts';
import { InMemoryTokenSource } from './testing/in-memory-token.source.ts';
import type { SessionTokens } from './token-source.ts';

const currentCustomerPath = '/api/v1/customerfacing/currentCustomer';

/** A token source that, like a second browser tab, learns the pair another holder refreshed to. */
class SharedTokenSource extends InMemoryTokenSource {
  elsewhere: SessionTokens | null = null;
  readonly asked: string[] = [];

  rotatedElsewhere(refreshToken: string): Promise<SessionTokens | null> {
    this.asked.push(refreshToken);
    if (this.elsewhere !== null) this.write(this.elsewhere);
    return Promise.resolve(this.elsewhere);
  }
}

function createSubject<Tokens extends InMemoryTokenSource>(tokens: Tokens) {
  const backend = new FakeSessionBackend();
  const server = new FakeApiServer().on('POST', refreshTokenPath, backend.refreshRoute).on(
    'GET',
    currentCustomerPath,
    backend.privateRoute(() => jsonResponse(200, createUser())),
  );
  tokens.write(backend.issue());
  const expiries: string[] = [];
  const client = createCustomerFacingClient({
    baseUrl: 'http://sandbox.test',
    clientCode: 'lv-casino-web',
    labelEntryPoint: 'LV',
    tokens,
    fetch: server.fetch,
    onSessionExpired: () => expiries.push('expired'),
  });
  return { backend, server, tokens, client, expiries };
}

describe('CustomerFacingClient.refreshSession', () => {
  it('refreshes the tokens and answers the new access token', async () => {
    const { tokens, client } = createSubject(new InMemoryTokenSource());

    const result = await client.refreshSession('at-1');

    expect(result).toEqual({ kind: 'refreshed', accessToken: 'at-2' });
    expect(tokens.read()).toEqual({ accessToken: 'at-2', refreshToken: 'rt-2' });
  });

  it('shares one refresh with the calls that failed with 96 at the same time', async () => {
    const { backend, server, client } = createSubject(new InMemoryTokenSource());
    backend.expire('at-1');

    const [result, call] = await Promise.all([
      client.refreshSession('at-1'),
      client.GET(currentCustomerPath),
    ]);

    expect(result).toEqual({ kind: 'refreshed', accessToken: 'at-2' });
    expect(call.response.status).toBe(200);
    expect(server.requestsTo('POST', refreshTokenPath)).toHaveLength(1);
  });

  it('answers the token of a refresh done since, without another one', async () => {
    const { server, client } = createSubject(new InMemoryTokenSource());
    await client.refreshSession('at-1');

    const late = await client.refreshSession('at-1');

    expect(late).toEqual({ kind: 'refreshed', accessToken: 'at-2' });
    expect(server.requestsTo('POST', refreshTokenPath)).toHaveLength(1);
  });

  it('ends the session on 98: the tokens are cleared and onSessionExpired runs once', async () => {
    const { backend, tokens, client, expiries } = createSubject(new InMemoryTokenSource());
    backend.expireRefreshTokens();

    const result = await client.refreshSession('at-1');

    expect(result).toEqual({ kind: 'ended' });
    expect(tokens.read()).toBeNull();
    expect(expiries).toEqual(['expired']);
  });

  it('tells a refusal other than 98 apart, keeping the tokens', async () => {
    const { server, tokens, client, expiries } = createSubject(new InMemoryTokenSource());
    server.on('POST', refreshTokenPath, () => errorResponse(400, 2, 'Validation error'));

    const result = await client.refreshSession('at-1');

    expect(result).toEqual({ kind: 'refused', status: 400, errorCode: 2 });
    expect(tokens.read()?.accessToken).toBe('at-1');
    expect(expiries).toEqual([]);
  });

  it('tells a server that cannot refresh now apart from a refusal', async () => {
    const { server, client } = createSubject(new InMemoryTokenSource());
    server.on('POST', refreshTokenPath, () => errorResponse(503, -1, 'Unavailable'));

    expect(await client.refreshSession('at-1')).toEqual({ kind: 'unavailable', status: 503 });
  });

  it('answers no-session when no tokens are stored', async () => {
    const { tokens, server, client } = createSubject(new InMemoryTokenSource());
    tokens.clear();

    expect(await client.refreshSession('at-1')).toEqual({ kind: 'no-session' });
    expect(server.requestsTo('POST', refreshTokenPath)).toHaveLength(0);
  });
});

describe('a refresh refused because another holder of the session rotated it first', () => {
  it('carries on with the pair the token source learnt, without ending the session', async () => {
    const { backend, server, tokens, client, expiries } = createSubject(new SharedTokenSource());
    // The other tab refreshed with rt-1 first: the server now refuses rt-1 with 98.
    const otherTab = await server.fetch(
      new Request(`http://sandbox.test${refreshTokenPath}`, {
        method: 'POST',
        body: JSON.stringify({ refreshToken: 'rt-1' }),
      }),
    );
    tokens.elsewhere = (await otherTab.json()) as SessionTokens;
    backend.expire('at-1');

    const call = await client.GET(currentCustomerPath);

    expect(call.response.status).toBe(200);
    expect(tokens.asked).toEqual(['rt-1']);
    expect(tokens.read()).toEqual({ accessToken: 'at-2', refreshToken: 'rt-2' });
    expect(expiries).toEqual([]);
  });

  it('ends the session when no other holder rotated it', async () => {
    const { backend, tokens, client, expiries } = createSubject(new SharedTokenSource());
    backend.expireRefreshTokens();

    const result = await client.refreshSession('at-1');

    expect(result).toEqual({ kind: 'ended' });
    expect(tokens.asked).toEqual(['rt-1']);
    expect(expiries).toEqual(['expired']);
  });
});
