import type { DepositSmsChallenge } from './deposit-payment.ts';
import type { DepositStrategy } from './deposit-strategy.ts';
import { amountOf, startedAs, windowOf } from './deposit-strategy.ts';

const codeSent = startedAs((challenge: DepositSmsChallenge) => ({ kind: 'code-sent' as const, challenge }));

/** A1 mobile billing: without a code the SMS code is sent; with the code typed the deposit starts. */
export const SMS_DEPOSIT_STRATEGIES: Readonly<Record<string, DepositStrategy>> = {
  a1: async (order, { verificationCode }, { sms }) => {
    if (verificationCode === null) return codeSent(await sms.sendA1Code(order.amount));
    return windowOf(await sms.initA1Deposit({ ...amountOf(order), verificationCode }));
  },
};
