import type { ApiFailure } from '../errors/api-failure.ts';
import { ok, type Result } from '../shared/result.ts';
import type { DepositToken } from './deposit-payment.ts';
import type { DepositStrategy, StartedDeposit } from './deposit-strategy.ts';
import { amountOf, refusedDeposit, windowOf } from './deposit-strategy.ts';
import type { PaymentFormPort } from './payment-form.port.ts';
import { depositInitStrategy } from './redirect-deposit.strategy.ts';

/** The EPG payment form's type (GET deposit/epg/{type}/token). */
export const EPG_FORM_TYPE = 'card';
/** The iCard provider of a new card (GET deposit/icard/redirect?provider). */
export const ICARD_NEW_CARD = 'CARD';

/**
 * A provider's payment form, opened with the credential for the transaction: a window to open, or the
 * provider's script to mount in the page; refused when the front end has no form for the provider.
 */
function formWindow(
  forms: PaymentFormPort,
  provider: string,
  paymentTransactionId: string,
  credential: string,
): Result<StartedDeposit, ApiFailure> {
  const form = forms.open({ provider, paymentTransactionId, credential });
  if (form === null) return refusedDeposit(`There is no payment form for ${provider}`);
  if (form.kind === 'in-page') return ok({ kind: 'in-page', form: form.form, paymentTransactionId });
  return ok({ kind: 'window', redirect: { redirectUrl: form.url, paymentTransactionId } });
}

/** The payment form of a token; refused when the token opened no transaction. */
function tokenWindow(
  forms: PaymentFormPort,
  provider: string,
  token: Result<DepositToken, ApiFailure>,
): Result<StartedDeposit, ApiFailure> {
  if (!token.ok) return token;
  const { paymentTransactionId } = token.value;
  if (paymentTransactionId === null) return refusedDeposit(`${provider} opened no transaction`);
  return formWindow(forms, provider, paymentTransactionId, token.value.token);
}

/** Trust Payments: a new card's form opens with the init's JWT; a stored card's with its own JWT, asked next. */
const trustPaymentStrategy: DepositStrategy = async (order, { card }, { tokens, forms }) => {
  const stored = card?.kind === 'stored' ? card.card : null;
  if (stored !== null && stored.cardToken === null)
    return refusedDeposit('The card is not stored with Trust Payments');
  const init = await tokens.initTrustPaymentDeposit({ ...amountOf(order), createNewCard: stored === null });
  if (!init.ok || stored === null || stored.cardToken === null)
    return tokenWindow(forms, order.provider, init);
  const paymentTransactionId = init.value.paymentTransactionId;
  if (paymentTransactionId === null) return refusedDeposit('Trust Payments opened no transaction');
  const jwt = await tokens.getTrustPaymentJwt({
    ...amountOf(order),
    cardToken: stored.cardToken,
    customerCreditCardId: stored.customerCreditCardId,
    paymentTransactionId,
  });
  return tokenWindow(forms, order.provider, jwt);
};

/**
 * The deposits completed in a provider's payment form, by provider id: the Safecharge full cashier
 * (an order; a chosen method goes through the v2 init instead), EPG's card form, a stored iCard card
 * (a new one is redirected to iCard's card page) and Trust Payments.
 */
export const TOKEN_DEPOSIT_STRATEGIES: Readonly<Record<string, DepositStrategy>> = {
  safecharge: async (order, options, ports) => {
    if (order.choice !== null) return depositInitStrategy(order, options, ports);
    const opened = await ports.tokens.openSafechargeOrder(amountOf(order));
    if (!opened.ok) return opened;
    return formWindow(
      ports.forms,
      order.provider,
      opened.value.paymentTransactionId,
      opened.value.sessionToken,
    );
  },
  epg: async (order, _options, { tokens, forms }) =>
    tokenWindow(
      forms,
      order.provider,
      await tokens.getEpgDepositToken({ type: EPG_FORM_TYPE, amount: order.amount }),
    ),
  icard: async (order, { card }, { redirects, tokens, forms }) => {
    if (card?.kind !== 'stored')
      return windowOf(
        await redirects.initIcardRedirectDeposit({ ...amountOf(order), provider: ICARD_NEW_CARD }),
      );
    const customerCreditCardId = card.card.customerCreditCardId;
    return tokenWindow(
      forms,
      order.provider,
      await tokens.getIcardDepositToken({ ...amountOf(order), customerCreditCardId }),
    );
  },
  trustPayment: trustPaymentStrategy,
};
