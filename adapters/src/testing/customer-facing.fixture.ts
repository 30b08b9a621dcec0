import { createCustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { SessionStorageTokenStore } from '../browser/session-storage.token-store.ts';
import { FakeFetch } from './fake-fetch.ts';
import { InMemoryStorage } from './in-memory.storage.ts';

export const BASE_URL = 'http://api.test';
export const SIGNED_IN_TOKENS = { accessToken: 'access-1', refreshToken: 'refresh-1' } as const;

/**
 * A real SDK client over an in-memory server (FakeFetch) and session-storage tokens, signed in unless
 * told otherwise.
 */
export const customerFacingFixture = ({ signedIn = true }: { readonly signedIn?: boolean } = {}) => {
  const server = new FakeFetch();
  const tokens = new SessionStorageTokenStore({ storage: new InMemoryStorage() });
  if (signedIn) tokens.write(SIGNED_IN_TOKENS);
  const client = createCustomerFacingClient({
    baseUrl: BASE_URL,
    clientCode: 'lv-casino-web',
    labelEntryPoint: 'LV',
    tokens,
    fetch: server.fetch,
  });
  return { server, tokens, client };
};
