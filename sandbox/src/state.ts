import { TokenStore } from './auth/token.store.ts';
import type { CustomerConfig, Game, GeneralConfig } from './dto.ts';
import { generateCatalogue, type CategoryRecord } from './seed/catalogue.seed.ts';
import { loadMessageTable, type MessageTable } from './seed/message-table.ts';
import type { PlayerRecord } from './seed/players.seed.ts';
import { providers } from './seed/providers.seed.ts';

export interface Catalogue {
  /** Games in id order. */
  readonly games: readonly Game[];
  /** Categories in orderNumber order. */
  readonly categories: readonly CategoryRecord[];
  readonly gamesByUniqueId: ReadonlyMap<string, Game>;
}

/**
 * Everything the sandbox remembers, in memory. Tests and the control API may change it directly (flip a
 * config flag, freeze a player); the handlers read it on every call.
 */
export interface SandboxState {
  readonly players: PlayerRecord[];
  generalConfig: GeneralConfig;
  customerConfig: CustomerConfig;
  readonly catalogue: Catalogue;
  readonly messages: MessageTable;
  readonly tokens: TokenStore;
  /** Current time in epoch ms. */
  readonly now: () => number;
}

export interface StateOptions {
  readonly players: readonly PlayerRecord[];
  readonly catalogueSeed: number;
  readonly accessTokenTtlMs: number;
  readonly refreshTokenTtlMs: number;
  readonly rememberMeRefreshTokenTtlMs: number;
  readonly now: () => number;
  /** Folder of messages.<lang>.json; default the sandbox's seed folder. */
  readonly messagesDirectory?: string;
}

export function createState(options: StateOptions): SandboxState {
  const { games, categories } = generateCatalogue(options.catalogueSeed);
  const gamesByUniqueId = new Map<string, Game>();
  for (const game of games) if (game.uniqueGameId !== null) gamesByUniqueId.set(game.uniqueGameId, game);
  return {
    players: options.players.map((p) => ({ ...p })),
    generalConfig: defaultGeneralConfig(),
    customerConfig: defaultCustomerConfig(),
    catalogue: { games, categories, gamesByUniqueId },
    messages: loadMessageTable(options.messagesDirectory),
    tokens: new TokenStore(options),
    now: options.now,
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

export function defaultGeneralConfig(): GeneralConfig {
  const codes = providers.map((p) => p.code);
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
