import { describe, expect, it } from 'vitest';
import { answerEarly, EARLY_RESPONSE_TTL_MS, type EarlyRequest } from './early-responses.ts';

const CONFIG_URL = 'http://localhost/api/v2/customerfacing/config/general';
const TRANSLATIONS_URL =
  'http://localhost/api/v2/customerfacing/cftranslations/language/lv/category/multiple';

/** An early call of index.html, sent at `at`, whose answer is `response` (a text body saying "early"). */
function earlyRequest(overrides: Partial<EarlyRequest> = {}): EarlyRequest {
  return {
    method: 'GET',
    url: CONFIG_URL,
    body: null,
    at: 0,
    response: Promise.resolve(new Response('early')),
    ...overrides,
  };
}

/** A fetch that answers "network" and counts its calls. */
function network() {
  const sent: string[] = [];
  return {
    sent,
    fetch: (request: Request) => {
      sent.push(`${request.method} ${request.url}`);
      return Promise.resolve(new Response('network'));
    },
  };
}

const textOf = async (response: Promise<Response>): Promise<string> => (await response).text();

const post = (url: string, body: string): Request =>
  new Request(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });

describe('answerEarly', () => {
  it('answers the request index.html sent with its early answer', async () => {
    const { fetch } = network();
    const send = answerEarly([earlyRequest()], fetch, () => 100);

    expect(await textOf(send(new Request(CONFIG_URL)))).toBe('early');
  });

  it('sends nothing over the network for a request answered early', async () => {
    const { fetch, sent } = network();
    await answerEarly([earlyRequest()], fetch, () => 100)(new Request(CONFIG_URL));

    expect(sent).toEqual([]);
  });

  it('answers early once: the same request again goes to the network', async () => {
    const { fetch } = network();
    const send = answerEarly([earlyRequest()], fetch, () => 100);
    await send(new Request(CONFIG_URL));

    expect(await textOf(send(new Request(CONFIG_URL)))).toBe('network');
  });

  it('answers a POST early only when its body is the one index.html sent', async () => {
    const { fetch } = network();
    const early = earlyRequest({ method: 'POST', url: TRANSLATIONS_URL, body: '["GENERAL"]' });
    const send = answerEarly([early], fetch, () => 100);

    expect([
      await textOf(send(post(TRANSLATIONS_URL, '["SEO"]'))),
      await textOf(send(post(TRANSLATIONS_URL, '["GENERAL"]'))),
    ]).toEqual(['network', 'early']);
  });

  it('sends another URL or method to the network', async () => {
    const { fetch } = network();
    const send = answerEarly([earlyRequest()], fetch, () => 100);

    expect([
      await textOf(send(new Request(`${CONFIG_URL}?x=1`))),
      await textOf(send(post(CONFIG_URL, '{}'))),
    ]).toEqual(['network', 'network']);
  });

  it(`asks the network once an early answer is older than ${String(EARLY_RESPONSE_TTL_MS)} ms`, async () => {
    const { fetch } = network();
    const send = answerEarly([earlyRequest({ at: 1000 })], fetch, () => 1001 + EARLY_RESPONSE_TTL_MS);

    expect(await textOf(send(new Request(CONFIG_URL)))).toBe('network');
  });

  it('asks the network when the early call got no response', async () => {
    const { fetch } = network();
    const failed = earlyRequest({ response: Promise.reject(new TypeError('Failed to fetch')) });
    const send = answerEarly([failed], fetch, () => 100);

    expect(await textOf(send(new Request(CONFIG_URL)))).toBe('network');
  });

  it('takes an answer index.html sent after the app’s client was made', async () => {
    const { fetch } = network();
    const early: EarlyRequest[] = [];
    const send = answerEarly(early, fetch, () => 100);
    early.push(earlyRequest());

    expect(await textOf(send(new Request(CONFIG_URL)))).toBe('early');
  });

  it('sends everything to the network when index.html sent nothing', async () => {
    const { fetch } = network();

    expect(await textOf(answerEarly(undefined, fetch, () => 0)(new Request(CONFIG_URL)))).toBe('network');
  });
});
