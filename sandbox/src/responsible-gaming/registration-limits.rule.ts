import type { LimitPeriod, LimitType } from './limit-types.ts';
import type { LimitValue } from './limit-update.rule.ts';

/**
 * The limit each field of the registration's responsibleGaming block becomes (RegistrationResponsibleGaming
 * of the contract): the place-bets amounts are the daily, weekly and monthly PLACE_BET limits, the
 * per-transaction amounts the per-product maxima. Lottery and bingo have no per-transaction limit type
 * (and the sandbox no such products), so those two amounts stay on the profile only.
 */
const limitOfField: Readonly<Record<string, { readonly type: LimitType; readonly period: LimitPeriod }>> = {
  maxPlacebetsDaily: { type: 'PLACE_BET', period: 'DAILY' },
  maxPlacebetsWeekly: { type: 'PLACE_BET', period: 'WEEKLY' },
  maxPlacebetsMonthly: { type: 'PLACE_BET', period: 'MONTHLY' },
  maxBetTransactionAmount: { type: 'MAX_BET_AMOUNT', period: 'ONCE' },
  maxCasinoBetTransactionAmount: { type: 'CASINO_MAX_BET_AMOUNT', period: 'ONCE' },
  maxLiveCasinoBetTransactionAmount: { type: 'LIVE_CASINO_MAX_BET_AMOUNT', period: 'ONCE' },
  maxSportBetTransactionAmount: { type: 'SPORT_MAX_BET_AMOUNT', period: 'ONCE' },
};

/**
 * The limits a new player starts with: every amount the registration sent (account-and-session.md §3:
 * both of the form's fields are sent, whichever was selected; an empty one is stripped), each as the
 * limit its field names. A limit a player typed is never dropped, so a player who filled both fields
 * gets both.
 * @param responsibleGaming the registration's block, amounts in minor units.
 */
export function limitsChosenAtRegistration(
  responsibleGaming: Readonly<Record<string, number>>,
): LimitValue[] {
  return Object.entries(responsibleGaming).flatMap(([field, amount]) => {
    const limit = limitOfField[field];
    return limit === undefined || amount <= 0 ? [] : [{ ...limit, amount }];
  });
}
