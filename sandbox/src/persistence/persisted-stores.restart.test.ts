import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inboxOf } from '../inbox/inbox.store.ts';
import {
  bodyOf,
  carePaths,
  startCareSandbox,
  type CareSandbox,
} from '../player-care/player-care.test-kit.ts';
import { apiHeaders, type ApiResponse } from '../testing/sandbox-harness.ts';
import { PlayerDatabase } from './player.database.ts';

interface CashierEntry {
  readonly transactionId: number;
  readonly type: string;
  readonly amount: number;
  readonly status: string;
}
interface Settings {
  readonly limits: { type: string; period: string; amount: number }[];
  readonly pendingLimits: { uniqueId: string; type: string; period: string; newAmount: number | null }[];
}
interface Thread {
  readonly id: number;
  readonly inboxThreadStatusType: string;
  readonly inboxMessages: {
    id: number;
    content: string;
    isRead: boolean;
    attachmentFileName: string | null;
  }[];
}

/** The cashier history of the test clock's year (the seeded entries too), on one page. */
const wholeYear = '?dateFrom=2026-01-01&dateTo=2026-11-21&pageSize=100';

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9]);

describe('persisted stores across a restart (SANDBOX_DB)', { timeout: 30_000 }, () => {
  let folder: string;
  let databasePath: string;
  let care: CareSandbox | undefined;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'sandbox-stores-'));
    databasePath = join(folder, 'sandbox.sqlite');
  });

  afterEach(async () => {
    await care?.close();
    care = undefined;
    rmSync(folder, { recursive: true, force: true });
  });

  /** Starts a sandbox on the file and logs anna in. */
  const start = async (): Promise<{ care: CareSandbox; token: string }> => {
    care = await startCareSandbox({ databasePath });
    return { care, token: await care.tokenOf('anna') };
  };
  const restart = async (): Promise<{ care: CareSandbox; token: string }> => {
    await care?.close();
    return start();
  };

  const deposit = async (c: CareSandbox, token: string, amount: number): Promise<number> => {
    const init = await c.api.post(
      `/api/v1/customerfacing/payment/deposit/skrill?amount=${String(amount)}`,
      undefined,
      token,
    );
    expect(init.status).toBe(200);
    return bodyOf<{ paymentTransactionId: number }>(init).paymentTransactionId;
  };
  const settle = (c: CareSandbox, id: number, outcome: string) =>
    c.api.post(`/__sandbox/pay/${String(id)}`, { outcome });
  const cashier = async (c: CareSandbox, token: string): Promise<CashierEntry[]> =>
    bodyOf<{ content: CashierEntry[] }>(await c.api.get(carePaths.history('cashier', wholeYear), token))
      .content;
  const settings = async (c: CareSandbox, token: string): Promise<Settings> =>
    bodyOf<Settings>(await c.api.get(carePaths.settings(1001), token));
  const threads = async (c: CareSandbox, token: string): Promise<Thread[]> =>
    bodyOf<{ data: Thread[] }>(
      await c.api.post(carePaths.threadTable, { draw: 1, start: 0, length: 50 }, token),
    ).data;
  const send = async (
    c: CareSandbox,
    token: string,
    fields: Record<string, string | Blob>,
  ): Promise<ApiResponse> => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, value, 'kvits.jpg');
    }
    const response = await fetch(`${c.sandbox.url}${carePaths.message}`, {
      method: 'POST',
      headers: { ...apiHeaders, authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, headers: response.headers, body: await response.json() };
  };

  it('keeps deposits and their cashier entries, and settles a pending one after the restart', async () => {
    const first = await start();
    const settled = await deposit(first.care, first.token, 2500);
    expect((await settle(first.care, settled, 'success')).status).toBe(200);
    const cancelled = await deposit(first.care, first.token, 3500);
    expect((await settle(first.care, cancelled, 'cancel')).status).toBe(200);
    const open = await deposit(first.care, first.token, 4500);
    const before = await cashier(first.care, first.token);

    const second = await restart();
    expect(await cashier(second.care, second.token)).toEqual(before);
    expect(before.map((e) => [e.amount, e.status])).toEqual(
      expect.arrayContaining([
        [2500, 'SUCCESS'],
        [3500, 'CANCELLED'],
        [4500, 'PENDING'],
      ]),
    );
    // The restored transaction still shares its entry with the cashier history.
    expect((await settle(second.care, open, 'success')).status).toBe(200);
    const after = await cashier(second.care, second.token);
    expect(after.filter((e) => e.amount === 4500).map((e) => e.status)).toEqual(['SUCCESS']);
    expect((await settle(second.care, settled, 'success')).status, 'settled before the restart').toBe(409);
    // New transactions and entries do not reuse the ids of restored ones.
    const next = await deposit(second.care, second.token, 5500);
    expect(next).toBeGreaterThan(Math.max(settled, cancelled, open));
    const ids = (await cashier(second.care, second.token)).map((e) => e.transactionId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps a withdrawal sharing its cashier entry, so cancelling it after the restart shows in the history', async () => {
    const first = await start();
    const withdrawal = await first.care.api.post(
      carePaths.withdraw,
      { methodId: 'BANK_TRANSFER', amount: 5000 },
      first.token,
    );
    const { withdrawalId } = bodyOf<{ withdrawalId: number }>(withdrawal);

    const second = await restart();
    const cancel = await second.care.api.post(
      carePaths.cancelWithdrawal(withdrawalId),
      undefined,
      second.token,
    );
    expect(cancel.body).toMatchObject({ withdrawalId, status: 'CANCELLED' });
    const entries = await cashier(second.care, second.token);
    expect(entries.find((e) => e.type === 'WITHDRAW' && e.amount === 5000)?.status).toBe('CANCELLED');
  });

  it('keeps limits and pending changes, and counts new adjustments on from the restored ones', async () => {
    const first = await start();
    const update = await first.care.api.post(
      carePaths.updateSettings,
      {
        limits: [
          { type: 'PLACE_BET', period: 'DAILY', amount: 40000 },
          { type: 'LOSS', period: 'MONTHLY', amount: 150000 },
        ],
      },
      first.token,
    );
    expect(update.status).toBe(200);
    const before = await settings(first.care, first.token);

    const second = await restart();
    const after = await settings(second.care, second.token);
    expect(after.limits).toEqual(before.limits);
    expect(after.pendingLimits).toEqual(before.pendingLimits);
    expect(after.limits).toContainEqual(
      expect.objectContaining({ type: 'PLACE_BET', period: 'DAILY', amount: 40000 }),
    );
    expect(after.pendingLimits).toContainEqual(
      expect.objectContaining({ type: 'LOSS', period: 'MONTHLY', newAmount: 150000 }),
    );
    await second.care.api.post(
      carePaths.updateSettings,
      { limits: [{ type: 'SESSION_LENGTH', period: 'DAILY', amount: 300 }] },
      second.token,
    );
    const ids = (await settings(second.care, second.token)).pendingLimits.map((p) => p.uniqueId);
    expect(ids).toHaveLength(before.pendingLimits.length + 1);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps sent messages with their attachments, read and archived states and simple messages', async () => {
    const first = await start();
    const sent = await send(first.care, first.token, {
      message: 'Pielikumā maksājuma kvīts.',
      multipartFile: new Blob([jpeg], { type: 'image/jpeg' }),
    });
    expect(sent.status).toBe(200);
    const reply = await send(first.care, first.token, { message: 'Paldies!', threadId: '451' });
    expect(reply.status).toBe(200);
    await first.care.api.post(carePaths.archive, { threadIds: [451] }, first.token);
    expect((await first.care.api.post(carePaths.messageRead(9102), undefined, first.token)).status).toBe(204);
    const simple = await first.care.api.post('/__sandbox/players/anna/simple-messages', {
      content: '<p>Jūsu depozīts ir saņemts.</p>',
    });
    const { id: simpleId } = bodyOf<{ simpleMessage: { id: number } }>(simple).simpleMessage;
    const before = await threads(first.care, first.token);

    const second = await restart();
    expect(await threads(second.care, second.token)).toEqual(before);
    const { threadId } = bodyOf<{ threadId: number }>(sent);
    expect(before.find((t) => t.id === threadId)?.inboxMessages).toEqual([
      expect.objectContaining({ content: 'Pielikumā maksājuma kvīts.', attachmentFileName: 'kvits.jpg' }),
    ]);
    expect(before.find((t) => t.id === 451)).toMatchObject({ inboxThreadStatusType: 'ARCHIVED' });
    expect(before.flatMap((t) => t.inboxMessages).find((m) => m.id === 9102)?.isRead).toBe(true);
    const anna = second.care.sandbox.state.players.find((p) => p.id === 1001);
    if (anna === undefined) throw new Error('no anna');
    const attachment = inboxOf(second.care.sandbox.state)
      .threadsOf(anna)
      .find((t) => t.id === threadId)?.messages[0]?.attachment;
    expect(attachment?.data).toEqual(Buffer.from(jpeg));
    const restoredSimple = await second.care.api.get(carePaths.simpleMessage(simpleId), second.token);
    expect(restoredSimple.body).toEqual({ id: simpleId, content: '<p>Jūsu depozīts ir saņemts.</p>' });
    // New threads and messages get ids above the restored ones.
    const again = await send(second.care, second.token, { message: 'Vēl viens jautājums.' });
    const ids = (await threads(second.care, second.token)).flatMap((t) => t.inboxMessages.map((m) => m.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(bodyOf<{ threadId: number }>(again).threadId).toBeGreaterThan(threadId);
  });

  it('has written every record of every persisted store by the time each answer left', async () => {
    const first = await start();
    const { api } = first.care;
    // Read by another connection while the sandbox runs: a record changed without its store counting
    // it as touched differs here (until a later call happens to touch it, hence a look after each call).
    const unwritten = (): string[] => {
      const stored = new PlayerDatabase(databasePath);
      const rows = new Map(stored.loadDocuments().map((d) => [`${d.kind} ${String(d.key)}`, d.json]));
      stored.close();
      return first.care.sandbox.state.persistedStores
        .all()
        .filter((d) => rows.get(`${d.kind} ${String(d.key)}`) !== d.json)
        .map((d) => `${d.kind} ${String(d.key)}`);
    };
    const steps: [string, () => Promise<unknown>][] = [];
    let failed = 0;
    let cancelled = 0;
    let withdrawalId = 0;
    steps.push(
      ['deposit', async () => (failed = await deposit(first.care, first.token, 2500))],
      ['failure on the payment page', () => settle(first.care, failed, 'failure')],
      ['deposit', async () => (cancelled = await deposit(first.care, first.token, 3500))],
      ['cancel on the payment page', () => settle(first.care, cancelled, 'cancel')],
      [
        'withdrawal',
        async () => {
          const withdrawal = await api.post(
            carePaths.withdraw,
            { methodId: 'BANK_TRANSFER', amount: 5000 },
            first.token,
          );
          withdrawalId = bodyOf<{ withdrawalId: number }>(withdrawal).withdrawalId;
        },
      ],
      [
        'withdrawal cancelled',
        () => api.post(carePaths.cancelWithdrawal(withdrawalId), undefined, first.token),
      ],
      [
        'limit raised',
        () =>
          api.post(
            carePaths.updateSettings,
            { limits: [{ type: 'LOSS', period: 'MONTHLY', amount: 150000 }] },
            first.token,
          ),
      ],
      ['message sent', () => send(first.care, first.token, { message: 'Sveiki!' })],
      ['thread archived', () => api.post(carePaths.archive, { threadIds: [450] }, first.token)],
      ['message read', () => api.post(carePaths.messageRead(9102), undefined, first.token)],
      ['simple message read', () => api.post(carePaths.simpleRead(77), undefined, first.token)],
    );
    const missed: string[] = [];
    for (const [step, call] of steps) {
      await call();
      missed.push(...unwritten().map((record) => `${record} after ${step}`));
    }
    expect(new Set(first.care.sandbox.state.persistedStores.all().map((d) => d.kind))).toEqual(
      new Set(['wallet', 'limits', 'inbox', 'payments']),
    );
    expect(missed).toEqual([]);
  });
});
