import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import { ApiClient, startTestSandbox } from '../testing/sandbox-harness.ts';
import { OutboxStore } from './outbox.store.ts';

describe('OutboxStore', () => {
  it('numbers messages, stamps them and lists the newest first', () => {
    const outbox = new OutboxStore(() => Date.UTC(2026, 0, 2, 3, 4, 5));
    outbox.add({
      kind: 'activation',
      to: 'a@example.lv',
      username: 'anna',
      text: 'Activate',
      link: 'http://x/a',
    });
    outbox.add({ kind: 'sms', to: '+37120000000', username: 'anna', text: 'Code 123456', code: '123456' });
    expect(outbox.list().map((m) => m.id)).toEqual([2, 1]);
    expect(outbox.latest('ANNA', 'sms')).toMatchObject({
      code: '123456',
      sentAt: '2026-01-02T03:04:05.000Z',
    });
  });

  it('keeps only the newest messages beyond its capacity', () => {
    const outbox = new OutboxStore(() => 0, 2);
    for (const text of ['1', '2', '3']) outbox.add({ kind: 'reset', to: 'x', text });
    expect(outbox.list().map((m) => m.text)).toEqual(['3', '2']);
  });
});

describe('control API: outbox', () => {
  let sandbox: Sandbox;
  let api: ApiClient;

  beforeEach(async () => {
    sandbox = await startTestSandbox();
    api = new ApiClient(sandbox.url);
  });

  afterEach(async () => {
    await sandbox.close();
  });

  it('lists what handlers added, filtered by player and kind, and empties it', async () => {
    sandbox.state.outbox.add({
      kind: 'reset',
      to: 'anna@example.lv',
      username: 'anna',
      text: 'Reset',
      link: '/r/1',
    });
    sandbox.state.outbox.add({ kind: 'sms', to: '+371', username: 'janis', text: 'Code', code: '4242' });
    const janis = await api.get('/__sandbox/outbox?username=janis&kind=sms');
    expect(janis.body).toEqual([expect.objectContaining({ code: '4242', to: '+371' })]);
    expect((await api.get('/__sandbox/outbox')).body).toHaveLength(2);
    expect((await api.get('/__sandbox/outbox?kind=fax')).status).toBe(400);
    await api.request('DELETE', '/__sandbox/outbox', undefined, undefined, {});
    expect((await api.get('/__sandbox/outbox')).body).toEqual([]);
  });
});
