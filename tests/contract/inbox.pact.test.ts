import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { InboxHttpAdapter } from '@lv-casino/adapters/http/inbox.http-adapter.ts';
import { BEARER_FROM_PROVIDER_STATE, pactClient, JSON_RESPONSE } from './pact-client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const { boolean, eachLike, equal, fromProviderState, integer, regex, string } = MatchersV3;

/** An ISO 8601 date-time with an offset (the sandbox writes Riga time, e.g. +02:00). */
const DATE_TIME = String.raw`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$`;

const INBOX = '/api/v1/customerfacing/customers/messageinbox';
const PRIVATE = { ...CLIENT_HEADERS, Authorization: BEARER_FROM_PROVIDER_STATE };
const PRIVATE_JSON = { ...PRIVATE, 'Content-Type': 'application/json' };
const USERNAME = 'pact.inbox';
const THREAD = {
  given: 'a player has an inbox thread with an unread answer',
  params: { username: USERNAME },
};
const ANNA = 'player anna is logged in with her seeded inbox';

/** The boundary of the multipart bodies the pact records (the consumer's own is random; see MULTIPART). */
const BOUNDARY = 'lv-casino-inbox-pact';
/** The Content-Type of a multipart request: any boundary (the mock server compares the parts). */
const MULTIPART = regex('^multipart/form-data; ?boundary=.+$', `multipart/form-data; boundary=${BOUNDARY}`);

/** The first bytes of a JPEG: enough for the sandbox, which checks a file's content, not its name. */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const TEXT = new TextEncoder().encode('Šis nav attēls.\n');

/** A text field (as FormData writes a string) or a file part. */
type Part =
  | { readonly name: string; readonly value: string }
  | {
      readonly name: string;
      readonly fileName: string;
      readonly contentType: string;
      readonly bytes: Uint8Array<ArrayBuffer>;
    };

/** A multipart/form-data body as the web's FormData writes it. */
const multipartBody = (parts: readonly Part[]): Buffer =>
  Buffer.concat([
    ...parts.flatMap((part) =>
      'value' in part
        ? [
            Buffer.from(
              `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
            ),
          ]
        : [
            Buffer.from(
              `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
                `Content-Type: ${part.contentType}\r\n\r\n`,
            ),
            Buffer.from(part.bytes),
            Buffer.from('\r\n'),
          ],
    ),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);

type RequestBuilder = Parameters<
  NonNullable<Parameters<ReturnType<ReturnType<typeof createPact>['addInteraction']>['withRequest']>[2]>
>[0];

/**
 * A private multipart request whose parts are `parts`. A binary body gets a content-type rule on the
 * whole body (`$`), which Pact also applies to each text field; each text field gets its own equality
 * rule, so the mock server compares its value.
 */
const multipartRequest = (request: RequestBuilder, parts: readonly Part[]) =>
  request
    .headers({ ...PRIVATE, 'Content-Type': MULTIPART })
    .body('multipart/form-data', multipartBody(parts))
    .matchingRules({
      body: parts.flatMap((part) =>
        'value' in part ? [{ path: `$.${part.name}`, rules: [equal(part.value)] }] : [],
      ),
    });

const adapterFor = (baseUrl: string) => new InboxHttpAdapter(pactClient(baseUrl, { signedIn: true }));

const refusal = (errorCode: number, errorMessage: string) => ({
  errorCode,
  errorMessage: string(errorMessage),
});

/** The thread of the state, as the mapper reads it: the player's message with a PDF, then the answer. */
const stateThread = {
  id: integer(460),
  subject: string('Sveiki, nosūtīju bankas izrakstu.'),
  inboxThreadStatusType: regex('^(ACTIVE|ARCHIVED)$', 'ACTIVE'),
  lastMessageAt: regex(DATE_TIME, '2026-11-21T10:13:00.000+02:00'),
  inboxMessages: [
    {
      id: integer(9130),
      content: string('Sveiki, nosūtīju bankas izrakstu.'),
      sender: 'CUSTOMER',
      createdAt: regex(DATE_TIME, '2026-11-21T10:12:00.000+02:00'),
      isRead: boolean(true),
      attachmentFileName: string('izraksts.pdf'),
    },
    {
      id: integer(1009130),
      content: string('Labdien! Paldies, izraksts saņemts.'),
      sender: 'OPERATOR',
      createdAt: regex(DATE_TIME, '2026-11-21T10:13:00.000+02:00'),
      isRead: boolean(false),
      attachmentFileName: null,
    },
  ],
};

const THREAD_VALUE = {
  id: 460,
  subject: 'Sveiki, nosūtīju bankas izrakstu.',
  status: 'ACTIVE',
  lastMessageAt: Date.UTC(2026, 10, 21, 8, 13),
  messages: [
    {
      id: 9130,
      content: 'Sveiki, nosūtīju bankas izrakstu.',
      sender: 'CUSTOMER',
      createdAt: Date.UTC(2026, 10, 21, 8, 12),
      isRead: true,
      attachmentFileName: 'izraksts.pdf',
    },
    {
      id: 1009130,
      content: 'Labdien! Paldies, izraksts saņemts.',
      sender: 'OPERATOR',
      createdAt: Date.UTC(2026, 10, 21, 8, 13),
      isRead: false,
      attachmentFileName: null,
    },
  ],
};

describe('searchInboxThreadsForTable (POST customers/messageinbox/thread/search/fordatatable, private)', () => {
  const PATH = `${INBOX}/thread/search/fordatatable`;

  it('answers a page of threads with recordsTotal', async () => {
    const result = await createPact()
      .addInteraction()
      .given(THREAD.given, THREAD.params)
      .uponReceiving('a request for the first page of inbox threads')
      .withRequest('POST', PATH, (request) =>
        request.headers(PRIVATE_JSON).jsonBody({ draw: integer(1), start: 0, length: 10 }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          draw: integer(1),
          recordsTotal: integer(1),
          recordsFiltered: integer(1),
          data: eachLike(stateThread),
        }),
      )
      .executeTest((server) => adapterFor(server.url).searchThreads({ start: 0, length: 10 }));

    expect(result).toEqual({ ok: true, value: { threads: [THREAD_VALUE], totalCount: 1, filteredCount: 1 } });
  });

  it('fails with error code 4 while the inbox is switched off', async () => {
    const result = await createPact()
      .addInteraction()
      .given('the inbox is switched off', { username: USERNAME })
      .uponReceiving('a request for inbox threads while the inbox is switched off')
      .withRequest('POST', PATH, (request) =>
        request.headers(PRIVATE_JSON).jsonBody({ draw: integer(1), start: 0, length: 10 }),
      )
      .willRespondWith(400, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(4, 'Inbox messages are not enabled')),
      )
      .executeTest((server) => adapterFor(server.url).searchThreads({ start: 0, length: 10 }));

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 4, httpStatus: 400 } });
  });
});

