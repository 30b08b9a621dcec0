import { describe, expect, it } from 'vitest';
import { customerFacingFixture } from '../testing/customer-facing.fixture.ts';
import type { FakeFetch } from '../testing/fake-fetch.ts';
import { jsonResponse } from '../testing/fake-fetch.ts';
import { anInboxMessageDto, anInboxThreadDto, anInboxThreadTableDto } from '../testing/inbox-dto.builders.ts';
import { InboxHttpAdapter } from './inbox.http-adapter.ts';

const INBOX = '/api/v1/customerfacing/customers/messageinbox';
const SEARCH = `${INBOX}/thread/search/fordatatable`;
const ARCHIVE = `${INBOX}/thread/archive`;
const MESSAGE = `${INBOX}/message`;
const SIMPLE = '/api/v1/customerfacing/simpleMessage/77';
const SIMPLE_READ = '/api/v1/customerfacing/customers/simpleMessages/markAsRead';

const setUp = () => {
  const fixture = customerFacingFixture();
  return { ...fixture, adapter: new InboxHttpAdapter(fixture.client) };
};

const noContent = () => new Response(null, { status: 204 });

/** Answers `path` with the sent message and keeps the parts of the multipart body it received. */
const receiveParts = (server: FakeFetch) => {
  const received: { parts: FormData | null } = { parts: null };
  server.on('POST', MESSAGE, async (request) => {
    received.parts = await request.formData();
    return jsonResponse(200, { threadId: 451, message: anInboxMessageDto({ id: 9130, sender: 'CUSTOMER' }) });
  });
  return received;
};

const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'izraksts.jpg', { type: 'image/jpeg' });

describe('InboxHttpAdapter', () => {
  it('searches a page of threads with the bearer token, counting draw', async () => {
    const { server, adapter } = setUp();
    server.json('POST', SEARCH, 200, anInboxThreadTableDto());

    await adapter.searchThreads({ start: 0, length: 10 });
    const result = await adapter.searchThreads({ start: 10, length: 10, status: 'ARCHIVED' });

    expect([
      server.requests.map((request) => JSON.parse(request.body) as unknown),
      server.lastRequest(SEARCH)?.headers.get('Authorization'),
      result.ok && result.value.totalCount,
    ]).toEqual([
      [
        { draw: 1, start: 0, length: 10 },
        { draw: 2, start: 10, length: 10, status: 'ARCHIVED' },
      ],
      'Bearer access-1',
      1,
    ]);
  });

  it('fails a search with 4 while the inbox is off', async () => {
    const { server, adapter } = setUp();
    server.json('POST', SEARCH, 400, { errorCode: 4, errorMessage: 'Inbox messages are not enabled' });

    expect(await adapter.searchThreads({ start: 0, length: 10 })).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: 4, httpStatus: 400 },
    });
  });

  it('fails a malformed page as the general error', async () => {
    const { server, adapter } = setUp();
    server.json('POST', SEARCH, 200, { draw: 1 });

    expect(await adapter.searchThreads({ start: 0, length: 10 })).toMatchObject({
      ok: false,
      error: { errorCode: -1 },
    });
  });

  it('archives the threads', async () => {
    const { server, adapter } = setUp();
    server.on('POST', ARCHIVE, noContent);

    const result = await adapter.archiveThreads([450, 451]);

    expect([result, server.lastJsonBody(ARCHIVE)]).toEqual([
      { ok: true, value: undefined },
      { threadIds: [450, 451] },
    ]);
  });

  it('gets one thread by its id', async () => {
    const { server, adapter } = setUp();
    server.json('GET', `${INBOX}/thread/450`, 200, anInboxThreadDto());

    const result = await adapter.getThread(450);

    expect(result.ok && result.value.messages.map((message) => message.id)).toEqual([9101, 9102]);
  });

  describe('sendMessage', () => {
    it('sends a reply as multipart: the text, the thread and the file', async () => {
      const { server, adapter } = setUp();
      const received = receiveParts(server);

      const result = await adapter.sendMessage({ text: 'Paldies! 👍', file: jpeg(), threadId: 451 });

      const file = received.parts?.get('multipartFile') as File;
      expect([
        server
          .lastRequest(MESSAGE)
          ?.headers.get('Content-Type')
          ?.startsWith('multipart/form-data; boundary='),
        server.lastRequest(MESSAGE)?.headers.get('Authorization'),
        received.parts?.get('message'),
        received.parts?.get('threadId'),
        file.name,
        file.type,
        file.size,
        result.ok && result.value.threadId,
      ]).toEqual([true, 'Bearer access-1', 'Paldies! 👍', '451', 'izraksts.jpg', 'image/jpeg', 4, 451]);
    });

    it('sends a new message without thread or file parts', async () => {
      const { server, adapter } = setUp();
      const received = receiveParts(server);

      await adapter.sendMessage({ text: 'Jauns jautājums', file: null, threadId: null });

      expect([...(received.parts?.keys() ?? [])]).toEqual(['message']);
    });

    it('fails with 72 for a file format the server refuses', async () => {
      const { server, adapter } = setUp();
      server.json('POST', MESSAGE, 400, { errorCode: 72, errorMessage: 'File format not allowed' });

      expect(await adapter.sendMessage({ text: 'Sveiki', file: jpeg(), threadId: null })).toMatchObject({
        ok: false,
        error: { errorCode: 72 },
      });
    });

    it('throws for an attachment that is not a File (a bug)', () => {
      const { adapter } = setUp();
      const file = { name: 'x.jpg', type: 'image/jpeg', size: 1 };

      expect(() => adapter.sendMessage({ text: 'Sveiki', file, threadId: null })).toThrow(TypeError);
    });
  });

  it('marks an inbox message read', async () => {
    const { server, adapter } = setUp();
    server.on('POST', `${INBOX}/message/9102/read`, noContent);

    expect(await adapter.markMessageRead(9102)).toEqual({ ok: true, value: undefined });
  });

  it('gets a simple message', async () => {
    const { server, adapter } = setUp();
    server.json('GET', SIMPLE, 200, { id: 77, content: '<p>Sveiki</p>' });

    expect(await adapter.getSimpleMessage(77)).toEqual({
      ok: true,
      value: { id: 77, content: '<p>Sveiki</p>' },
    });
  });

  it('marks a simple message read by its id in the query', async () => {
    const { server, adapter } = setUp();
    server.on('POST', SIMPLE_READ, noContent);

    const result = await adapter.markSimpleMessageRead(77);

    expect([result, server.lastRequest(SIMPLE_READ)?.url.searchParams.get('messageId')]).toEqual([
      { ok: true, value: undefined },
      '77',
    ]);
  });

  it('answers a call without a response as a transport failure', async () => {
    const { server, adapter } = setUp();
    server.networkError('GET', SIMPLE);

    expect(await adapter.getSimpleMessage(77)).toEqual({
      ok: false,
      error: { kind: 'transport', message: 'fetch failed' },
    });
  });
});
