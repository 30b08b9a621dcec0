import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { KycHttpAdapter } from '@lv-casino/adapters/http/kyc.http-adapter.ts';
import { BEARER_FROM_PROVIDER_STATE, pactClient, JSON_RESPONSE } from './pact-client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const { eachLike, fromProviderState, integer, regex, string } = MatchersV3;

/** An ISO 8601 date-time with an offset (the sandbox writes UTC with milliseconds). */
const DATE_TIME = String.raw`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$`;
/**
 * The page of an identity service, a web address (the contract's `format: uri`; the sandbox's own page
 * stands in for it). tests/contract/contract-mock.ts accepts this regex for `format: uri` and no other.
 */
const PAGE_URL = String.raw`^https?://\S+$`;

const API = '/api/v1/customerfacing/customers';
const PRIVATE = { ...CLIENT_HEADERS, Authorization: BEARER_FROM_PROVIDER_STATE };
const PRIVATE_JSON = { ...PRIVATE, 'Content-Type': 'application/json' };
const USERNAME = 'pact.kyc';

/** The boundary of the multipart bodies the pact records (the consumer's own is random; see MULTIPART). */
const BOUNDARY = 'lv-casino-kyc-pact';
/**
 * The Content-Type of a multipart request: any boundary (the mock server reads each body by its own
 * boundary and compares the parts: names, file names, types and bytes).
 */
const MULTIPART = regex('^multipart/form-data; ?boundary=.+$', `multipart/form-data; boundary=${BOUNDARY}`);

/** The first bytes of a JPEG: enough for the sandbox, which checks a file's content, not its name. */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const TEXT = new TextEncoder().encode('Šis nav dokuments.\n');

interface Part {
  readonly name: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Uint8Array<ArrayBuffer>;
}

/** A multipart/form-data body as the web's FormData writes it: each part a file with its type. */
const multipartBody = (parts: readonly Part[]): Buffer =>
  Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
          `Content-Type: ${part.contentType}\r\n\r\n`,
      ),
      Buffer.from(part.bytes),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);

/** The JSON part `data` of an upload (the web sends it as a Blob, named blob). */
const dataPart = (data: object): Part => ({
  name: 'data',
  fileName: 'blob',
  contentType: 'application/json',
  bytes: new TextEncoder().encode(JSON.stringify(data)),
});

type RequestBuilder = Parameters<
  NonNullable<Parameters<ReturnType<ReturnType<typeof createPact>['addInteraction']>['withRequest']>[2]>
>[0];

/** A private multipart request whose parts are `parts`. */
const multipartRequest = (request: RequestBuilder, parts: readonly Part[]) =>
  request
    .headers({ ...PRIVATE, 'Content-Type': MULTIPART })
    .body('multipart/form-data', multipartBody(parts));

const fileOf = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string): File =>
  new File([bytes], name, { type });
const ignore = (): void => undefined;
const adapterFor = (baseUrl: string) => new KycHttpAdapter(pactClient(baseUrl, { signedIn: true }));

const refusal = (errorCode: number, errorMessage: string) => ({
  errorCode,
  errorMessage: string(errorMessage),
});

/** The fields of a KycDocument the mapper reads, for a card document (which carries its number). */
const cardDocument = (example: {
  id: number;
  fileName: string;
  status: string;
  rejectionReason: string | null;
}) => ({
  id: integer(example.id),
  fileName: string(example.fileName),
  documentType: string('BANK_CARD'),
  cardNumber: string('5168 44** **** 2290'),
  status: example.status,
  rejectionReason: example.rejectionReason === null ? null : string(example.rejectionReason),
  uploadedAt: regex(DATE_TIME, '2026-11-02T15:45:31.000Z'),
});

describe('getKycDocumentTypes (GET customers/document/types, private)', () => {
  it('answers the types and the field each requires', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a player who is not KYC-verified', { username: USERNAME })
      .uponReceiving('a request for the KYC document types')
      .withRequest('GET', `${API}/document/types`, (request) => request.headers(PRIVATE))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(
          eachLike({
            documentType: string('BANK_CARD'),
            requires: regex('^(NONE|CARD_NUMBER|PAYMENT_ACCOUNT)$', 'CARD_NUMBER'),
          }),
        ),
      )
      .executeTest((server) => adapterFor(server.url).getDocumentTypes());

    expect(result).toEqual({ ok: true, value: [{ documentType: 'BANK_CARD', requires: 'CARD_NUMBER' }] });
  });
});

