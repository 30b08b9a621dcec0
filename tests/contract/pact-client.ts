import { MatchersV3 } from '@pact-foundation/pact';
import { InMemoryTokenStore } from '@lv-casino/core/testing/token-store.in-memory.ts';
import {
  createCustomerFacingClient,
  type CustomerFacingClient,
} from '@lv-casino/sdk/customer-facing.client.ts';
import { CLIENT_HEADERS } from './pact-setup.ts';

/** The session tokens of a signed-in consumer test; private calls then carry `Bearer access-1`. */
export const PACT_SESSION = { accessToken: 'access-1', refreshToken: 'refresh-1' } as const;

/**
 * The Authorization header of a private interaction: the consumer's example token here, and at
 * verification the token the provider state returns as `accessToken` (the sandbox issues real ones).
 */
export const BEARER_FROM_PROVIDER_STATE = MatchersV3.fromProviderState(
  'Bearer ${accessToken}',
  `Bearer ${PACT_SESSION.accessToken}`,
);

/** The real SDK client pointed at Pact's mock server, signed in with {@link PACT_SESSION} when asked. */
export const pactClient = (
  baseUrl: string,
  { signedIn = false }: { readonly signedIn?: boolean } = {},
): CustomerFacingClient =>
  createCustomerFacingClient({
    baseUrl,
    clientCode: CLIENT_HEADERS['X-Client-Code'],
    labelEntryPoint: CLIENT_HEADERS['X-Label-Entry-Point'],
    tokens: new InMemoryTokenStore(signedIn ? PACT_SESSION : null),
  });
