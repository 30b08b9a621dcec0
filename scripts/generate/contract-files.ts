import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root (the folder holding `contracts/`, `sdk/`, `scripts/`). */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Sources of the generation, relative to the repository root. */
export const sources = {
  openapiRoot: 'contracts/openapi/openapi.yaml',
  redoclyConfig: 'contracts/redocly.yaml',
  asyncapi: 'contracts/asyncapi/asyncapi.yaml',
} as const;

/** Every file `scripts/generate.ts` writes, relative to the repository root. */
export const outputs = {
  openapiBundle: 'contracts/bundled/openapi.json',
  asyncapiBundle: 'contracts/bundled/asyncapi.json',
  openapiTypes: 'sdk/src/generated/openapi.ts',
  errorCatalogue: 'sdk/src/generated/error-catalogue.ts',
  privateOperations: 'sdk/src/generated/private-operations.ts',
  notifications: 'sdk/src/generated/notifications.ts',
  coreErrorFixture: 'core/src/testing/generated/error-catalogue.fixture.ts',
  messageIds: 'web/src/i18n/generated/message-ids.ts',
} as const;

/** The API name of the OpenAPI root in contracts/redocly.yaml. */
export const redoclyApiName = 'customer-facing@v2';