describe('getCustomerKycDocuments (GET customers/{customerId}/documents, private)', () => {
  it('answers the documents of the logged-in customer', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a player who is not KYC-verified has a rejected card document', { username: USERNAME })
      .uponReceiving('a request for the KYC documents of the logged-in customer')
      .withRequest(
        'GET',
        fromProviderState(`${API}/\${customerId}/documents`, `${API}/1002/documents`),
        (request) => request.headers(PRIVATE),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(
          eachLike(
            cardDocument({
              id: 7101,
              fileName: 'karte.pdf',
              status: 'REJECTED',
              rejectionReason: 'Attēls ir neskaidrs',
            }),
          ),
        ),
      )
      .executeTest((server) => adapterFor(server.url).getCustomerDocuments(1002));

    expect(result).toEqual({
      ok: true,
      value: [
        {
          id: 7101,
          fileName: 'karte.pdf',
          documentType: 'BANK_CARD',
          cardNumber: '5168 44** **** 2290',
          paymentAccount: null,
          status: 'REJECTED',
          rejectionReason: 'Attēls ir neskaidrs',
          uploadedAt: Date.UTC(2026, 10, 2, 15, 45, 31),
        },
      ],
    });
  });

  it('fails with error code 4 for another customer’s documents', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a player who is not KYC-verified', { username: USERNAME })
      .uponReceiving('a request for the KYC documents of another customer')
      .withRequest('GET', `${API}/1001/documents`, (request) => request.headers(PRIVATE))
      .willRespondWith(400, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(4, "Access denied: another customer's documents")),
      )
      .executeTest((server) => adapterFor(server.url).getCustomerDocuments(1001));

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 4, httpStatus: 400 } });
  });
});

describe('searchKycDocuments (POST customers/documents/search, private)', () => {
  it('answers the documents in the review states asked for', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a player who is not KYC-verified has a rejected card document', { username: USERNAME })
      .uponReceiving('a search for the rejected KYC documents')
      .withRequest('POST', `${API}/documents/search`, (request) =>
        request.headers(PRIVATE_JSON).jsonBody({ statuses: ['REJECTED'] }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(
          eachLike(
            cardDocument({
              id: 7101,
              fileName: 'karte.pdf',
              status: 'REJECTED',
              rejectionReason: 'Attēls ir neskaidrs',
            }),
          ),
        ),
      )
      .executeTest((server) => adapterFor(server.url).searchDocuments({ statuses: ['REJECTED'] }));

    expect(result).toMatchObject({ ok: true, value: [{ id: 7101, status: 'REJECTED' }] });
  });
});

describe('uploadKycDocument (POST customers/documents, multipart, private)', () => {
  const CARD = { documentType: 'BANK_CARD', cardNumber: '4571 73** **** 5610' };

  it('answers the stored document, pending review', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a player who is not KYC-verified', { username: USERNAME })
      .uponReceiving('an upload of a JPEG photo of a bank card with its number')
      .withRequest('POST', `${API}/documents`, (request) =>
        multipartRequest(request, [
          { name: 'file', fileName: 'karte.jpg', contentType: 'image/jpeg', bytes: JPEG },
          dataPart(CARD),
        ]),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          id: integer(7101),
          fileName: 'karte.jpg',
          documentType: 'BANK_CARD',
          cardNumber: '4571 73** **** 5610',
          status: 'PENDING',
          rejectionReason: null,
          uploadedAt: regex(DATE_TIME, '2026-11-21T09:05:44.000Z'),
        }),
      )
      .executeTest((server) =>
        adapterFor(server.url).uploadDocument(
          { file: fileOf(JPEG, 'karte.jpg', 'image/jpeg'), ...CARD },
          ignore,
        ),
      );

    expect(result).toEqual({
      ok: true,
      value: {
        id: 7101,
        fileName: 'karte.jpg',
        documentType: 'BANK_CARD',
        cardNumber: '4571 73** **** 5610',
        paymentAccount: null,
        status: 'PENDING',
        rejectionReason: null,
        uploadedAt: Date.UTC(2026, 10, 21, 9, 5, 44),
      },
    });
  });

  it('fails with error code 72 for a file that is not a JPEG, PNG or PDF', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a player who is not KYC-verified', { username: USERNAME })
      .uponReceiving('an upload of a text file as an ID card')
      .withRequest('POST', `${API}/documents`, (request) =>
        multipartRequest(request, [
          { name: 'file', fileName: 'id-karte.txt', contentType: 'text/plain', bytes: TEXT },
          dataPart({ documentType: 'ID_CARD' }),
        ]),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody(refusal(72, 'File format of id-karte.txt is not allowed (JPEG, PNG, PDF only)')),
      )
      .executeTest((server) =>
        adapterFor(server.url).uploadDocument(
          { file: fileOf(TEXT, 'id-karte.txt', 'text/plain'), documentType: 'ID_CARD' },
          ignore,
        ),
      );

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 72, httpStatus: 400 } });
  });
});

