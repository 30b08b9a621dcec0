import { fail, ok, type Result } from '../shared/result.ts';
import { parseWithdrawAmount } from '../withdraw/withdraw-form.rule.ts';
import type { DepositMethod } from './deposit-methods.rule.ts';
import { methodMinimum } from './deposit-methods.rule.ts';
import type { DepositOffer } from './deposit-offer.ts';

/** Message ids of the deposit form's errors (web messages, lv/en/ru). */
export const DEPOSIT_FORM_ERRORS = {
  methodRequired: 'deposits.error.method.required',
  choiceRequired: 'deposits.error.choice.required',
  amountRequired: 'deposits.error.amount.required',
  amountInvalid: 'deposits.error.amount.invalid',
  /** Values: `minimum` (minor units). */
  amountBelowMinimum: 'deposits.error.amount.belowMinimum',
  /** Values: `minimum` (minor units), `offer` (its name). */
  amountBelowOffer: 'deposits.error.amount.belowOffer',
} as const;

export type DepositFormField = 'method' | 'choice' | 'amount';

export interface DepositFieldError {
  readonly messageId: string;
  /** Minor units, for the minimum messages. */
  readonly minimum?: number;
  readonly offer?: string;
}

export type DepositFormErrors = Partial<Record<DepositFormField, DepositFieldError>>;

export interface DepositForm {
  readonly method: DepositMethod | null;
  /** The chosen bank, method or coin; null when none. */
  readonly choice: string | null;
  /** The amount as typed, major units (`20`, `20,50`, `1 000`). */
  readonly amount: string;
  /** The bonus offer claimed with the deposit; null without one. */
  readonly offer: DepositOffer | null;
}

/** A checked deposit: what StartProviderDepositUseCase sends. */
export interface DepositOrder {
  readonly provider: string;
  /** Minor units. */
  readonly amount: number;
  readonly choice: string | null;
  readonly depositCode: string | null;
}

/**
 * Checks the deposit form (games-and-content.md §5, §9): a method; its choice when it has one (the
 * Safecharge full cashier needs none); an amount typed in major units, above 0, at least the method's
 * minimum (1000 minor units for the Safecharge full cashier) and the claimed offer's minimum. Every
 * field's error at once.
 */
export function checkDepositForm(form: DepositForm): Result<DepositOrder, DepositFormErrors> {
  const errors: DepositFormErrors = {};
  const { method, offer } = form;
  if (method === null) errors.method = { messageId: DEPOSIT_FORM_ERRORS.methodRequired };
  const choice = form.choice === '' ? null : form.choice;
  if (method?.choice != null && !method.choiceOptional && choice === null)
    errors.choice = { messageId: DEPOSIT_FORM_ERRORS.choiceRequired };

  const amount = form.amount.trim() === '' ? null : parseWithdrawAmount(form.amount);
  if (form.amount.trim() === '') errors.amount = { messageId: DEPOSIT_FORM_ERRORS.amountRequired };
  else if (amount === null || amount <= 0) errors.amount = { messageId: DEPOSIT_FORM_ERRORS.amountInvalid };
  else if (method !== null && amount < methodMinimum(method, choice))
    errors.amount = {
      messageId: DEPOSIT_FORM_ERRORS.amountBelowMinimum,
      minimum: methodMinimum(method, choice),
    };
  else if (offer !== null && amount < offer.minDepositAmount)
    errors.amount = {
      messageId: DEPOSIT_FORM_ERRORS.amountBelowOffer,
      minimum: offer.minDepositAmount,
      offer: offer.name,
    };

  if (method === null || amount === null || Object.keys(errors).length > 0) return fail(errors);
  return ok({ provider: method.provider, amount, choice, depositCode: offer?.depositCode ?? null });
}
