import { describe, expect, it } from 'vitest';
import { customerFacingFixture } from '../testing/customer-facing.fixture.ts';
import { RealityCheckHttpAdapter } from './reality-check.http-adapter.ts';

const POPUP_SHOWN = '/api/v1/customerfacing/customers/realilycheck/acknowledge/popup/shown';
const ACKNOWLEDGE = '/api/v1/customerfacing/customers/realityckeck/acknowledge';
const noContent = () => new Response(null, { status: 204 });
const UNAUTHORIZED = { errorCode: 3, errorMessage: 'Unauthorized' };

const setUp = () => {
  const fixture = customerFacingFixture();
  return { ...fixture, adapter: new RealityCheckHttpAdapter(fixture.client) };
};

describe('RealityCheckHttpAdapter', () => {
  describe('popupShown', () => {
    it('posts to the popup-shown path (spelt realilycheck) with the bearer token and no body', async () => {
      const { server, adapter } = setUp();
      server.on('POST', POPUP_SHOWN, noContent);

      const result = await adapter.popupShown();

      const request = server.lastRequest(POPUP_SHOWN);
      expect([result, request?.headers.get('Authorization'), request?.body]).toEqual([
        { ok: true, value: undefined },
        'Bearer access-1',
        '',
      ]);
    });

    it('fails with 3 without a session', async () => {
      const { server, adapter } = setUp();
      server.json('POST', POPUP_SHOWN, 401, UNAUTHORIZED);

      expect(await adapter.popupShown()).toMatchObject({
        ok: false,
        error: { kind: 'api', errorCode: 3, httpStatus: 401 },
      });
    });

    it('fails as a transport failure when the network is down', async () => {
      const { server, adapter } = setUp();
      server.networkError('POST', POPUP_SHOWN);

      expect(await adapter.popupShown()).toEqual({
        ok: false,
        error: { kind: 'transport', message: 'fetch failed' },
      });
    });
  });

  describe('acknowledge', () => {
    it('posts to the acknowledge path (spelt realityckeck) with the bearer token and no body', async () => {
      const { server, adapter } = setUp();
      server.json('POST', ACKNOWLEDGE, 200, { acknowledgeCounter: 1 });

      await adapter.acknowledge();

      const request = server.lastRequest(ACKNOWLEDGE);
      expect([request?.headers.get('Authorization'), request?.body]).toEqual(['Bearer access-1', '']);
    });

    it('answers the new acknowledgement counter', async () => {
      const { server, adapter } = setUp();
      server.json('POST', ACKNOWLEDGE, 200, { acknowledgeCounter: 4 });

      expect(await adapter.acknowledge()).toEqual({ ok: true, value: { acknowledgeCounter: 4 } });
    });

    it('fails an answer without a counter with -1', async () => {
      const { server, adapter } = setUp();
      server.json('POST', ACKNOWLEDGE, 200, {});

      expect(await adapter.acknowledge()).toMatchObject({
        ok: false,
        error: { kind: 'api', errorCode: -1, httpStatus: 200 },
      });
    });

    it('fails with 3 without a session', async () => {
      const { server, adapter } = setUp();
      server.json('POST', ACKNOWLEDGE, 401, UNAUTHORIZED);

      expect(await adapter.acknowledge()).toMatchObject({
        ok: false,
        error: { errorCode: 3, httpStatus: 401 },
      });
    });
  });

  describe('markClosed', () => {
    it('marks the close through the popup-shown call, never the acknowledgement', async () => {
      const { server, adapter } = setUp();
      server.on('POST', POPUP_SHOWN, noContent);

      const result = await adapter.markClosed();

      expect([result.ok, server.requests.map((r) => `${r.method} ${r.url.pathname}`)]).toEqual([
        true,
        [`POST ${POPUP_SHOWN}`],
      ]);
    });

    it('fails with the server’s error code', async () => {
      const { server, adapter } = setUp();
      server.json('POST', POPUP_SHOWN, 500, { errorCode: 41, errorMessage: 'General server error' });

      expect(await adapter.markClosed()).toMatchObject({
        ok: false,
        error: { errorCode: 41, httpStatus: 500 },
      });
    });
  });

  describe('updateInterval', () => {
    const UPDATE = '/api/v1/customerfacing/customers/realitycheck/update';

    it('sends the minutes in the query and succeeds on a 204', async () => {
      const { server, adapter } = setUp();
      server.on('POST', UPDATE, () => new Response(null, { status: 204 }));

      const result = await adapter.updateInterval(45);

      expect([result.ok, server.lastRequest(UPDATE)?.url.search]).toEqual([true, '?interval=45']);
    });
  });
});
