import type { UploadProgress } from '@lv-casino/core/kyc/kyc.ts';
import { createCustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { describe, expect, it } from 'vitest';
import { SessionStorageTokenStore } from '../browser/session-storage.token-store.ts';
import { BASE_URL, customerFacingFixture, SIGNED_IN_TOKENS } from '../testing/customer-facing.fixture.ts';
import { FakeFetch, jsonResponse } from '../testing/fake-fetch.ts';
import { FakeXhr, type FakeXhrOptions } from '../testing/fake-xhr.ts';
import { InMemoryStorage } from '../testing/in-memory.storage.ts';
import { aKycDocumentDto, anIdentitySessionDto } from '../testing/kyc-dto.builders.ts';
import { KycHttpAdapter } from './kyc.http-adapter.ts';

const API = '/api/v1/customerfacing/customers';
const TYPES = `${API}/document/types`;
const SEARCH = `${API}/documents/search`;
const UPLOAD = `${API}/documents`;
const TRUE_NARRATIVE = `${API}/verification/truenarrative/run`;
const SHUFTI_PRO = `${API}/verification/shuftipro/generateURL`;
const IDENFY = `${API}/verification/idenfy/init`;
const REFRESH = '/api/v2/customerfacing/token/refresh';

const jpeg = (name = 'karte.jpg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], name, { type: 'image/jpeg' });
const ignore = (): void => undefined;
const card = (file: File = jpeg()) => ({
  file,
  documentType: 'BANK_CARD',
  cardNumber: '4571 73** **** 5610',
});

/** The adapter over the in-memory server; with `xhr`, uploads go by a FakeXhr to the same server. */
const setUp = (xhr?: Omit<FakeXhrOptions, 'fetch'>) => {
  const fixture = customerFacingFixture();
  const xhrs: FakeXhr[] = [];
  const createXhr = () => {
    const created = new FakeXhr({ fetch: fixture.server.fetch, ...xhr });
    xhrs.push(created);
    return created;
  };
  const adapter = new KycHttpAdapter(fixture.client, xhr === undefined ? {} : { createXhr });
  return { ...fixture, adapter, xhrs };
};

/** Answers `path` with `body` and keeps the parts of the multipart body it received (bytes intact). */
const receiveParts = (server: FakeFetch, path: string, body: unknown) => {
  const received: { parts: FormData | null } = { parts: null };
  server.on('POST', path, async (request) => {
    received.parts = await request.formData();
    return jsonResponse(200, body);
  });
  return received;
};

describe('KycHttpAdapter', () => {
  it('loads the document types with the bearer token', async () => {
    const { server, adapter } = setUp();
    server.json('GET', TYPES, 200, [{ documentType: 'BANK_CARD', requires: 'CARD_NUMBER' }]);

    const result = await adapter.getDocumentTypes();

    expect([result, server.lastRequest(TYPES)?.headers.get('Authorization')]).toEqual([
      { ok: true, value: [{ documentType: 'BANK_CARD', requires: 'CARD_NUMBER' }] },
      'Bearer access-1',
    ]);
  });

  it('lists the documents of the customer asked for', async () => {
    const { server, adapter } = setUp();
    server.json('GET', `${API}/1002/documents`, 200, [aKycDocumentDto({ id: 7004 })]);

    const result = await adapter.getCustomerDocuments(1002);

    expect(result.ok && result.value.map((document) => document.id)).toEqual([7004]);
  });

  it('fails another customer’s documents with 4', async () => {
    const { server, adapter } = setUp();
    server.json('GET', `${API}/1001/documents`, 400, { errorCode: 4, errorMessage: 'Access denied' });

    expect(await adapter.getCustomerDocuments(1001)).toMatchObject({ ok: false, error: { errorCode: 4 } });
  });

  it('searches the documents of the review states asked for', async () => {
    const { server, adapter } = setUp();
    server.json('POST', SEARCH, 200, []);

    await adapter.searchDocuments({ statuses: ['REJECTED'] });

    expect(server.lastJsonBody(SEARCH)).toEqual({ statuses: ['REJECTED'] });
  });

  it('searches every document with an empty filter', async () => {
    const { server, adapter } = setUp();
    server.json('POST', SEARCH, 200, []);

    await adapter.searchDocuments({});

    expect(server.lastJsonBody(SEARCH)).toEqual({});
  });

  describe('uploadDocument', () => {
    it('sends the file and the JSON part data as multipart with the bearer token', async () => {
      const { server, adapter } = setUp();
      const received = receiveParts(server, UPLOAD, aKycDocumentDto({ id: 7101, status: 'PENDING' }));

      await adapter.uploadDocument(card(), ignore);

      const file = received.parts?.get('file') as File;
      const data = received.parts?.get('data') as File;
      expect([
        server.lastRequest(UPLOAD)?.headers.get('Authorization'),
        file.name,
        file.type,
        file.size,
        data.type,
        JSON.parse(await data.text()),
      ]).toEqual([
        'Bearer access-1',
        'karte.jpg',
        'image/jpeg',
        8,
        'application/json',
        { documentType: 'BANK_CARD', cardNumber: '4571 73** **** 5610' },
      ]);
    });

    it('answers the stored document', async () => {
      const { server, adapter } = setUp();
      server.json(
        'POST',
        UPLOAD,
        200,
        aKycDocumentDto({ id: 7101, fileName: 'karte.jpg', status: 'PENDING' }),
      );

      const result = await adapter.uploadDocument(card(), ignore);

      expect(result.ok && [result.value.id, result.value.fileName, result.value.status]).toEqual([
        7101,
        'karte.jpg',
        'PENDING',
      ]);
    });

    it('fails a file the server does not take with 72', async () => {
      const { server, adapter } = setUp();
      server.json('POST', UPLOAD, 400, { errorCode: 72, errorMessage: 'File format is not allowed' });

      expect(await adapter.uploadDocument(card(), ignore)).toMatchObject({
        ok: false,
        error: { kind: 'api', errorCode: 72, httpStatus: 400 },
      });
    });

    it('refuses a file that is not a Blob: a bug', () => {
      const { adapter } = setUp();

      expect(() =>
        adapter.uploadDocument(
          { file: { name: 'a.jpg', type: 'image/jpeg', size: 1 }, documentType: 'ID_CARD' },
          ignore,
        ),
      ).toThrow(TypeError);
    });
  });

  describe('uploadDocument by XMLHttpRequest', () => {
    it('tells the progress of the body', async () => {
      const { server, adapter } = setUp({ progress: [0.25, 1] });
      server.json('POST', UPLOAD, 200, aKycDocumentDto());
      const told: UploadProgress[] = [];

      await adapter.uploadDocument(card(), (progress) => told.push(progress));

      const total = told[0]?.totalBytes ?? 0;
      expect([told.length, total > 8, told.map((p) => p.sentBytes)]).toEqual([
        2,
        true,
        [Math.round(total / 4), total],
      ]);
    });

    it('tells no progress the browser cannot measure', async () => {
      const { server, adapter } = setUp({ uncomputable: true });
      server.json('POST', UPLOAD, 200, aKycDocumentDto());
      const told: UploadProgress[] = [];

      await adapter.uploadDocument(card(), (progress) => told.push(progress));

      expect(told).toEqual([]);
    });

    it('sends the client headers and the bearer token, never in the URL', async () => {
      const { server, adapter, xhrs } = setUp({});
      server.json('POST', UPLOAD, 200, aKycDocumentDto());

      await adapter.uploadDocument(card(), ignore);

      const sent = xhrs[0]?.sent;
      expect([
        sent?.method,
        sent?.url,
        sent?.headers.get('Authorization'),
        sent?.headers.get('X-Client-Code'),
        sent?.headers.get('X-Label-Entry-Point'),
        sent?.headers.get('Content-Type')?.startsWith('multipart/form-data; boundary='),
      ]).toEqual(['POST', `${BASE_URL}${UPLOAD}`, 'Bearer access-1', 'lv-casino-web', 'LV', true]);
    });

    it('sends the same multipart body as fetch would', async () => {
      const { server, adapter } = setUp({});
      const received = receiveParts(server, UPLOAD, aKycDocumentDto());

      await adapter.uploadDocument(card(), ignore);

      const file = received.parts?.get('file') as File;
      const data = received.parts?.get('data') as File;
      expect([file.name, file.size, JSON.parse(await data.text())]).toEqual([
        'karte.jpg',
        8,
        { documentType: 'BANK_CARD', cardNumber: '4571 73** **** 5610' },
      ]);
    });

    it('answers the stored document once, without a second send', async () => {
      const { server, adapter } = setUp({});
      server.json('POST', UPLOAD, 200, aKycDocumentDto({ id: 7101 }));

      const result = await adapter.uploadDocument(card(), ignore);

      expect([result.ok && result.value.id, server.requests.length]).toEqual([7101, 1]);
    });

    it('answers 72 from the XMLHttpRequest without sending again', async () => {
      const { server, adapter } = setUp({});
      server.json('POST', UPLOAD, 400, { errorCode: 72, errorMessage: 'File format is not allowed' });

      const result = await adapter.uploadDocument(card(), ignore);

      expect([result, server.requests.length]).toMatchObject([{ ok: false, error: { errorCode: 72 } }, 1]);
    });

    it('answers a server error without sending again', async () => {
      const { server, adapter } = setUp({});
      server.json('POST', UPLOAD, 500, { errorCode: 41, errorMessage: 'Server error' });

      const result = await adapter.uploadDocument(card(), ignore);

      expect([result, server.requests.length]).toMatchObject([
        { ok: false, error: { errorCode: 41, httpStatus: 500 } },
        1,
      ]);
    });

    it('lets the client refresh an expired token and send again', async () => {
      const { server, adapter, tokens } = setUp({});
      server.on('POST', UPLOAD, (request) =>
        request.headers.get('Authorization') === 'Bearer access-2'
          ? jsonResponse(200, aKycDocumentDto({ id: 7101 }))
          : jsonResponse(401, { errorCode: 96, errorMessage: 'Access token expired' }),
      );
      server.json('POST', REFRESH, 200, { accessToken: 'access-2', refreshToken: 'refresh-2' });

      const result = await adapter.uploadDocument(card(), ignore);

      expect([
        result.ok && result.value.id,
        tokens.read()?.accessToken,
        server.requests.map((r) => r.url.pathname),
      ]).toEqual([7101, 'access-2', [UPLOAD, UPLOAD, REFRESH, UPLOAD]]);
    });

    it('lets the client end the session on 3', async () => {
      const server = new FakeFetch();
      const tokens = new SessionStorageTokenStore({ storage: new InMemoryStorage() });
      tokens.write(SIGNED_IN_TOKENS);
      let unauthorised = 0;
      const client = createCustomerFacingClient({
        baseUrl: BASE_URL,
        clientCode: 'lv-casino-web',
        labelEntryPoint: 'LV',
        tokens,
        fetch: server.fetch,
        onUnauthorised: () => {
          unauthorised += 1;
        },
      });
      const adapter = new KycHttpAdapter(client, { createXhr: () => new FakeXhr({ fetch: server.fetch }) });
      server.json('POST', UPLOAD, 401, { errorCode: 3, errorMessage: 'Unauthorized' });

      const result = await adapter.uploadDocument(card(), ignore);

      expect([result, unauthorised]).toMatchObject([{ ok: false, error: { errorCode: 3 } }, 1]);
    });

    it.each([
      ['error', 'Network Error'],
      ['abort', 'Request aborted'],
      ['timeout', 'timeout exceeded'],
    ] as const)('fails an upload that ends in %s as a transport failure', async (outcome, message) => {
      const { adapter, server } = setUp({ outcome });

      const result = await adapter.uploadDocument(card(), ignore);

      expect([result, server.requests.length]).toEqual([
        { ok: false, error: { kind: 'transport', message } },
        0,
      ]);
    });
  });

  describe('runTrueNarrative', () => {
    it('sends every image in the part images', async () => {
      const { server, adapter } = setUp();
      const received = receiveParts(
        server,
        TRUE_NARRATIVE,
        anIdentitySessionDto({ provider: 'TRUENARRATIVE', url: null }),
      );

      await adapter.runTrueNarrative([jpeg('priekša.jpg'), jpeg('selfie.jpg')], ignore);

      expect((received.parts?.getAll('images') ?? []).map((image) => (image as File).name)).toEqual([
        'priekša.jpg',
        'selfie.jpg',
      ]);
    });

    it('answers the check under review', async () => {
      const { server, adapter } = setUp({ progress: [1] });
      server.json(
        'POST',
        TRUE_NARRATIVE,
        200,
        anIdentitySessionDto({
          provider: 'TRUENARRATIVE',
          reference: 'tn-1',
          status: 'PENDING_REVIEW',
          url: null,
        }),
      );
      const told: UploadProgress[] = [];

      const result = await adapter.runTrueNarrative([jpeg()], (progress) => told.push(progress));

      expect([result, told.length]).toEqual([
        {
          ok: true,
          value: { provider: 'TRUENARRATIVE', reference: 'tn-1', status: 'PENDING_REVIEW', url: null },
        },
        1,
      ]);
    });

    it('fails an identity service failure with its code', async () => {
      const { server, adapter } = setUp();
      server.json('POST', TRUE_NARRATIVE, 400, { errorCode: 77, errorMessage: 'Identity service failed' });

      expect(await adapter.runTrueNarrative([jpeg()], ignore)).toMatchObject({
        ok: false,
        error: { errorCode: 77 },
      });
    });
  });

  describe('the services with a page', () => {
    it('starts a Shufti Pro check and answers its page', async () => {
      const { server, adapter } = setUp();
      server.json(
        'POST',
        SHUFTI_PRO,
        200,
        anIdentitySessionDto({ provider: 'SHUFTIPRO', url: 'https://app.shuftipro.com/v/1' }),
      );

      const result = await adapter.startShuftiPro();

      expect([result.ok && result.value.url, server.lastRequest(SHUFTI_PRO)?.body]).toEqual([
        'https://app.shuftipro.com/v/1',
        '',
      ]);
    });

    it('starts an iDenfy check and answers its page', async () => {
      const { server, adapter } = setUp();
      server.json('POST', IDENFY, 200, anIdentitySessionDto());

      const result = await adapter.initIdenfy();

      expect(result.ok && result.value.provider).toBe('IDENFY');
    });

    it('fails a check answered by another service with -1', async () => {
      const { server, adapter } = setUp();
      server.json('POST', IDENFY, 200, anIdentitySessionDto({ provider: 'SHUFTIPRO' }));

      expect(await adapter.initIdenfy()).toMatchObject({
        ok: false,
        error: { errorCode: -1, httpStatus: 200 },
      });
    });

    it('fails an identity service failure with its code', async () => {
      const { server, adapter } = setUp();
      server.json('POST', SHUFTI_PRO, 400, { errorCode: 75, errorMessage: 'Identity service unavailable' });

      expect(await adapter.startShuftiPro()).toMatchObject({ ok: false, error: { errorCode: 75 } });
    });
  });
});
