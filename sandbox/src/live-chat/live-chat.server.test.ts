import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import { ApiClient, paths, startTestSandbox } from '../testing/sandbox-harness.ts';
import { liveChatBounds } from './live-chat.store.ts';

interface Message {
  readonly id: number;
  readonly from: 'agent' | 'visitor';
  readonly text: string;
  readonly sentAt: string;
}

interface Conversation {
  readonly id: string;
  readonly lang: string;
  readonly messages: Message[];
}

interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
}

const base = '/__sandbox/live-chat';

describe('live chat over HTTP', () => {
  let sandbox: Sandbox;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });

  afterAll(async () => {
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  const call = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const response = await fetch(`${sandbox.url}${base}${path}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    return {
      status: response.status,
      headers: response.headers,
      body: type.includes('json') && text !== '' ? JSON.parse(text) : text,
    };
  };
  const start = async (text = 'Sveiki!', lang = 'lv'): Promise<Conversation> => {
    const answer = await call('POST', '/conversations', { lang, text });
    expect(answer.status).toBe(201);
    return answer.body as Conversation;
  };
  const messagesOf = async (id: string, after = 0): Promise<Message[]> =>
    (
      (await call('GET', `/conversations/${id}/messages?after=${String(after)}`)).body as {
        messages: Message[];
      }
    ).messages;

  it.each([
    ['lv', 'Tiešsaistes tērzēšana', 'Sūtīt'],
    ['en', 'Live chat', 'Send'],
    ['ru', 'Онлайн-чат', 'Отправить'],
  ])('serves the chat page in %s', async (lang, title, send) => {
    const page = await call('GET', `/?lang=${lang}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = page.body as string;
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`"send":"${send}"`);
    // Its inline script runs under the policy of its own blocks' hashes, and only our pages may frame it.
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).toContain("frame-ancestors 'self'");
  });

  it('serves the page in Latvian without a language, and refuses an unknown one with 400', async () => {
    expect((await call('GET', '/')).body).toContain('<html lang="lv">');
    expect((await call('GET', '/?lang=de')).status).toBe(400);
  });

  it('starts a conversation with the greeting in its language, and the agent’s reply reaches the visitor', async () => {
    const conversation = await start('Kā iemaksāt naudu?');
    expect(conversation.messages.map((m) => [m.from, m.text])).toEqual([
      ['agent', 'Labdien! Jūs sarakstāties ar LV Casino atbalsta dienestu. Kā varam palīdzēt?'],
      ['visitor', 'Kā iemaksāt naudu?'],
    ]);

    const reply = await call('POST', `/conversations/${conversation.id}/replies`, {
      text: 'Atveriet profilu un izvēlieties «Iemaksāt».',
    });
    expect(reply.status).toBe(201);
    expect(await messagesOf(conversation.id, 2)).toEqual([
      expect.objectContaining({ id: 3, from: 'agent', text: 'Atveriet profilu un izvēlieties «Iemaksāt».' }),
    ]);

    const more = await call('POST', `/conversations/${conversation.id}/messages`, { text: 'Paldies!' });
    expect(more.body).toMatchObject({ message: { id: 4, from: 'visitor', text: 'Paldies!' } });
    expect((await messagesOf(conversation.id)).map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('lists the conversations for the agent, the most recently active first', async () => {
    const older = await start('older', 'en');
    const newer = await start('newer', 'ru');
    await call('POST', `/conversations/${older.id}/messages`, { text: 'again' });

    const list = (await call('GET', '/conversations')).body as Conversation[];

    expect(list.map((c) => c.id).slice(0, 2)).toEqual([older.id, newer.id]);
    expect(list[1]).toMatchObject({ lang: 'ru', messages: [{ from: 'agent' }, { text: 'newer' }] });
  });

  it('answers the visitor’s calls for any origin (the sandboxed frame’s is null), the agent’s for none', async () => {
    const preflight = await call('OPTIONS', '/conversations', undefined, {
      origin: 'null',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
    const started = await call('POST', '/conversations', { lang: 'en', text: 'Hi' }, { origin: 'null' });
    expect(started.headers.get('access-control-allow-origin')).toBe('*');
    const { id } = started.body as Conversation;
    const read = await call('GET', `/conversations/${id}/messages`, undefined, { origin: 'null' });
    expect(read.headers.get('access-control-allow-origin')).toBe('*');

    const list = await call('GET', '/conversations', undefined, { origin: 'null' });
    const replied = await call('POST', `/conversations/${id}/replies`, { text: 'Hi' }, { origin: 'null' });
    expect([
      list.headers.get('access-control-allow-origin'),
      replied.headers.get('access-control-allow-origin'),
    ]).toEqual([null, null]);
  });

  it.each([
    ['no text', { lang: 'lv' }],
    ['an empty text', { lang: 'lv', text: '' }],
    ['only white space', { lang: 'lv', text: ' \n\t ' }],
    ['a text too long', { lang: 'lv', text: 'x'.repeat(liveChatBounds.messageLength + 1) }],
    ['a text that is not a string', { lang: 'lv', text: 42 }],
    ['an unknown language', { lang: 'de', text: 'Hallo' }],
    ['another field', { lang: 'lv', text: 'Sveiki', name: 'Anna' }],
    ['an array', ['lv', 'Sveiki']],
  ])('refuses a conversation with %s with 400', async (_case, body) => {
    const answer = await call('POST', '/conversations', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errorCode: -1 });
  });

  it('refuses malformed JSON, another media type and a body over 16 KiB', async () => {
    expect((await call('POST', '/conversations', '{"lang":')).status).toBe(400);
    const plain = await fetch(`${sandbox.url}${base}/conversations`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'Hi',
    });
    expect(plain.status).toBe(400);
    await plain.text();
    expect((await call('POST', '/conversations', { lang: 'lv', text: 'x'.repeat(20_000) })).status).toBe(413);
  });

  it('takes exactly the longest text', async () => {
    const longest = 'ā'.repeat(liveChatBounds.messageLength);
    expect((await start(longest)).messages[1]?.text).toBe(longest);
  });

  it('refuses a malformed conversation id or query with 400 and an unknown conversation with 404', async () => {
    const { id } = await start();
    expect((await call('GET', '/conversations/not-an-id/messages')).status).toBe(400);
    expect((await call('GET', `/conversations/${id}/messages?after=-1`)).status).toBe(400);
    expect((await call('GET', `/conversations/${id}/messages?after=99999999`)).status).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/conversations/${unknown}/messages`)).status).toBe(404);
    expect((await call('POST', `/conversations/${unknown}/messages`, { text: 'Hi' })).status).toBe(404);
    expect((await call('POST', `/conversations/${unknown}/replies`, { text: 'Hi' })).status).toBe(404);
  });

  it('refuses a message beyond the conversation’s bound with 409', async () => {
    const { id } = await start();
    for (let count = 2; count < liveChatBounds.messagesPerConversation; count += 1) {
      await call('POST', `/conversations/${id}/replies`, { text: `#${String(count)}` });
    }
    const refused = await call('POST', `/conversations/${id}/messages`, { text: 'one too many' });
    expect(refused.status).toBe(409);
    expect(await messagesOf(id)).toHaveLength(liveChatBounds.messagesPerConversation);
  });

  it('keeps at most its bound of conversations, and still answers after a burst of them', async () => {
    const burst = liveChatBounds.conversations + 20;
    await Promise.all(Array.from({ length: burst }, () => start('burst', 'en')));
    const list = (await call('GET', '/conversations')).body as Conversation[];
    expect(list).toHaveLength(liveChatBounds.conversations);
    expect((await call('GET', `/conversations/${list[0]?.id ?? ''}/messages`)).status).toBe(200);
    expect((await start('after the burst')).messages).toHaveLength(2);
  });

  describe('as the general config names it', () => {
    const frameSources = (policy: string | null): string | undefined =>
      policy
        ?.split('; ')
        .find((directive) => directive.startsWith('frame-src '))
        ?.slice('frame-src '.length);

    it('is this page, on the site’s own origin, which the web app’s policy lets it frame', async () => {
      const api = new ApiClient(sandbox.url);
      const general = await api.get(paths.generalConfig);
      const { liveChatUrl } = general.body as { liveChatUrl: string };

      const page = await fetch(new URL(`${liveChatUrl}?lang=en`, sandbox.url));

      expect([
        liveChatUrl,
        page.status,
        frameSources(general.headers.get('content-security-policy')),
      ]).toEqual(['/__sandbox/live-chat/', 200, "'self'"]);
    });

    it('lets the web app frame a provider’s chat on another origin once the operator names it', async () => {
      const api = new ApiClient(sandbox.url);
      const before = sandbox.state.generalConfig;
      try {
        const patched = await api.request(
          'PATCH',
          '/__sandbox/config/general',
          { liveChatUrl: 'https://chat.provider.example/lv-casino' },
          undefined,
          {},
        );
        const page = await fetch(`${sandbox.url}/lv/casino`);

        expect([patched.status, frameSources(page.headers.get('content-security-policy'))]).toEqual([
          200,
          "'self' https://chat.provider.example",
        ]);
      } finally {
        sandbox.state.generalConfig = before;
      }
    });
  });
});
