import type { DepositStrategy } from './deposit-strategy.ts';
import { refusedDeposit, windowOf } from './deposit-strategy.ts';
import { epayMethod, isGenericDepositProvider } from './deposit-providers.rule.ts';

/** Providers whose generic call is the POST form: they create a payment order rather than a redirect. */
const POSTED_PROVIDERS: ReadonlySet<string> = new Set(['bankTransfer', 'cashTerminal']);

/**
 * The generic call of a provider without a strategy of its own (GENERIC_DEPOSIT_PROVIDERS): the choice
 * is the method (Epay's by its name; CoinPayments' is the coin); an unknown provider is refused.
 */
export const genericDepositStrategy: DepositStrategy = async (order, options, { redirects }) => {
  const { provider, choice } = order;
  if (!isGenericDepositProvider(provider)) return refusedDeposit(`Unknown deposit provider ${provider}`);
  const coin = provider === 'coinpayments';
  const request = {
    provider,
    amount: order.amount,
    depositCode: order.depositCode,
    paymentMethod: coin || choice === null ? null : provider === 'epay' ? epayMethod(choice) : choice,
    cryptoCurrency: coin ? choice : null,
    isMobile: options.isMobile,
  };
  return windowOf(
    POSTED_PROVIDERS.has(provider)
      ? await redirects.initProviderDepositWithPost(request)
      : await redirects.initProviderDeposit(request),
  );
};
