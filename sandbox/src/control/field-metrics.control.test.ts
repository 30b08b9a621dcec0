import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import { ApiClient, errorOf, startTestSandbox } from '../testing/sandbox-harness.ts';
import { maxFieldMetricsPerRequest } from './field-metrics.control.ts';
import type { FieldMetricInput } from './field-metrics.store.ts';

const path = '/__sandbox/field-metrics';

/** A metric as the web's beacon sends it; a good LCP on a phone's lobby unless told. */
const metricOf = (overrides: Partial<Record<keyof FieldMetricInput | 'token', unknown>> = {}) => ({
  name: 'LCP',
  value: 1830.5,
  rating: 'good',
  page: '/lv/casino',
  device: 'mobile',
  ...overrides,
});

describe('control API: field metrics', () => {
  let sandbox: Sandbox;
  let api: ApiClient;
  const clock = { now: Date.parse('2026-12-01T10:00:00Z') };

  const send = (body: unknown) => api.post(path, body);
  const sendText = (text: string, contentType: string) =>
    fetch(`${sandbox.url}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body: text });
  const listed = async () => (await api.get(path)).body as Record<string, unknown>[];

  beforeEach(async () => {
    clock.now = Date.parse('2026-12-01T10:00:00Z');
    sandbox = await startTestSandbox({ now: () => clock.now });
    api = new ApiClient(sandbox.url);
  });

  afterEach(async () => {
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  it('lists a received metric with the time it arrived', async () => {
    expect((await send([metricOf()])).status).toBe(204);

    expect(await listed()).toEqual([{ ...metricOf(), receivedAt: '2026-12-01T10:00:00.000Z' }]);
  });

  it('lists the newest first, across and within requests', async () => {
    await send([metricOf({ name: 'TTFB', value: 120 })]);
    clock.now += 1000;
    await send([metricOf({ name: 'LCP' }), metricOf({ name: 'CLS', value: 0.01 })]);

    expect((await listed()).map((metric) => metric['name'])).toEqual(['CLS', 'LCP', 'TTFB']);
  });

  it('keeps the last 100', async () => {
    for (let batch = 0; batch < 3; batch++) {
      await send(Array.from({ length: 40 }, (_, index) => metricOf({ value: batch * 40 + index })));
    }

    const metrics = await listed();
    expect(metrics).toHaveLength(100);
    expect([metrics[0]?.['value'], metrics.at(-1)?.['value']]).toEqual([119, 20]);
  });

  it('takes a beacon of text/plain holding the JSON array', async () => {
    const response = await sendText(JSON.stringify([metricOf()]), 'text/plain;charset=UTF-8');

    expect(response.status).toBe(204);
    expect(await listed()).toHaveLength(1);
  });

  it('refuses malformed JSON in a text/plain body with 400', async () => {
    const response = await sendText('[{"name":', 'text/plain');

    expect(response.status).toBe(400);
    expect(((await response.json()) as { errorMessage: string }).errorMessage).toContain('not valid JSON');
    expect(await listed()).toEqual([]);
  });

  it.each([
    ['an object, not an array', metricOf(), 'body must be array'],
    ['an empty array', [], 'body must NOT have fewer than 1 items'],
    [
      'more metrics than one request may carry',
      Array.from({ length: maxFieldMetricsPerRequest + 1 }, () => metricOf()),
      'body must NOT have more than 50 items',
    ],
  ])('refuses %s with 400', async (_case, body, message) => {
    const response = await send(body);

    expect(response.status).toBe(400);
    expect(errorOf(response).errorMessage).toBe(message);
    expect(await listed()).toEqual([]);
  });

  it.each([
    ['an unknown metric', { name: 'FCP' }, 'body[1].name must be one of LCP, INP, CLS, TTFB'],
    ['a negative value', { value: -1 }, 'body[1].value must be >= 0'],
    ['a value that is not a number', { value: '1200' }, 'body[1].value must be number'],
    ['a value that is not finite (null in JSON)', { value: null }, 'body[1].value must be number'],
    ['an unknown rating', { rating: 'ok' }, 'body[1].rating must be one of good, needs-improvement, poor'],
    ['a page that is not a path', { page: 'https://x.lv/lv' }, 'body[1].page must match pattern "^/"'],
    [
      'a page longer than 300 characters',
      { page: `/${'a'.repeat(300)}` },
      'body[1].page must NOT have more than 300 characters',
    ],
    ['an unknown device', { device: 'tablet' }, 'body[1].device must be one of desktop, mobile'],
    ['another field', { token: 'secret' }, 'body[1].token is not allowed'],
  ])('refuses a request with %s with 400 and keeps none of its metrics', async (_case, bad, message) => {
    const response = await send([metricOf({ name: 'TTFB' }), metricOf(bad)]);

    expect(response.status).toBe(400);
    expect(errorOf(response).errorMessage).toBe(message);
    expect(await listed()).toEqual([]);
  });

  it('refuses a metric without its device with 400', async () => {
    const { device: _device, ...withoutDevice } = metricOf();

    const response = await send([withoutDevice]);

    expect(response.status).toBe(400);
    expect(errorOf(response).errorMessage).toBe('body[0].device is required');
  });

  it('refuses a body of another media type with 400', async () => {
    const response = await sendText('name=LCP', 'application/x-www-form-urlencoded');

    expect(response.status).toBe(400);
    expect(await listed()).toEqual([]);
  });

  it('keeps the API refusing text/plain bodies', async () => {
    const response = await fetch(`${sandbox.url}/api/v2/customerfacing/login`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });

    expect(response.status).toBe(400);
    await response.text();
  });

  it('forgets every metric on DELETE', async () => {
    await send([metricOf()]);

    await api.request('DELETE', path, undefined, undefined, {});

    expect(await listed()).toEqual([]);
  });
});