describe('runTrueNarrativeVerification (POST customers/verification/truenarrative/run, multipart, private)', () => {
  const PATH = `${API}/verification/truenarrative/run`;
  const imagesRequest = (parts: readonly Part[]) => (request: RequestBuilder) =>
    multipartRequest(request, parts);
  const IMAGES: readonly Part[] = [
    { name: 'images', fileName: 'pase.jpg', contentType: 'image/jpeg', bytes: JPEG },
    { name: 'images', fileName: 'selfie.jpg', contentType: 'image/jpeg', bytes: JPEG },
  ];
  const images = () => [fileOf(JPEG, 'pase.jpg', 'image/jpeg'), fileOf(JPEG, 'selfie.jpg', 'image/jpeg')];

  it('answers the check, pending review, without a page', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a player who is not KYC-verified', { username: USERNAME })
      .uponReceiving('a TrueNarrative check with a photo of the passport and a selfie')
      .withRequest('POST', PATH, imagesRequest(IMAGES))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          provider: 'TRUENARRATIVE',
          reference: string('tn-5521-0007'),
          status: 'PENDING_REVIEW',
          url: null,
        }),
      )
      .executeTest((server) => adapterFor(server.url).runTrueNarrative(images(), ignore));

    expect(result).toEqual({
      ok: true,
      value: { provider: 'TRUENARRATIVE', reference: 'tn-5521-0007', status: 'PENDING_REVIEW', url: null },
    });
  });

  it('fails with error code 72 for an image that is not a JPEG or PNG', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a player who is not KYC-verified', { username: USERNAME })
      .uponReceiving('a TrueNarrative check with a text file as an image')
      .withRequest(
        'POST',
        PATH,
        imagesRequest([{ name: 'images', fileName: 'pase.txt', contentType: 'text/plain', bytes: TEXT }]),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody(refusal(72, 'File format of pase.txt is not allowed (JPEG, PNG only)')),
      )
      .executeTest((server) =>
        adapterFor(server.url).runTrueNarrative([fileOf(TEXT, 'pase.txt', 'text/plain')], ignore),
      );

    expect(result).toMatchObject({ ok: false, error: { errorCode: 72, httpStatus: 400 } });
  });

  it('fails with error code 77 when the identity service fails', async () => {
    const result = await createPact()
      .addInteraction()
      .given('an identity service fails for a player who is not KYC-verified', {
        username: USERNAME,
        operationId: 'runTrueNarrativeVerification',
        errorCode: '77',
      })
      .uponReceiving('a TrueNarrative check the identity service fails with 77')
      .withRequest('POST', PATH, imagesRequest(IMAGES))
      .willRespondWith(400, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(77, 'Identity service failure 77')),
      )
      .executeTest((server) => adapterFor(server.url).runTrueNarrative(images(), ignore));

    expect(result).toMatchObject({ ok: false, error: { errorCode: 77, httpStatus: 400 } });
  });
});

/** The interactions of a service that runs on its own page (Shufti Pro, iDenfy). */
describe.each([
  {
    operationId: 'generateShuftiProVerificationUrl',
    path: `${API}/verification/shuftipro/generateURL`,
    provider: 'SHUFTIPRO',
    name: 'Shufti Pro',
    reference: 'sp-8f31c2',
    url: 'https://app.shuftipro.com/verification/process/8f31c2',
    failure: 75,
    start: (adapter: KycHttpAdapter) => adapter.startShuftiPro(),
  },
  {
    operationId: 'initIdenfyVerification',
    path: `${API}/verification/idenfy/init`,
    provider: 'IDENFY',
    name: 'iDenfy',
    reference: 'idv-2026-11-21-0042',
    url: 'https://ivs.idenfy.com/api/v2/redirect?authToken=Qm8sY2xpZW50',
    failure: 76,
    start: (adapter: KycHttpAdapter) => adapter.initIdenfy(),
  },
] as const)(
  '$operationId (POST, no body, private)',
  ({ operationId, path, provider, name, reference, url, failure, start }) => {
    it('answers the started check and the page to open', async () => {
      const result = await createPact()
        .addInteraction()
        .given('a player who is not KYC-verified', { username: USERNAME })
        .uponReceiving(`an identity check started at ${name}`)
        .withRequest('POST', path, (request) => request.headers(PRIVATE))
        .willRespondWith(200, (response) =>
          response.headers(JSON_RESPONSE).jsonBody({
            provider,
            reference: string(reference),
            status: 'STARTED',
            url: regex(PAGE_URL, url),
          }),
        )
        .executeTest((server) => start(adapterFor(server.url)));

      expect(result).toEqual({ ok: true, value: { provider, reference, status: 'STARTED', url } });
    });

    it(`fails with error code ${String(failure)} when the identity service fails`, async () => {
      const result = await createPact()
        .addInteraction()
        .given('an identity service fails for a player who is not KYC-verified', {
          username: USERNAME,
          operationId,
          errorCode: String(failure),
        })
        .uponReceiving(`an identity check at ${name} that the service fails with ${String(failure)}`)
        .withRequest('POST', path, (request) => request.headers(PRIVATE))
        .willRespondWith(400, (response) =>
          response
            .headers(JSON_RESPONSE)
            .jsonBody(refusal(failure, `Identity service failure ${String(failure)}`)),
        )
        .executeTest((server) => start(adapterFor(server.url)));

      expect(result).toMatchObject({ ok: false, error: { errorCode: failure, httpStatus: 400 } });
    });
  },
);
