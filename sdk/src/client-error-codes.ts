import type { errorCodes } from './generated/error-catalogue.ts';

/**
 * The codes the client itself acts on, as literals the compiler checks against the generated
 * catalogue (a contract that renumbers one fails the type check), so a bundle of the client does not
 * carry the whole `errorCodes` table.
 */
export const clientErrorCodes = {
  GENERAL_ERROR: -1,
  UNAUTHORIZED: 3,
  ACCESS_TOKEN_EXPIRED: 96,
  ACCESS_TOKEN_INVALID: 97,
  REFRESH_FAILED: 98,
} as const satisfies Pick<
  typeof errorCodes,
  'GENERAL_ERROR' | 'UNAUTHORIZED' | 'ACCESS_TOKEN_EXPIRED' | 'ACCESS_TOKEN_INVALID' | 'REFRESH_FAILED'
>;
