import { beforeEach, describe, expect, it } from 'vitest';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { createSimpleMessage } from '../testing/inbox.builder.ts';
import { FakeInboxPort } from '../testing/inbox-port.fake.ts';
import { LoadSimpleMessageUseCase } from './load-simple-message.use-case.ts';
import { MarkSimpleMessageReadUseCase } from './mark-simple-message-read.use-case.ts';

let port: FakeInboxPort;

beforeEach(() => {
  port = new FakeInboxPort();
});

describe('LoadSimpleMessageUseCase', () => {
  it('answers the message', async () => {
    const outcome = await new LoadSimpleMessageUseCase(port, new FakeErrorCatalogue()).execute(77);

    expect(outcome).toEqual({ kind: 'message', message: createSimpleMessage() });
  });

  it('describes a message that could not be loaded', async () => {
    const outcome = await new LoadSimpleMessageUseCase(port, new FakeErrorCatalogue()).execute(78);

    expect(outcome).toMatchObject({ kind: 'failed', error: { code: -1 } });
  });
});

describe('MarkSimpleMessageReadUseCase', () => {
  it('marks the message read', async () => {
    const outcome = await new MarkSimpleMessageReadUseCase(port, new FakeErrorCatalogue()).execute(77);

    expect(outcome).toEqual({ kind: 'read' });
    expect(port.readSimpleMessages).toEqual(new Set([77]));
  });

  it('describes a refusal', async () => {
    port.failures.markSimpleMessageRead = createApiFailure(3);

    const outcome = await new MarkSimpleMessageReadUseCase(port, new FakeErrorCatalogue()).execute(77);

    expect(outcome).toMatchObject({ kind: 'failed', error: { code: 3 } });
  });
});
