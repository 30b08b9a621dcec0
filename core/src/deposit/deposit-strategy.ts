import { GENERAL_ERROR_CODE } from '../errors/error-catalogue.port.ts';
import type { ApiFailure } from '../errors/api-failure.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import type { DepositOrder } from './deposit-form.rule.ts';
import type {
  CryptoDepositAddress,
  DepositRedirect,
  DepositSmsChallenge,
  DepositVoucher,
  StoredCard,
} from './deposit-payment.ts';
import type { OffsiteDepositPort } from './offsite-deposit.port.ts';
import type { InPagePaymentForm } from './payment-form.ts';
import type { PaymentFormPort } from './payment-form.port.ts';
import type { RedirectDepositPort } from './redirect-deposit.port.ts';
import type { SmsDepositPort } from './sms-deposit.port.ts';
import type { TokenDepositPort } from './token-deposit.port.ts';

/** The card of a card deposit (iCard, Trust Payments): a new one, or one the provider stored. */
export type CardChoice = { readonly kind: 'new' } | { readonly kind: 'stored'; readonly card: StoredCard };

export interface DepositStartOptions {
  readonly currency: string;
  readonly isMobile: boolean;
  /** The result page a provider returns to (banklink's returnPage); null for the provider's default. */
  readonly returnPage: string | null;
  /** A1's SMS code, for its second step; null for the first (the code is sent). */
  readonly verificationCode: string | null;
  /** The card of a card deposit; null for the other flows. */
  readonly card: CardChoice | null;
}

/** The ports a deposit is started with, one per family of provider calls, and the payment forms. */
export interface DepositStartPorts {
  readonly redirects: RedirectDepositPort;
  readonly sms: SmsDepositPort;
  readonly tokens: TokenDepositPort;
  readonly offsite: OffsiteDepositPort;
  readonly forms: PaymentFormPort;
}

/**
 * What a provider's call started: a payment window to open, a provider's form to mount in the page,
 * A1's SMS step, an address or a voucher.
 */
export type StartedDeposit =
  | { readonly kind: 'window'; readonly redirect: DepositRedirect }
  | {
      readonly kind: 'in-page';
      readonly form: InPagePaymentForm;
      readonly paymentTransactionId: string;
    }
  | { readonly kind: 'code-sent'; readonly challenge: DepositSmsChallenge }
  | { readonly kind: 'address'; readonly address: CryptoDepositAddress }
  | { readonly kind: 'voucher'; readonly voucher: DepositVoucher };

/** How one provider's deposit is started: its call (or calls) for the order, or a refusal. */
export type DepositStrategy = (
  order: DepositOrder,
  options: DepositStartOptions,
  ports: DepositStartPorts,
) => Promise<Result<StartedDeposit, ApiFailure>>;

/** A call refused before it is sent (nothing the server could take): the general error. */
export const refusedDeposit = (message: string): Result<never, ApiFailure> =>
  fail({ kind: 'api', errorCode: GENERAL_ERROR_CODE, httpStatus: 400, errorMessage: message });

/** The amount and bonus code of an order, as most provider calls take them. */
export const amountOf = (order: DepositOrder) => ({ amount: order.amount, depositCode: order.depositCode });

/** A call's answer as what it started (a failure as it is). */
export const startedAs =
  <Value>(wrap: (value: Value) => StartedDeposit) =>
  (result: Result<Value, ApiFailure>): Result<StartedDeposit, ApiFailure> =>
    result.ok ? ok(wrap(result.value)) : result;

/** A redirect's payment window. */
export const windowOf = startedAs((redirect: DepositRedirect) => ({ kind: 'window' as const, redirect }));
