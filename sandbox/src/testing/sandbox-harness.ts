import type { TokenPair } from '../dto.ts';
import type { SandboxLogger } from '../http/sandbox-logger.ts';
import { demoPassword } from '../seed/players.seed.ts';
import { createSandbox, type Sandbox, type SandboxOptions } from '../server.ts';

/** The two headers every operation of the contract requires. */
export const apiHeaders = { 'X-Client-Code': 'lv-casino-web', 'X-Label-Entry-Point': 'LV' } as const;

/** A logger that keeps what it is told, so tests stay quiet and can assert on errors. */
export class CollectingLogger implements SandboxLogger {
  readonly lines: string[] = [];
  info(message: string): void {
    this.lines.push(`info ${message}`);
  }
  warn(message: string): void {
    this.lines.push(`warn ${message}`);
  }
  error(message: string): void {
    this.lines.push(`error ${message}`);
  }
}

export interface ApiResponse {
  readonly status: number;
  readonly headers: Headers;
  /** Parsed JSON, or text for other media types, or undefined when empty. */
  readonly body: unknown;
}

/** A sandbox on a free loopback port that throws on contract violations, with a quiet logger. */
export async function startTestSandbox(
  options: SandboxOptions = {},
): Promise<Sandbox & { logger: CollectingLogger }> {
  const logger = new CollectingLogger();
  const sandbox = await createSandbox({ port: 0, validateResponses: 'throw', log: logger, ...options });
  return Object.assign(sandbox, { logger });
}

/**
 * Switches the reality check off (customer config realityCheckEnabled), so that a session of anna
 * (realityCheckInterval 60) does not get REALITY_CHECK_START on its first subscription: for tests of
 * other notifications that read a subscription's frames in order.
 */
export function withoutRealityCheck(sandbox: Sandbox): void {
  sandbox.state.customerConfig.realityCheckEnabled = false;
}

/** Real HTTP calls to a sandbox, with the required headers and an optional bearer token. */
export class ApiClient {
  readonly #baseUrl: string;

  constructor(baseUrl: string) {
    this.#baseUrl = baseUrl;
  }

  get(path: string, token?: string, headers: Record<string, string> = {}): Promise<ApiResponse> {
    return this.request('GET', path, undefined, token, headers);
  }

  post(
    path: string,
    body: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse> {
    return this.request('POST', path, body, token, headers);
  }

  async request(
    method: string,
    path: string,
    body: unknown,
    token: string | undefined,
    headers: Record<string, string>,
  ): Promise<ApiResponse> {
    const response = await fetch(`${this.#baseUrl}${path}`, {
      method,
      headers: {
        ...apiHeaders,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const json = response.headers.get('content-type')?.startsWith('application/json') === true;
    return {
      status: response.status,
      headers: response.headers,
      body: text === '' ? undefined : json ? (JSON.parse(text) as unknown) : text,
    };
  }

  /** Logs a player in and returns the token pair; fails the test when the login fails. */
  async login(username = 'anna', password = demoPassword): Promise<TokenPair> {
    const response = await this.post('/api/v2/customerfacing/login', {
      username,
      password,
      rememberme: false,
    });
    if (response.status !== 200)
      throw new Error(`login of ${username} failed: ${JSON.stringify(response.body)}`);
    return response.body as TokenPair;
  }
}

/** The ErrorResponse of a failed call; throws when the body is not one. */
export function errorOf(response: { readonly body: unknown }): { errorCode: number; errorMessage: string } {
  const body = response.body as { errorCode?: unknown; errorMessage?: unknown } | undefined;
  if (typeof body?.errorCode !== 'number' || typeof body.errorMessage !== 'string') {
    throw new Error(`not an ErrorResponse: ${JSON.stringify(response.body)}`);
  }
  return { errorCode: body.errorCode, errorMessage: body.errorMessage };
}

export const paths = {
  generalConfig: '/api/v2/customerfacing/config/general',
  customerConfig: '/api/v2/customerfacing/config/customer',
  login: '/api/v2/customerfacing/login',
  logout: '/api/v2/customerfacing/logout',
  refresh: '/api/v2/customerfacing/token/refresh',
  currentCustomer: '/api/v1/customerfacing/currentCustomer',
  balances: '/api/v1/customerfacing/customers/balances',
  categories: '/api/v2/customerfacing/gaming/gameCategories',
  search: '/api/v2/customerfacing/gaming/games/search',
  translations: (lang: string) => `/api/v2/customerfacing/cftranslations/language/${lang}/category/multiple`,
  image: (uniqueGameId: string, format: string) =>
    `/api/v1/customerfacing/gaming/images/${uniqueGameId}/${format}/image.svg`,
} as const;
