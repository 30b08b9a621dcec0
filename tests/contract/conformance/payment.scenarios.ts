import type { RequestOverrides } from './example-request.ts';
import {
  bodyExample,
  fieldsOf,
  outboxCode,
  parameterExample,
  pickParameter,
  type Scenario,
  type ScenarioContext,
} from './scenario.ts';

/**
 * The deposit examples claim the offer WELCOME100, which is for a first deposit only. The offer is kept
 * when getDepositOffers lists it for the player, else left out (noted in the summary): a player who has
 * deposited before cannot claim it.
 */
async function depositOffer(context: ScenarioContext, operationId: string): Promise<RequestOverrides> {
  const { session, token } = context;
  const inQuery = session.operation(operationId).parameters.some((p) => p.name === 'depositCode');
  const example = inQuery
    ? parameterExample(session, operationId, 'depositCode')
    : bodyExample(session, operationId).depositCode;
  if (example === undefined) return {};
  const offered = fieldsOf(await session.setUp('getDepositOffers', {}, token), 'depositCode');
  if (offered.includes(example)) return {};
  context.notes.push(
    `${operationId} depositCode: ${JSON.stringify(example)} not offered to the player, left out`,
  );
  if (inQuery) return { query: { depositCode: undefined } };
  const { depositCode: _left, ...body } = bodyExample(session, operationId);
  return { body };
}

/** Overrides of a deposit start, plus more query values. */
async function depositStart(
  context: ScenarioContext,
  operationId: string,
  query: Readonly<Record<string, unknown>> = {},
): Promise<RequestOverrides> {
  const offer = await depositOffer(context, operationId);
  return { ...offer, query: { ...offer.query, ...query } };
}

/** A deposit started with an operation's example; answers its paymentTransactionId. */
async function startedDeposit(context: ScenarioContext, operationId: string): Promise<number> {
  const overrides = await depositStart(context, operationId);
  const deposit = (await context.session.setUp(operationId, overrides, context.token)) as {
    paymentTransactionId: number;
  };
  return deposit.paymentTransactionId;
}

/** The stored card ids of the player. */
async function storedCards({ session, token }: ScenarioContext): Promise<unknown[]> {
  return fieldsOf(await session.setUp('getIcardStoredCards', {}, token), 'customerCreditCardId');
}

const plainDeposits = [
  'initDeposit',
  'initProviderDepositWithGet',
  'initProviderDeposit',
  'initInteracDeposit',
  'initInteracDepositWithGet',
  'initBanklinkDeposit',
  'initCoinspaidDeposit',
  'openSafechargeOrder',
  'initPayByVivacomDeposit',
  'initTransactProDeposit',
  'initTrustPaymentDeposit',
  'initIcardRedirectDeposit',
  'getNeopayClientSideRedirect',
] as const;

/** The Canadian and Bulgarian methods are off for the Latvian label; their scenarios switch them on. */
const providersOffByDefault: Readonly<Record<string, string>> = {
  initInteracDeposit: 'INTERAC',
  initInteracDepositWithGet: 'INTERAC',
  initPayByVivacomDeposit: 'PAYBYVIVACOM',
};

/** Scenarios of the payment operations: offers, started transactions, stored cards, SMS codes. */
export const paymentScenarios: Readonly<Record<string, Scenario>> = {
  ...Object.fromEntries(
    plainDeposits.map((operationId): [string, Scenario] => [
      operationId,
      {
        prepare: (context) => {
          const provider = providersOffByDefault[operationId];
          if (provider !== undefined) context.session.sandbox.state.disabledDepositProviders.delete(provider);
          return depositStart(context, operationId);
        },
      },
    ]),
  ),
  initA1Deposit: {
    // The code of the A1 two-factor step, sent by SMS.
    prepare: async (context) => {
      await context.session.setUp('initA1TwoFactor', {}, context.token);
      const example = String(parameterExample(context.session, 'initA1Deposit', 'verificationCode'));
      const verificationCode = outboxCode(context, 'anna', 'sms', example);
      return depositStart(context, 'initA1Deposit', { verificationCode });
    },
  },
  cancelBluOrDeposit: {
    // The example of the generic init is a Blu Or deposit.
    prepare: async (context) => ({
      query: { paymentTransactionId: await startedDeposit(context, 'initDeposit') },
    }),
  },
  failPaymentTransaction: {
    prepare: async (context) => ({ path: { id: await startedDeposit(context, 'initDeposit') } }),
  },
  cancelNeopayDeposit: {
    prepare: async (context) => ({
      query: { paymentTransactionId: await startedDeposit(context, 'getNeopayClientSideRedirect') },
    }),
  },
  getTrustPaymentDepositJwt: {
    prepare: async (context) => {
      const operationId = 'getTrustPaymentDepositJwt';
      const customerCreditCardId = pickParameter(
        context,
        operationId,
        'customerCreditCardId',
        await storedCards(context),
      );
      const paymentTransactionId = await startedDeposit(context, 'initTrustPaymentDeposit');
      return depositStart(context, operationId, { customerCreditCardId, paymentTransactionId });
    },
  },
  getIcardDepositToken: {
    prepare: async (context) => {
      const operationId = 'getIcardDepositToken';
      const customerCreditCardId = pickParameter(
        context,
        operationId,
        'customerCreditCardId',
        await storedCards(context),
      );
      return depositStart(context, operationId, { customerCreditCardId });
    },
  },
};
