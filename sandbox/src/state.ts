import { registrationsPerIp } from './account/registration-limiter.ts';
import { TokenStore } from './auth/token.store.ts';
import { FailureInjector } from './control/failure-injector.ts';
import { OutboxStore } from './control/outbox.store.ts';
import type { CustomerConfig, Game, GeneralConfig } from './dto.ts';
import { RateLimiter, type RateLimit } from './http/rate-limiter.ts';
import { footerPaymentLogos } from './payments/payment-logos.ts';
import { LoginThrottle, type LoginThrottlePolicy } from './auth/login-throttle.ts';
import { PersistedStores } from './persistence/persisted-stores.registry.ts';
import { mergeStoredPlayers, type PlayerDatabase } from './persistence/player.database.ts';
import { generateCatalogue, type CatalogueSize, type CategoryRecord } from './seed/catalogue.seed.ts';
import { loadMessageTable, type MessageTable } from './seed/message-table.ts';
import type { PlayerRecord } from './seed/players.seed.ts';
import { providersOf } from './seed/providers.seed.ts';
import { sportsbookProviderCode } from './sportsbook/sportsbook-provider.ts';

export interface Catalogue {
  /** Games in id order. */
  readonly games: readonly Game[];
  /** Categories in orderNumber order. */
  readonly categories: readonly CategoryRecord[];
  readonly gamesByUniqueId: ReadonlyMap<string, Game>;
}

/**
 * Everything the sandbox remembers, in memory (players and the persisted stores also in SQLite with
 * SANDBOX_DB, see {@link SandboxState.persist}). Tests and the control API may change it directly (flip a
 * config flag, freeze a player); the handlers read it on every call.
 */
export interface SandboxState {
  readonly players: PlayerRecord[];
  generalConfig: GeneralConfig;
  customerConfig: CustomerConfig;
  /**
   * Deposit providers (DepositProviderCode) the label does not offer now: their settings flag is false
   * and their init calls fail. By default the Canadian and Bulgarian methods; tests and tools may change it.
   */
  readonly disabledDepositProviders: Set<string>;
  readonly catalogue: Catalogue;
  readonly messages: MessageTable;
  readonly tokens: TokenStore;
  /** Activation and reset mails and SMS codes the sandbox would have sent; handlers call `outbox.add`. */
  readonly outbox: OutboxStore;
  /** Failures the operator armed for the next calls of an operation (control API). */
  readonly failures: FailureInjector;
  /** Current time in epoch ms. */
  readonly now: () => number;
  /** Registrations one IP address may make within an hour (account-and-session §8 code 54). */
  readonly registrationsPerIp: number;
  /** Calls per client address of the operations whose contract declares a 429 (control API: rate-limit). */
  readonly rateLimiter: RateLimiter;
  /** Consecutive failed password logins per username, from any address (control API: login-throttle). */
  readonly loginThrottle: LoginThrottle;
  /**
   * The stores whose records persist besides the players (wallet, limits, inbox, payment transactions);
   * each attaches itself when created and gets its stored records back.
   */
  readonly persistedStores: PersistedStores;
  /**
   * Commits the changed players and the changed records of the persisted stores to the database
   * (SANDBOX_DB) in one transaction; in memory it only forgets what was touched. Throws when the commit
   * fails. The server calls it before every answer leaves (a failure answers 500) and on close, so
   * handlers just change `players` and the stores.
   */
  persist(): void;
}

export interface StateOptions {
  readonly players: readonly PlayerRecord[];
  readonly catalogueSeed: number;
  /** Size of the generated catalogue. Default 'default'. */
  readonly catalogueSize?: CatalogueSize;
  /** Where players persist; undefined keeps them in memory only. */
  readonly database?: PlayerDatabase;
  readonly accessTokenTtlMs: number;
  readonly refreshTokenTtlMs: number;
  readonly rememberMeRefreshTokenTtlMs: number;
  readonly now: () => number;
  /** Registrations one IP address may make within an hour; default 5. */
  readonly registrationsPerIp?: number;
  /** Calls per client address and window of the rate-limited operations; default 300 a minute. */
  readonly rateLimit?: RateLimit;
  /** Failed logins per username before a wait, and the waits; default 5, then 30 s doubling to 15 min. */
  readonly loginThrottle?: LoginThrottlePolicy;
  /** Most live sessions per player; a login beyond it ends the oldest. Default 10. */
  readonly maxSessionsPerCustomer?: number;
  /** Folder of messages.<lang>.json; default the sandbox's seed folder. */
  readonly messagesDirectory?: string;
}

