import type { DepositStrategy } from './deposit-strategy.ts';
import { amountOf, refusedDeposit, windowOf } from './deposit-strategy.ts';

/** The v2 deposit init (a Safecharge method, Noda with its bank, Blu Or): the choice is the method. */
export const depositInitStrategy: DepositStrategy = async (order, _options, { redirects }) =>
  windowOf(
    await redirects.initDeposit({
      paymentProvider: order.provider,
      amount: order.amount,
      paymentMethod: order.choice,
      depositCode: order.depositCode,
      cryptoCurrency: null,
    }),
  );

/**
 * The providers whose call answers a redirect to their payment window, by provider id: the v2 init,
 * or the provider's own call (banklink needs the bank chosen).
 */
export const REDIRECT_DEPOSIT_STRATEGIES: Readonly<Record<string, DepositStrategy>> = {
  nodaBanks: depositInitStrategy,
  bluOr: depositInitStrategy,
  banklink: async (order, options, { redirects }) => {
    if (order.choice === null) return refusedDeposit('A banklink deposit needs a bank');
    return windowOf(
      await redirects.initBanklinkDeposit({
        ...amountOf(order),
        paymentMethod: order.choice,
        returnPage: options.returnPage,
      }),
    );
  },
  mifinity: async (order, _options, { redirects }) =>
    windowOf(await redirects.initMifinityDeposit(order.amount)),
  interac: async (order, _options, { redirects }) =>
    windowOf(await redirects.initInteracDeposit(amountOf(order))),
  payByVivacom: async (order, options, { redirects }) =>
    windowOf(await redirects.initPayByVivacomDeposit({ ...amountOf(order), isMobile: options.isMobile })),
  transactPro: async (order, _options, { redirects }) =>
    windowOf(await redirects.initTransactProDeposit(amountOf(order))),
  triplezero: async (order, _options, { redirects }) =>
    windowOf(await redirects.initTriplezeroDeposit(order.amount)),
  neopay: async (order, _options, { redirects }) =>
    windowOf(await redirects.initNeopayDeposit(amountOf(order))),
};
