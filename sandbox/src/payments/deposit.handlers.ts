import type { FastifyInstance } from 'fastify';
import {
  ok,
  readString,
  requireCustomer,
  SandboxError,
  type OperationContext,
  type OperationHandlers,
  type SandboxReply,
} from '../handlers/operation-handler.ts';
import type { SandboxState } from '../state.ts';
import { installRequestScope } from '../games/request-scope.ts';
import {
  depositOffers,
  providerOfPath,
  providerSettings,
  type DepositProviderCode,
} from './deposit-catalogue.ts';
import { depositRedirect, hasDeposited, startDeposit } from './deposit-start.ts';
import { createDepositTokenHandlers } from './deposit-tokens.handlers.ts';
import { registerPayPage } from './pay-page.routes.ts';
import { registerPaymentLogos } from './payment-logos.ts';
import { openStatuses, recordInCashier } from './deposit-settlement.ts';
import { transactionsOf, type PaymentTransaction } from './transaction.store.ts';

const amountOf = (context: OperationContext): number | null => {
  const amount = context.request.query.amount;
  return typeof amount === 'number' ? amount : null;
};

/**
 * Deposits: provider settings, offers, every redirect-style init (each answers a DepositRedirect to
 * the sandbox payment page /__sandbox/pay/{id}, where the tester chooses success, failure, cancel or
 * pending), the token, order and voucher calls ({@link createDepositTokenHandlers}), and the cancel and
 * fail calls. Registers the payment page's routes and the payment logos' on `app`.
 */
export function createPaymentsHandlers(state: SandboxState, app: FastifyInstance): OperationHandlers {
  installRequestScope(app);
  const transactions = transactionsOf(state);
  registerPayPage(app, { state, transactions });
  registerPaymentLogos(app);

  const redirect = (
    context: OperationContext,
    provider: DepositProviderCode,
    method?: string,
  ): SandboxReply => {
    const query = context.request.query;
    const transaction = startDeposit(
      state,
      requireCustomer(context),
      { provider, amount: amountOf(context), depositCode: readString(query, 'depositCode'), method },
      transactions,
    );
    return ok(depositRedirect(transaction));
  };
  const own = (context: OperationContext, id: number): PaymentTransaction => {
    const transaction = transactions.get(id);
    if (transaction?.playerId !== requireCustomer(context).id) {
      throw new SandboxError(404, -1, `Payment transaction ${id} not found`);
    }
    return transaction;
  };
  /** Cancels an open transaction of a provider (Blu Or, Neopay); 204. */
  const cancel = (context: OperationContext, provider: DepositProviderCode): SandboxReply => {
    const transaction = own(context, Number(context.request.query.paymentTransactionId));
    if (transaction.provider !== provider) {
      throw new SandboxError(400, -1, `Payment transaction ${transaction.id} is not a ${provider} deposit`);
    }
    if (openStatuses.has(transaction.status)) {
      transaction.status = 'CANCELED';
      transaction.comment = 'Cancelled by the customer';
      recordInCashier(state, requireCustomer(context), transaction);
    }
    return { status: 204 };
  };

  return {
    ...createDepositTokenHandlers(state, transactions),
    getDepositProviderSettings: () => ok(providerSettings(state.disabledDepositProviders)),
    getDepositOffers: (context) => {
      const first = !hasDeposited(state, requireCustomer(context));
      return ok(
        depositOffers
          .filter((o) => first || !o.firstDepositOnly)
          .map(({ firstDepositOnly: _, ...offer }) => offer),
      );
    },
    initDeposit: (context) => {
      const body = context.request.body as {
        paymentProvider: DepositProviderCode;
        amount: number;
        paymentMethod?: string;
        depositCode?: string;
        cryptoCurrency?: string;
      };
      const queryAmount = amountOf(context);
      if (queryAmount !== null && queryAmount !== body.amount) {
        throw new SandboxError(400, -1, 'The amount of the query differs from the amount of the body');
      }
      const transaction = startDeposit(
        state,
        requireCustomer(context),
        {
          provider: body.paymentProvider,
          amount: body.amount,
          depositCode: body.depositCode,
          method: body.cryptoCurrency ?? body.paymentMethod,
        },
        transactions,
      );
      return ok(depositRedirect(transaction));
    },
    initProviderDepositWithGet: (context) =>
      redirect(
        context,
        providerOfPath(readString(context.request.path, 'provider') ?? ''),
        methodOf(context),
      ),
    initProviderDeposit: (context) =>
      redirect(
        context,
        providerOfPath(readString(context.request.path, 'provider') ?? ''),
        methodOf(context),
      ),
    initInteracDeposit: (context) => redirect(context, 'INTERAC'),
    initInteracDepositWithGet: (context) => redirect(context, 'INTERAC'),
    initBanklinkDeposit: (context) =>
      redirect(context, 'BANKLINK', readString(context.request.query, 'paymentMethod')),
    initMifinityDeposit: (context) => redirect(context, 'MIFINITY'),
    initPayByVivacomDeposit: (context) => redirect(context, 'PAYBYVIVACOM'),
    initTransactProDeposit: (context) => redirect(context, 'TRANSACT_PRO'),
    initTriplezeroDeposit: (context) => redirect(context, 'TRIPLEZERO'),
    initIcardRedirectDeposit: (context) =>
      redirect(context, 'ICARD', readString(context.request.query, 'provider')),
    getNeopayClientSideRedirect: (context) => redirect(context, 'NEOPAY'),
    cancelBluOrDeposit: (context) => cancel(context, 'BLU_OR'),
    cancelNeopayDeposit: (context) => cancel(context, 'NEOPAY'),
    failPaymentTransaction: (context) => {
      const transaction = own(context, Number(context.request.path.id));
      if (transaction.status === 'COMPLETED_SUCCESS') {
        throw new SandboxError(400, -1, `Payment transaction ${transaction.id} is already completed`);
      }
      if (openStatuses.has(transaction.status)) transaction.status = 'FAILED';
      recordInCashier(state, requireCustomer(context), transaction);
      transaction.comment = readString(context.request.query, 'comment') ?? transaction.comment;
      return { status: 204 };
    },
  };
}

const methodOf = (context: OperationContext): string | undefined =>
  readString(context.request.query, 'cryptoCurrency') ?? readString(context.request.query, 'paymentMethod');