describe('archiveInboxThreads (POST customers/messageinbox/thread/archive, private)', () => {
  it('archives the thread', async () => {
    const result = await createPact()
      .addInteraction()
      .given(THREAD.given, THREAD.params)
      .uponReceiving('a request to archive an inbox thread')
      .withRequest('POST', `${INBOX}/thread/archive`, (request) =>
        request.headers(PRIVATE_JSON).jsonBody({ threadIds: [fromProviderState('${threadId}', 460)] }),
      )
      .willRespondWith(204)
      .executeTest((server) => adapterFor(server.url).archiveThreads([460]));

    expect(result).toEqual({ ok: true, value: undefined });
  });
});

describe('getInboxThread (GET customers/messageinbox/thread/{threadId}, private)', () => {
  it('answers the thread with its messages', async () => {
    const result = await createPact()
      .addInteraction()
      .given(THREAD.given, THREAD.params)
      .uponReceiving('a request for an inbox thread')
      .withRequest(
        'GET',
        fromProviderState(`${INBOX}/thread/\${threadId}`, `${INBOX}/thread/460`),
        (request) => request.headers(PRIVATE),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(stateThread))
      .executeTest((server) => adapterFor(server.url).getThread(460));

    expect(result).toEqual({ ok: true, value: THREAD_VALUE });
  });

  it('fails with error code -1 for a thread that is not the player’s', async () => {
    const result = await createPact()
      .addInteraction()
      .given(THREAD.given, THREAD.params)
      .uponReceiving('a request for an inbox thread of another player')
      .withRequest('GET', `${INBOX}/thread/450`, (request) => request.headers(PRIVATE))
      .willRespondWith(404, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(-1, 'No inbox thread 450')),
      )
      .executeTest((server) => adapterFor(server.url).getThread(450));

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: -1, httpStatus: 404 } });
  });
});

