import { beforeEach, describe, expect, it } from 'vitest';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { createInboxFile } from '../testing/inbox.builder.ts';
import { FakeInboxPort } from '../testing/inbox-port.fake.ts';
import { INBOX_ERROR_KEYS } from './inbox-message.rule.ts';
import { SendInboxMessageUseCase } from './send-inbox-message.use-case.ts';

let port: FakeInboxPort;
let send: SendInboxMessageUseCase;

beforeEach(() => {
  port = new FakeInboxPort();
  send = new SendInboxMessageUseCase(port, new FakeErrorCatalogue(CONTRACT_ERROR_TABLE));
});

describe('SendInboxMessageUseCase', () => {
  it('sends a reply with its attachment in the thread', async () => {
    const file = createInboxFile();

    const outcome = await send.execute({ text: ' Paldies! ', file, threadId: 450 });

    expect(port.calls).toEqual([{ call: 'sendMessage', draft: { text: 'Paldies!', file, threadId: 450 } }]);
    expect(outcome).toMatchObject({
      kind: 'sent',
      sent: { threadId: 450, message: { content: 'Paldies!', attachmentFileName: 'izraksts.jpg' } },
    });
  });

  it('starts a new thread with a message without one', async () => {
    const outcome = await send.execute({ text: 'Jauns jautājums', file: null, threadId: null });

    expect(outcome).toMatchObject({ kind: 'sent', sent: { threadId: 460 } });
  });

  it('sends nothing when the form is not a message yet', async () => {
    const outcome = await send.execute({ text: '', file: createInboxFile({ size: 0 }), threadId: 450 });

    expect(outcome).toEqual({
      kind: 'invalid',
      errors: { text: INBOX_ERROR_KEYS.textRequired, file: INBOX_ERROR_KEYS.fileEmpty },
    });
    expect(port.calls).toEqual([]);
  });

  it('shows a refused file format (72) by the file', async () => {
    port.failures.sendMessage = createApiFailure(72);

    const outcome = await send.execute({ text: 'Sveiki', file: createInboxFile(), threadId: 450 });

    expect(outcome).toMatchObject({
      kind: 'refused',
      refusal: { target: 'file', error: { code: 72, messageKey: 'errors.api.72' } },
    });
  });

  it('shows any other refusal for the whole form', async () => {
    port.failures.sendMessage = createApiFailure(4);

    const outcome = await send.execute({ text: 'Sveiki', file: null, threadId: 450 });

    expect(outcome).toMatchObject({ kind: 'refused', refusal: { target: 'form', error: { code: 4 } } });
  });
});
