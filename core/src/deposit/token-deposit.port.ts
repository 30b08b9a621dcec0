import type { ApiFailure } from '../errors/api-failure.ts';
import type { Result } from '../shared/result.ts';
import type { DepositAmount, DepositToken, SafechargeOrder, StoredCard } from './deposit-payment.ts';

/**
 * Deposits completed in a provider's payment form (games-and-content.md §7 Deposits, private): the
 * token, JWT or order the form opens with (PaymentFormPort gives its window), and the cards stored for
 * the card forms of iCard and Trust Payments.
 */
export interface TokenDepositPort {
  /** GET icard/getStoredCardsForCustomer [getIcardStoredCards]: the cards stored for iCard and Trust Payments. */
  getStoredCards(): Promise<Result<readonly StoredCard[], ApiFailure>>;
  /** GET deposit/icard/token?amount&depositCode&customerCreditCardId [getIcardDepositToken]. */
  getIcardDepositToken(
    request: DepositAmount & { readonly customerCreditCardId: string },
  ): Promise<Result<DepositToken, ApiFailure>>;
  /** GET deposit/trust-payment/init?amount&createNewCard&depositCode [initTrustPaymentDeposit]. */
  initTrustPaymentDeposit(
    request: DepositAmount & { readonly createNewCard: boolean },
  ): Promise<Result<DepositToken, ApiFailure>>;
  /**
   * GET deposit/trust-payment/get-jwt-deposit?cardToken&customerCreditCardId&amount&depositCode&paymentTransactionId
   * [getTrustPaymentDepositJwt]: the JWT of a deposit with a stored card.
   */
  getTrustPaymentJwt(
    request: DepositAmount & {
      readonly cardToken: string;
      readonly customerCreditCardId: string;
      readonly paymentTransactionId: string;
    },
  ): Promise<Result<DepositToken, ApiFailure>>;
  /** GET deposit/epg/{type}/token?amount [getEpgDepositToken]. */
  getEpgDepositToken(request: {
    readonly type: string;
    readonly amount: number;
  }): Promise<Result<DepositToken, ApiFailure>>;
  /** POST deposit/safecharge/openOrder?amount&depositCode [openSafechargeOrder] (at least 1000). */
  openSafechargeOrder(request: DepositAmount): Promise<Result<SafechargeOrder, ApiFailure>>;
}
export const TokenDepositPort = Symbol('TokenDepositPort');
