/*
 * What the deposit providers' calls take and answer (games-and-content.md §7 Deposits): an amount with
 * its bonus code; redirects, tokens, orders, addresses, vouchers, SMS challenges, stored cards and
 * banks. Domain data of the deposit screens, shared by the deposit ports (redirect-deposit.port.ts and
 * the others beside it).
 */

/** A deposit's amount and bonus code, as most provider calls take them. */
export interface DepositAmount {
  /** Minor units, integer above 0. */
  readonly amount: number;
  /** A bonus deposit code; null without one. */
  readonly depositCode: string | null;
}

/** A started deposit: where its external payment window goes, and its transaction. */
export interface DepositRedirect {
  readonly redirectUrl: string;
  /** The payment transaction, as the result pages and the cancel call name it. */
  readonly paymentTransactionId: string;
}

/** A token that a provider's payment form in the page needs (Trust Payments JWT, iCard, EPG). */
export interface DepositToken {
  readonly token: string;
  /** The transaction the token pays; null when the provider opens it later. */
  readonly paymentTransactionId: string | null;
}

/** An opened Safecharge (Nuvei) order, completed by the provider's form. */
export interface SafechargeOrder {
  readonly paymentTransactionId: string;
  readonly sessionToken: string;
  readonly orderId: string;
  readonly merchantId: string;
  readonly merchantSiteId: string;
  /** Minor units. */
  readonly amount: number;
  readonly currency: string;
}

/** Where a CoinsPaid crypto deposit is sent. */
export interface CryptoDepositAddress {
  readonly paymentTransactionId: string;
  readonly cryptoCurrency: string;
  readonly address: string;
  /** The destination tag or memo some coins need (XRP); null when none. */
  readonly tag: string | null;
}

/** A Smart Payments voucher, paid at a partner point of sale. */
export interface DepositVoucher {
  readonly paymentTransactionId: string;
  readonly voucherCode: string;
  /** Minor units. */
  readonly amount: number;
  readonly currency: string;
  /** ISO 8601 instant after which the voucher cannot be paid. */
  readonly expiresAt: string;
}

/** The SMS code sent for an A1 mobile-billing deposit. */
export interface DepositSmsChallenge {
  readonly maskedPhoneNumber: string;
  readonly codeLength: number;
  readonly expiresInSeconds: number;
}

/** A card the customer stored with a provider (iCard, Trust Payments). */
export interface StoredCard {
  readonly customerCreditCardId: string;
  readonly maskedCardNumber: string;
  readonly cardBrand: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  /** The Trust Payments token of the card (getTrustPaymentJwt's cardToken); null for an iCard-only card. */
  readonly cardToken: string | null;
}

/** A bank of a Noda open-banking deposit. */
export interface DepositBank {
  readonly id: string;
  readonly name: string;
  readonly logoUrl: string;
  /** ISO 3166 alpha-2. */
  readonly country: string;
}
