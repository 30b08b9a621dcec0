import { readFileSync } from 'node:fs';
import { MatchersV3 } from '@pact-foundation/pact';
import { InMemoryTokenStore } from '@lv-casino/core/testing/token-store.in-memory.ts';
import {
  createCustomerFacingClient,
  type CustomerFacingClient,
} from '@lv-casino/sdk/customer-facing.client.ts';
import { CLIENT_HEADERS } from './pact-setup.ts';

/**
 * The Content-Type of a JSON answer, matched exactly (a charset parameter allowed): the client parses
 * the body as JSON, so a provider that answers text/html or application/problem+json breaks it.
 */
export const JSON_RESPONSE = {
  'Content-Type': MatchersV3.regex(/^application\/json(;\s*charset=utf-8)?$/i, 'application/json'),
};

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

/** A JSON value, as the contract's examples are. */
type Json = boolean | number | string | null | readonly Json[] | { readonly [key: string]: Json };

interface BundledOpenApi {
  readonly components: {
    readonly schemas: Readonly<Record<string, { readonly examples?: readonly unknown[] }>>;
  };
}

const bundledOpenApi = JSON.parse(
  readFileSync(new URL('../../contracts/bundled/openapi.json', import.meta.url), 'utf8'),
) as BundledOpenApi;

/** The first example of a schema of the OpenAPI document: a payload the contract itself shows. */
export function contractExample(schema: string): Readonly<Record<string, Json>> {
  const example = bundledOpenApi.components.schemas[schema]?.examples?.[0];
  if (typeof example !== 'object' || example === null || Array.isArray(example))
    throw new Error(`the contract's schema ${schema} has no object example`);
  return example as Readonly<Record<string, Json>>;
}

/**
 * A response body matched by type, field by field, except the fields the consumer branches on, which
 * must be exactly the example's (an enum the client switches on: `kycVerified`, `accountLockStatus`).
 */
export function matchingTypes(
  example: Readonly<Record<string, Json>>,
  exactFields: readonly string[] = [],
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(example).map(([field, value]) => [
      field,
      exactFields.includes(field) || value === null ? value : MatchersV3.like(value),
    ]),
  );
}