describe('sendInboxMessage (POST customers/messageinbox/message, multipart, private)', () => {
  const PATH = `${INBOX}/message`;
  const sentMessage = (content: string, attachmentFileName: string | null) => ({
    id: integer(9131),
    content: string(content),
    sender: 'CUSTOMER',
    createdAt: regex(DATE_TIME, '2026-11-21T10:12:00.000+02:00'),
    isRead: true,
    attachmentFileName,
  });

  it('answers a reply with a photo in the thread', async () => {
    const result = await createPact()
      .addInteraction()
      .given(ANNA)
      .uponReceiving('a reply with a JPEG photo in anna’s payout thread')
      .withRequest('POST', PATH, (request) =>
        multipartRequest(request, [
          { name: 'message', value: 'Paldies, skaidrs!' },
          { name: 'threadId', value: '451' },
          { name: 'multipartFile', fileName: 'izraksts.jpg', contentType: 'image/jpeg', bytes: JPEG },
        ]),
      )
      .willRespondWith(200, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ threadId: 451, message: sentMessage('Paldies, skaidrs!', 'izraksts.jpg') }),
      )
      .executeTest((server) =>
        adapterFor(server.url).sendMessage({
          text: 'Paldies, skaidrs!',
          file: new File([JPEG], 'izraksts.jpg', { type: 'image/jpeg' }),
          threadId: 451,
        }),
      );

    expect(result).toMatchObject({
      ok: true,
      value: {
        threadId: 451,
        message: {
          id: 9131,
          content: 'Paldies, skaidrs!',
          sender: 'CUSTOMER',
          attachmentFileName: 'izraksts.jpg',
        },
      },
    });
  });

  it('answers a new thread for a message without one', async () => {
    const result = await createPact()
      .addInteraction()
      .given(ANNA)
      .uponReceiving('a new inbox message without a thread or a file')
      .withRequest('POST', PATH, (request) =>
        multipartRequest(request, [{ name: 'message', value: 'Kā nomainīt e-pastu?' }]),
      )
      .willRespondWith(200, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ threadId: integer(461), message: sentMessage('Kā nomainīt e-pastu?', null) }),
      )
      .executeTest((server) =>
        adapterFor(server.url).sendMessage({ text: 'Kā nomainīt e-pastu?', file: null, threadId: null }),
      );

    expect(result).toMatchObject({
      ok: true,
      value: { threadId: 461, message: { attachmentFileName: null } },
    });
  });

  it('fails with error code 72 for a file that is not a JPEG, PNG or PDF', async () => {
    const result = await createPact()
      .addInteraction()
      .given(ANNA)
      .uponReceiving('a new inbox message with a text file')
      .withRequest('POST', PATH, (request) =>
        multipartRequest(request, [
          { name: 'message', value: 'Pielikumā piezīmes.' },
          { name: 'multipartFile', fileName: 'piezimes.txt', contentType: 'text/plain', bytes: TEXT },
        ]),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody(refusal(72, 'File format not allowed: piezimes.txt (JPEG, PNG or PDF only)')),
      )
      .executeTest((server) =>
        adapterFor(server.url).sendMessage({
          text: 'Pielikumā piezīmes.',
          file: new File([TEXT], 'piezimes.txt', { type: 'text/plain' }),
          threadId: null,
        }),
      );

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 72, httpStatus: 400 } });
  });
});

describe('markInboxMessageRead (POST customers/messageinbox/message/{messageId}/read, private)', () => {
  it('marks the message read', async () => {
    const result = await createPact()
      .addInteraction()
      .given(THREAD.given, THREAD.params)
      .uponReceiving('a request to mark an unread inbox message read')
      .withRequest(
        'POST',
        fromProviderState(`${INBOX}/message/\${messageId}/read`, `${INBOX}/message/1009130/read`),
        (request) => request.headers(PRIVATE),
      )
      .willRespondWith(204)
      .executeTest((server) => adapterFor(server.url).markMessageRead(1009130));

    expect(result).toEqual({ ok: true, value: undefined });
  });
});

describe('getSimpleMessage (GET simpleMessage/{messageId}, private)', () => {
  it('answers the message with its HTML content', async () => {
    const result = await createPact()
      .addInteraction()
      .given(ANNA)
      .uponReceiving('a request for anna’s simple message')
      .withRequest('GET', '/api/v1/customerfacing/simpleMessage/77', (request) => request.headers(PRIVATE))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          id: 77,
          content: string('<p>Piektdien Jūs gaida <strong>bezmaksas griezieni</strong>.</p>'),
        }),
      )
      .executeTest((server) => adapterFor(server.url).getSimpleMessage(77));

    expect(result).toEqual({
      ok: true,
      value: { id: 77, content: '<p>Piektdien Jūs gaida <strong>bezmaksas griezieni</strong>.</p>' },
    });
  });

  it('fails with error code -1 for a message that is not the player’s', async () => {
    const result = await createPact()
      .addInteraction()
      .given(ANNA)
      .uponReceiving('a request for a simple message of another player')
      .withRequest('GET', '/api/v1/customerfacing/simpleMessage/78', (request) => request.headers(PRIVATE))
      .willRespondWith(404, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(-1, 'No simple message 78')),
      )
      .executeTest((server) => adapterFor(server.url).getSimpleMessage(78));

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: -1, httpStatus: 404 } });
  });
});

describe('markSimpleMessageRead (POST customers/simpleMessages/markAsRead?messageId, private)', () => {
  it('marks the message read', async () => {
    const result = await createPact()
      .addInteraction()
      .given(ANNA)
      .uponReceiving('a request to mark anna’s simple message read')
      .withRequest('POST', '/api/v1/customerfacing/customers/simpleMessages/markAsRead', (request) =>
        request.headers(PRIVATE).query({ messageId: '77' }),
      )
      .willRespondWith(204)
      .executeTest((server) => adapterFor(server.url).markSimpleMessageRead(77));

    expect(result).toEqual({ ok: true, value: undefined });
  });
});
