/**
 * The public API of @lv-casino/sdk, the typed client of the LV Casino customer-facing API: what another
 * front end imports as `@lv-casino/sdk`. The workspace's own packages import the modules directly
 * (`@lv-casino/sdk/customer-facing.client.ts`, …); both reach the same code.
 */
export {
  createCustomerFacingClient,
  type CustomerFacingClient,
  type CustomerFacingClientOptions,
  type CustomerFacingPaths,
} from './customer-facing.client.ts';
export { isPrivateOperation } from './private-operation.ts';
export { ApiError, readApiError, readErrorCode, readRetryAfter, type ApiErrorInit } from './api-error.ts';
export { clientErrorCodes } from './client-error-codes.ts';
export type { SessionTokens, TokenSource } from './token-source.ts';
export type { RefreshSession, SessionRefreshResult } from './session-refresh.ts';
export { refreshTokenPath, type FetchFunction } from './refreshing-fetch.ts';
export type { components, operations, paths } from './generated/openapi.ts';
export {
  errorCatalogue,
  errorCodes,
  type ErrorCatalogueEntry,
  type ErrorClientAction,
} from './generated/error-catalogue.ts';
export { privateOperations, type PrivateOperation } from './generated/private-operations.ts';
// Every notification kind has a generated type and guard; re-exporting the module keeps them all.
export * from './generated/notifications.ts';

import type { components } from './generated/openapi.ts';

/** A schema of the contract by name: `Schema<'User'>`, `Schema<'Balance'>`, `Schema<'ErrorResponse'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