/**
 * The message tables read so far, by folder: the files are the sandbox's own (and the web's) and do
 * not change while it runs, so a process that starts many sandboxes (the contract tests start one per
 * operation) reads and checks them once instead of walking the web's sources every time.
 */
const messageTables = new Map<string | undefined, MessageTable>();

function messageTableOf(directory: string | undefined): MessageTable {
  const known = messageTables.get(directory);
  if (known !== undefined) return known;
  const table = loadMessageTable(directory === undefined ? {} : { directory });
  messageTables.set(directory, table);
  return table;
}

export function createState(options: StateOptions): SandboxState {
  const size = options.catalogueSize ?? 'default';
  const { games, categories } = generateCatalogue(options.catalogueSeed, size);
  const gamesByUniqueId = new Map<string, Game>();
  for (const game of games) if (game.uniqueGameId !== null) gamesByUniqueId.set(game.uniqueGameId, game);
  const { database } = options;
  const seeded = options.players.map((p) => ({ ...p }));
  const players = database === undefined ? seeded : mergeStoredPlayers(database.load(), seeded);
  database?.sync(players);
  const persistedStores = new PersistedStores(database?.loadDocuments());
  return {
    players,
    generalConfig: defaultGeneralConfig(size),
    customerConfig: defaultCustomerConfig(),
    disabledDepositProviders: new Set(['INTERAC', 'PAYBYVIVACOM']),
    catalogue: { games, categories, gamesByUniqueId },
    messages: messageTableOf(options.messagesDirectory),
    tokens: new TokenStore(options),
    outbox: new OutboxStore(options.now),
    failures: new FailureInjector(),
    now: options.now,
    registrationsPerIp: options.registrationsPerIp ?? registrationsPerIp,
    rateLimiter: new RateLimiter(options.now, options.rateLimit),
    loginThrottle: new LoginThrottle(options.now, options.loginThrottle),
    persistedStores,
    persist: () => {
      if (database !== undefined) database.sync(players, persistedStores.changed());
      persistedStores.committed();
    },
  };
}

/** The player with this username (case-insensitive). */
export function findPlayerByUsername(state: SandboxState, username: string): PlayerRecord | undefined {
  const wanted = username.trim().toLowerCase();
  return state.players.find((p) => p.username.toLowerCase() === wanted);
}

export function findPlayerById(state: SandboxState, id: number): PlayerRecord | undefined {
  return state.players.find((p) => p.id === id);
}

/**
 * The general config of a fresh sandbox; every provider of the catalogue, and the sportsbook widget's
 * provider, is enabled.
 */
export function defaultGeneralConfig(size: CatalogueSize = 'default'): GeneralConfig {
  const codes = [...providersOf(size).map((p) => p.code), sportsbookProviderCode];
  return {
    supportedLanguages: 'lv,en,ru',
    defaultLanguage: 'lv',
    maxBetsAmount: 1_000_000,
    maxBetTransactionAmount: 500_000,
    baseCurrency: 'EUR',
    registrationPasswordFormat: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)\\S{8,32}$',
    registrationUniqueFields: 'username,email,mobilePhone',
    registrationAutoLoginEnabled: true,
    smartIDLoginEnabled: true,
    forgotPasswordSmsVerificationEnabled: false,
    currentIpIsForbidden: false,
    jackpotsFeedTimeout: 180_000,
    instantorEnabled: false,
    sportsbookEnabled: true,
    restrictGameplayKycNotVerified: true,
    gameproviders: { maintenanceMode: [], enabled: [...codes], realMoneyMode: [...codes] },
    // The stand-in chat (src/live-chat/) on the site's own origin, so frame-src 'self' allows it wherever
    // the sandbox is reached (its own port, the web dev server's proxy, a TLS proxy in front of it).
    liveChatUrl: '/__sandbox/live-chat/',
    // The footer's payment methods, drawn by the sandbox's own logo tiles (src/payments/payment-logos.ts).
    paymentLogos: footerPaymentLogos(),
  };
}

export function defaultCustomerConfig(): CustomerConfig {
  return {
    realityCheckEnabled: true,
    realityCheckSecondsToTakeAction: 60,
    realityCheckLogoutOnTimeoutEnabled: true,
    responsibleGamingLimitsEnabled: true,
    selfExcludeEnabled: true,
    inboxMessagesEnabled: true,
  };
}
