import type { CryptoDepositAddress, DepositVoucher } from './deposit-payment.ts';
import type { DepositStrategy } from './deposit-strategy.ts';
import { amountOf, refusedDeposit, startedAs } from './deposit-strategy.ts';

const addressStarted = startedAs((address: CryptoDepositAddress) => ({ kind: 'address' as const, address }));
const voucherStarted = startedAs((voucher: DepositVoucher) => ({ kind: 'voucher' as const, voucher }));

/** The deposits paid away from the site: CoinsPaid's address of the chosen coin, a Smart Payments voucher. */
export const OFFSITE_DEPOSIT_STRATEGIES: Readonly<Record<string, DepositStrategy>> = {
  coinspaid: async (order, _options, { offsite }) => {
    if (order.choice === null) return refusedDeposit('A CoinsPaid deposit needs a coin');
    return addressStarted(
      await offsite.initCoinspaidDeposit({ ...amountOf(order), cryptoCurrency: order.choice }),
    );
  },
  smartPayments: async (order, _options, { offsite }) =>
    voucherStarted(await offsite.createSmartPaymentsVoucher(order.amount)),
};
