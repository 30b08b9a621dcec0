import type { Sandbox } from '../server.ts';
import { ApiClient, startTestSandbox, type ApiResponse } from '../testing/sandbox-harness.ts';
import type { SandboxOptions } from '../server.ts';

const v1 = '/api/v1/customerfacing';

/** Paths of the player-care operations. */
export const carePaths = {
  bonusTable: `${v1}/customers/bonuses/assets/search/fordatatable`,
  bonusSearch: `${v1}/customers/bonuses/assets/search`,
  hasActive: (id: number) => `${v1}/customers/${String(id)}/bonuses/hasactive`,
  activeCount: (id: number) => `${v1}/customers/${String(id)}/bonuses/customerActiveBonusesCount`,
  claim: (id: number) => `${v1}/customers/bonuses/assets/claim?bonusAssetId=${String(id)}`,
  removeBonus: (id: number, customerId: number) =>
    `${v1}/gaming/removeSingleBonusAsset/${String(id)}?customerId=${String(customerId)}`,
  releaseBonus: (id: number) => `${v1}/bonusAssets/${String(id)}/releaseCleared`,
  threadTable: `${v1}/customers/messageinbox/thread/search/fordatatable`,
  archive: `${v1}/customers/messageinbox/thread/archive`,
  thread: (id: number) => `${v1}/customers/messageinbox/thread/${String(id)}`,
  message: `${v1}/customers/messageinbox/message`,
  messageRead: (id: number) => `${v1}/customers/messageinbox/message/${String(id)}/read`,
  simpleMessage: (id: number) => `${v1}/simpleMessage/${String(id)}`,
  simpleRead: (id: number) => `${v1}/customers/simpleMessages/markAsRead?messageId=${String(id)}`,
  defaultLimits: `${v1}/customers/gaming/responsibleGaming/limits/default`,
  settings: (id: number) => `${v1}/customers/${String(id)}/responsibleGaming`,
  updateSettings: `${v1}/customers/responsibleGaming/settings`,
  confirm: (ids: readonly string[], confirmed: boolean) =>
    `${v1}/responsibleGaming/adjustment/confirm?uniqueIds=${ids.join(',')}&confirmed=${String(confirmed)}`,
  limits: `${v1}/customers/responsibleGaming/limits`,
  selfExclusion: `${v1}/customers/responsibleGaming/selfExclusion`,
  timeout: `${v1}/customers/responsibleGaming/timeout`,
  popupShown: `${v1}/customers/realilycheck/acknowledge/popup/shown`,
  acknowledge: `${v1}/customers/realityckeck/acknowledge`,
  interval: (minutes: number) => `${v1}/customers/realitycheck/update?interval=${String(minutes)}`,
  withdrawMethods: `${v1}/customers/withdraw/methods`,
  withdraw: `${v1}/customers/withdraw`,
  cancelWithdrawal: (id: number) => `${v1}/customers/withdraw/${String(id)}/cancel`,
  history: (list: 'cashier' | 'casino' | 'sports' | 'payments' | 'activity' | 'session', query = '') =>
    `${v1}/customers/history/${list}${query}`,
  balances: `${v1}/customers/balances`,
  currentCustomer: `${v1}/currentCustomer`,
} as const;

/** 21 November 2026, 12:00 in Riga: the start of every test's clock. */
export const testEpoch = Date.parse('2026-11-21T10:00:00Z');

/** A sandbox with a clock the test moves, a client and helpers; assert `sandbox.violations` is empty and `close()` in afterEach. */
export interface CareSandbox {
  readonly sandbox: Sandbox;
  readonly api: ApiClient;
  /** Moves the sandbox clock forward, in ms. */
  advance(ms: number): void;
  /** Logs a demo player in and returns the access token. */
  tokenOf(username?: string): Promise<string>;
  close(): Promise<void>;
}

export async function startCareSandbox(options: SandboxOptions = {}): Promise<CareSandbox> {
  let clock = testEpoch;
  const sandbox = await startTestSandbox({ now: () => clock, ...options });
  const api = new ApiClient(sandbox.url);
  return {
    sandbox,
    api,
    advance: (ms) => {
      clock += ms;
    },
    tokenOf: async (username = 'anna') => (await api.login(username)).accessToken,
    close: () => sandbox.close(),
  };
}

/** The body of a response as a record, for reading fields in assertions. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- a typed view of a JSON body the assertions check
export const bodyOf = <T = Record<string, unknown>>(response: ApiResponse): T => response.body as T;
