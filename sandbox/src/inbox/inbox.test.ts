import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bodyOf,
  carePaths,
  startCareSandbox,
  type CareSandbox,
} from '../player-care/player-care.test-kit.ts';
import { apiHeaders, errorOf, type ApiResponse } from '../testing/sandbox-harness.ts';

interface Thread {
  readonly id: number;
  readonly subject: string;
  readonly inboxThreadStatusType: string;
  readonly inboxMessages: {
    id: number;
    isRead: boolean;
    content: string;
    attachmentFileName: string | null;
  }[];
}

describe('inbox and simple messages', () => {
  let care: CareSandbox;
  let token: string;

  beforeEach(async () => {
    care = await startCareSandbox();
    token = await care.tokenOf('anna');
  });

  afterEach(async () => {
    expect(care.sandbox.violations).toEqual([]);
    await care.close();
  });

  const send = async (form: FormData): Promise<ApiResponse> => {
    const response = await fetch(`${care.sandbox.url}${carePaths.message}`, {
      method: 'POST',
      headers: { ...apiHeaders, authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
  const formOf = (fields: Record<string, string | Blob>, fileName?: string): FormData => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, value, fileName);
    }
    return form;
  };
  const thread = async (id: number): Promise<Thread> =>
    bodyOf<Thread>(await care.api.get(carePaths.thread(id), token));

  it('pages the threads, latest message first, with recordsTotal', async () => {
    const response = await care.api.post(carePaths.threadTable, { draw: 1, start: 0, length: 10 }, token);
    expect(response.body).toMatchObject({ draw: 1, recordsTotal: 3, recordsFiltered: 3 });
    expect(bodyOf<{ data: Thread[] }>(response).data.map((t) => t.id)).toEqual([450, 451, 447]);
  });

  it('filters the threads by state', async () => {
    const response = await care.api.post(
      carePaths.threadTable,
      { draw: 2, start: 0, length: 10, status: 'ARCHIVED' },
      token,
    );
    expect(response.body).toMatchObject({ recordsTotal: 3, recordsFiltered: 1, data: [{ id: 447 }] });
  });

  it('archives threads', async () => {
    expect((await care.api.post(carePaths.archive, { threadIds: [451] }, token)).status).toBe(204);
    expect((await thread(451)).inboxThreadStatusType).toBe('ARCHIVED');
  });

  it('answers 404 for a thread of another customer', async () => {
    expect((await care.api.get(carePaths.thread(452), token)).status).toBe(404);
  });

  it('marks a message read', async () => {
    expect((await care.api.post(carePaths.messageRead(9102), undefined, token)).status).toBe(204);
    expect((await thread(450)).inboxMessages.find((m) => m.id === 9102)?.isRead).toBe(true);
  });

  it('starts a thread named after the first line of a new message', async () => {
    const response = await send(formOf({ message: 'Bonusa noteikumi\nKāds ir apgrozījuma nosacījums?' }));
    expect(response.status).toBe(200);
    const { threadId, message } = bodyOf<{ threadId: number; message: Thread['inboxMessages'][number] }>(
      response,
    );
    expect(message).toMatchObject({ sender: 'CUSTOMER', isRead: true, attachmentFileName: null });
    expect(await thread(threadId)).toMatchObject({
      subject: 'Bonusa noteikumi',
      inboxThreadStatusType: 'ACTIVE',
    });
  });

  it('answers in an existing thread with an attachment, reopening an archived thread', async () => {
    const pdf = new Blob(['%PDF-1.7 izraksts'], { type: 'application/pdf' });
    const response = await send(
      formOf({ message: 'Pielikumā konta izraksts.', threadId: '447', multipartFile: pdf }, 'izraksts.pdf'),
    );
    expect(response.body).toMatchObject({ threadId: 447, message: { attachmentFileName: 'izraksts.pdf' } });
    const reopened = await thread(447);
    expect(reopened.inboxThreadStatusType).toBe('ACTIVE');
    expect(reopened.inboxMessages.at(-1)?.content).toBe('Pielikumā konta izraksts.');
  });

  it('refuses an attachment that is not JPEG, PNG or PDF with 72', async () => {
    const exe = new Blob(['MZ'], { type: 'application/x-msdownload' });
    const response = await send(formOf({ message: 'Fails', multipartFile: exe }, 'setup.exe'));
    expect(response.status).toBe(400);
    expect(errorOf(response).errorCode).toBe(72);
  });

  it('refuses a message without text with 400 and -1', async () => {
    const response = await send(formOf({ threadId: '450' }));
    expect(response.status).toBe(400);
    expect(errorOf(response)).toMatchObject({
      errorCode: -1,
      errorMessage: expect.stringMatching(/message/) as unknown,
    });
  });

  it('serves a simple message and marks it read', async () => {
    expect((await care.api.get(carePaths.simpleMessage(77), token)).body).toMatchObject({ id: 77 });
    expect((await care.api.post(carePaths.simpleRead(77), undefined, token)).status).toBe(204);
  });

  it('answers 404 for a simple message of another customer', async () => {
    expect((await care.api.get(carePaths.simpleMessage(78), token)).status).toBe(404);
  });

  it('refuses the inbox with 4 when inboxMessagesEnabled is off', async () => {
    care.sandbox.state.customerConfig.inboxMessagesEnabled = false;
    const response = await care.api.post(carePaths.threadTable, { draw: 1, start: 0, length: 10 }, token);
    expect(errorOf(response).errorCode).toBe(4);
  });
});
