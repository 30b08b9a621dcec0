/**
 * Another front end, outside the workspace, that installed the packed @lv-casino/sdk, core and
 * adapters: it imports their roots only, logs in as the demo player anna, reads the balance and the
 * first page of games, and waits for one notification over STOMP, which it asks the sandbox's operator
 * console to push. It prints a JSON summary. scripts/packages.test.ts copies it into a fresh project,
 * type-checks it with tsc (nodenext, strict) and runs it with Node: `node consumer.ts <sandbox URL>`.
 */
import {
  AuthHttpAdapter,
  CatalogueHttpAdapter,
  CustomerHttpAdapter,
  NotificationsStompAdapter,
} from '@lv-casino/adapters';
import {
  defaultColumnSearches,
  ErrorCatalogueTable,
  formatMinorUnits,
  LoginUseCase,
  RefreshBalanceUseCase,
  type CustomerNotification,
  type SessionTokens,
  type TokenStorePort,
} from '@lv-casino/core';
import { createCustomerFacingClient, errorCatalogue } from '@lv-casino/sdk';

// The consumer project installs no @types/node: the one thing it reads of Node's globals.
declare const process: { readonly argv: readonly string[] };

/** The sandbox's origin, e.g. `http://127.0.0.1:4000`. */
const baseUrl = process.argv[2] ?? '';
if (!baseUrl.startsWith('http')) throw new Error('usage: node consumer.ts <sandbox URL>');
/** Longest wait for the notification, ms. */
const NOTIFICATION_TIMEOUT_MS = 30_000;

let stored: SessionTokens | null = null;
const tokens: TokenStorePort = {
  read: () => stored,
  write: (next) => (stored = next),
  clear: () => (stored = null),
};
const client = createCustomerFacingClient({
  baseUrl,
  clientCode: 'lv-casino-web',
  labelEntryPoint: 'LV',
  tokens,
});
const errors = new ErrorCatalogueTable(errorCatalogue);
const customer = new CustomerHttpAdapter(client);

const login = await new LoginUseCase(new AuthHttpAdapter(client), tokens, customer, errors).execute({
  credentials: { username: 'anna', password: 'Casino2026!', rememberMe: false, credentialCheck: false },
  pendingGame: null,
});
if (login.kind !== 'logged-in') throw new Error(`login failed: ${JSON.stringify(login)}`);

const balance = await new RefreshBalanceUseCase(customer).execute();
if (!balance.ok) throw new Error(`balance failed: ${JSON.stringify(balance.error)}`);

const catalogue = new CatalogueHttpAdapter(client, { baseUrl, defaultLanguage: () => 'lv' });
const games = await catalogue.searchGames({
  pageStart: 0,
  pageSize: 12,
  sortBy: 'id',
  sortAsc: true,
  columnSearches: defaultColumnSearches('desktop'),
  mobile: false,
});
if (!games.ok) throw new Error(`games failed: ${JSON.stringify(games.error)}`);

const notifications = new NotificationsStompAdapter({
  brokerURL: `${baseUrl.replace(/^http/, 'ws')}/ws`,
  tokens,
  refresh: client.refreshSession,
});
// The sandbox may send others first (anna's reality check starts at login): kept, and waited past.
const earlier: string[] = [];
const notification = await new Promise<CustomerNotification>((resolve, reject) => {
  const timer = setTimeout(() => {
    reject(new Error(`no KYC_VERIFIED within ${String(NOTIFICATION_TIMEOUT_MS)} ms`));
  }, NOTIFICATION_TIMEOUT_MS);
  notifications.connect(
    (received) => {
      if (received.notificationType !== 'KYC_VERIFIED') {
        earlier.push(received.notificationType);
        return;
      }
      clearTimeout(timer);
      resolve(received);
    },
    (status) => {
      if (status !== 'connected') return;
      // The sandbox's operator console (loopback only) delivers a message to anna's live subscriptions.
      fetch(`${baseUrl}/__sandbox/notifications`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          username: 'anna',
          message: { notificationType: 'KYC_VERIFIED', data: { kycVerified: 'VERIFIED' } },
        }),
      }).catch(reject);
    },
  );
});
notifications.disconnect();

console.log(
  JSON.stringify({
    user: login.user.username,
    next: login.next.kind,
    balance: formatMinorUnits(balance.value.total, balance.value.currency),
    games: { total: games.value.total, page: games.value.games.map((game) => game.name) },
    notification: { kind: notification.notificationType, data: notification.data, earlier },
  }),
);
