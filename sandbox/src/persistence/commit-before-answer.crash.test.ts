import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountPaths, registrationOf } from '../account/account.test-kit.ts';
import { carePaths } from '../player-care/player-care.test-kit.ts';
import { ApiClient, apiHeaders, paths, type ApiResponse } from '../testing/sandbox-harness.ts';
import { startSandboxProcess, type SandboxProcess } from '../testing/sandbox-process.ts';

const password = 'Rudens2026!';
/**
 * Players the load may register (each then sets a limit, writes to support and deposits once): it never
 * gets this far, the kill comes first.
 */
const players = 200;
const workers = 8;
/** Acknowledgements (200s of registrations and settled deposits) before the database stalls. */
const acknowledgedBeforeStall = 60;
/** Answers the sandbox gives while it cannot commit, before it is killed. */
const answersWhileStalled = 20;

interface Acknowledged {
  readonly registered: string[];
  /** username → the cents its settled deposit credited. */
  readonly deposited: Map<string, number>;
  /** username → the amount of the monthly loss limit it set. */
  readonly limited: Map<string, number>;
  /** username → the text of the inbox message it sent. */
  readonly wrote: Map<string, string>;
}

/** sendInboxMessage is a multipart form, which ApiClient (JSON only) does not send. */
async function sendInboxMessage(baseUrl: string, token: string, message: string): Promise<ApiResponse> {
  const form = new FormData();
  form.append('message', message);
  const response = await fetch(`${baseUrl}${carePaths.message}`, {
    method: 'POST',
    headers: { ...apiHeaders, authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : text };
}

interface CashierPage {
  readonly content: readonly { type: string; amount: number; status: string }[];
}
interface Settings {
  readonly limits: readonly { type: string; period: string; amount: number }[];
}
interface ThreadTable {
  readonly data: readonly { inboxMessages: readonly { content: string }[] }[];
}

/** A registration of its own (unique username, email, phone and personal code) for player i. */
function registrationNumber(i: number) {
  return registrationOf({
    username: `crash${i}`,
    email: `crash${i}@example.lv`,
    mobilePhone: `+371210${String(i).padStart(5, '0')}`,
    personalNumber: `32${String(i).padStart(4, '0')}-00000`,
  });
}

describe('commit before answer: kill -9 under load', { timeout: 90_000 }, () => {
  let folder: string;
  let databasePath: string;
  let running: SandboxProcess | undefined;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'sandbox-crash-'));
    databasePath = join(folder, 'players.sqlite');
  });

  afterEach(async () => {
    await running?.kill();
    rmSync(folder, { recursive: true, force: true });
  });

  it('finds every registration, deposit, limit and message it answered 200 after a SIGKILL and a restart', async () => {
    const env = {
      SANDBOX_REGISTRATIONS_PER_IP: '100000',
      SANDBOX_RATE_LIMIT_MAX: '0',
      SANDBOX_WEB_ROOT: folder,
    };
    const first = await startSandboxProcess(databasePath, env);
    running = first;
    const api = new ApiClient(first.url);
    const acknowledged: Acknowledged = {
      registered: [],
      deposited: new Map(),
      limited: new Map(),
      wrote: new Map(),
    };
    // Another connection to the file: once it holds the write lock, the sandbox can no longer commit,
    // like a process whose writes have not reached the file when it dies. An answer that leaves before its
    // commit is then acknowledged and lost; one that waits for its commit is a 500.
    const stall = new DatabaseSync(databasePath, { timeout: 10_000 });
    let stalled = false;
    let answeredWhileStalled = 0;
    let killed: Promise<void> | undefined;
    // Read through a call: the kill happens in `answered`, while a worker awaits.
    const isKilled = (): boolean => killed !== undefined;
    const answered = (status: number): void => {
      if (killed !== undefined) return;
      if (stalled) {
        answeredWhileStalled += 1;
        if (answeredWhileStalled >= answersWhileStalled) killed = first.kill();
        return;
      }
      if (
        status === 200 &&
        acknowledged.registered.length + acknowledged.deposited.size >= acknowledgedBeforeStall
      ) {
        stall.exec('BEGIN EXCLUSIVE');
        stalled = true;
      }
    };
    const playerOf = async (i: number): Promise<void> => {
      // An answer that arrived counts, even one that arrived after the kill was sent.
      const registration = await api.post(accountPaths.register, registrationNumber(i));
      if (registration.status === 200) acknowledged.registered.push(`crash${i}`);
      answered(registration.status);
      if (registration.status !== 200 || isKilled()) return;
      const token = (registration.body as { token: string }).token.split(';')[0] ?? '';
      // A new limit applies at once; it lives in the limits store, not on the player record.
      const limit = 50_000 + i;
      const limited = await api.post(
        carePaths.updateSettings,
        { limits: [{ type: 'LOSS', period: 'MONTHLY', amount: limit }] },
        token,
      );
      if (limited.status === 200) acknowledged.limited.set(`crash${i}`, limit);
      answered(limited.status);
      if (isKilled()) return;
      const message = `Sveiki, vai mans depozīts ${String(i)} ir saņemts?`;
      const wrote = await sendInboxMessage(first.url, token, message);
      if (wrote.status === 200) acknowledged.wrote.set(`crash${i}`, message);
      answered(wrote.status);
      if (isKilled()) return;
      const amount = 1000 + i;
      const init = await api.post(
        `/api/v1/customerfacing/payment/deposit/skrill?amount=${amount}`,
        undefined,
        token,
      );
      answered(init.status);
      if (init.status !== 200 || isKilled()) return;
      const { redirectUrl } = init.body as { redirectUrl: string };
      const settle = await api.post(new URL(redirectUrl).pathname, { outcome: 'success' });
      if (settle.status === 200) acknowledged.deposited.set(`crash${i}`, amount);
      answered(settle.status);
    };
    let next = 0;
    const worker = async (): Promise<void> => {
      while (!isKilled() && next < players) {
        const i = next++;
        // A call the kill cut off was not acknowledged; the worker stops.
        await playerOf(i).catch(() => undefined);
      }
    };
    try {
      await Promise.all(Array.from({ length: workers }, worker));
      await killed;
    } finally {
      if (stall.isTransaction) stall.exec('ROLLBACK');
      stall.close();
    }
    expect(killed, 'the load ended before the kill').toBeDefined();
    expect(acknowledged.registered.length).toBeGreaterThanOrEqual(acknowledgedBeforeStall / 2);
    expect(acknowledged.deposited.size).toBeGreaterThan(0);
    expect(acknowledged.limited.size).toBeGreaterThan(0);
    expect(acknowledged.wrote.size).toBeGreaterThan(0);

    const second = await startSandboxProcess(databasePath, env);
    running = second;
    const again = new ApiClient(second.url);
    const missing: string[] = [];
    for (const username of acknowledged.registered) {
      const login = await again.post(paths.login, { username, password, rememberme: false });
      if (login.status !== 200) {
        missing.push(`registration of ${username}`);
        continue;
      }
      const { accessToken } = login.body as { accessToken: string };
      const balances = await again.get(paths.balances, accessToken);
      const cash = (balances.body as { cashBalance: number }).cashBalance;
      const deposit = acknowledged.deposited.get(username);
      if (deposit !== undefined) {
        if (cash !== deposit) missing.push(`deposit of ${deposit} for ${username} (cash ${cash})`);
        // The cashier history the web's account pages list.
        const history = await again.get(carePaths.history('cashier'), accessToken);
        const entries = (history.body as CashierPage).content;
        if (!entries.some((e) => e.type === 'DEPOSIT' && e.amount === deposit && e.status === 'SUCCESS'))
          missing.push(`cashier entry of the deposit of ${deposit} for ${username}`);
      }
      const limit = acknowledged.limited.get(username);
      if (limit !== undefined) {
        const customer = await again.get(paths.currentCustomer, accessToken);
        const { id } = customer.body as { id: number };
        const settings = await again.get(carePaths.settings(id), accessToken);
        const { limits } = settings.body as Settings;
        if (!limits.some((l) => l.type === 'LOSS' && l.period === 'MONTHLY' && l.amount === limit))
          missing.push(`loss limit of ${limit} for ${username}`);
      }
      const message = acknowledged.wrote.get(username);
      if (message !== undefined) {
        const table = await again.post(carePaths.threadTable, { draw: 1, start: 0, length: 10 }, accessToken);
        const { data } = table.body as ThreadTable;
        if (!data.some((t) => t.inboxMessages.some((m) => m.content === message)))
          missing.push(`inbox message of ${username}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
