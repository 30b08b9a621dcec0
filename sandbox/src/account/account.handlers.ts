import type { FastifyInstance } from 'fastify';
import type { OperationHandlers } from '../handlers/operation-handler.ts';
import type { SandboxState } from '../state.ts';
import { createAccountAuthHandlers } from './account-auth.handlers.ts';
import { accountContextOf } from './account-context.ts';
import { createAccountKycHandlers } from './account-kyc.handlers.ts';
import { createAccountMiscHandlers } from './account-misc.handlers.ts';
import { registerAccountPages } from './account-pages.ts';
import { createAccountProfileHandlers } from './account-profile.handlers.ts';
import { createAccountRegistrationHandlers } from './account-registration.handlers.ts';

/**
 * The account area (contracts/openapi/paths/account-{auth,registration,profile,kyc,misc}.yaml): its
 * handlers over the account stores, created once per sandbox. New players go into `state.players`, so
 * the login handler and the operator console see them; mails and SMS codes go into `state.outbox`.
 * @param pages when given, the sandbox pages the handlers link to (Facebook login, Shufti Pro and
 * iDenfy verification) are registered on it, under /__sandbox/pages.
 */
export function createAccountHandlers(state: SandboxState, pages?: FastifyInstance): OperationHandlers {
  const context = accountContextOf(state);
  if (pages !== undefined) registerAccountPages(pages, context);
  return {
    ...createAccountAuthHandlers(context),
    ...createAccountRegistrationHandlers(context),
    ...createAccountProfileHandlers(context),
    ...createAccountKycHandlers(context),
    ...createAccountMiscHandlers(context),
  };
}
