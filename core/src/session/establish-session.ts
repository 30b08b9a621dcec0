import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { Balance } from '../money/balance.ts';
import type { CustomerPort } from '../session/customer.port.ts';
import type { TokenStorePort } from '../session/token-store.port.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import type { SessionTokens, User } from './user.ts';

export interface SessionDeps {
  readonly tokens: TokenStorePort;
  readonly customer: CustomerPort;
  readonly errors: ErrorCatalogue;
}

export interface Established {
  readonly user: User;
  /** Null when the balance call failed; the session stands without it. */
  readonly balance: Balance | null;
}

/**
 * Every way into a session (password, SMS, Smart-ID, activation) ends here: the tokens are stored,
 * then the customer and the balance are fetched with them. A failed customer call undoes it (tokens
 * cleared) so the player is never half logged in; a failed balance call does not.
 */
export async function establishSession(
  tokens: SessionTokens,
  deps: SessionDeps,
): Promise<Result<Established, ErrorDescriptor>> {
  deps.tokens.write(tokens);
  const [user, balance] = await Promise.all([deps.customer.getCurrentCustomer(), deps.customer.getBalance()]);
  if (!user.ok) {
    deps.tokens.clear();
    return fail(describeFailure(user.error, deps.errors));
  }
  return ok({ user: user.value, balance: balance.ok ? balance.value : null });
}
