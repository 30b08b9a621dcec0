import type { ApiFailure } from '../errors/api-failure.ts';
import type { Result } from '../shared/result.ts';
import type { CryptoDepositAddress, DepositAmount, DepositVoucher } from './deposit-payment.ts';

/**
 * Deposits paid away from the site, without a payment window (games-and-content.md §7 Deposits,
 * private): the call answers what to pay and where — coins sent to a CoinsPaid address, a Smart
 * Payments voucher paid at a partner point of sale.
 */
export interface OffsiteDepositPort {
  /** GET deposit/coinspaid/init?amount&cryptoCurrency&depositCode [initCoinspaidDeposit]. */
  initCoinspaidDeposit(
    request: DepositAmount & { readonly cryptoCurrency: string },
  ): Promise<Result<CryptoDepositAddress, ApiFailure>>;
  /** POST deposit/smart-payments/createVoucher?amount [createSmartPaymentsVoucher]. */
  createSmartPaymentsVoucher(amount: number): Promise<Result<DepositVoucher, ApiFailure>>;
}
export const OffsiteDepositPort = Symbol('OffsiteDepositPort');
