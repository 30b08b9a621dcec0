import type { ErrorCatalogue } from '../errors/error-catalogue.port.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import type { WithdrawalRequest, WithdrawMethod } from './withdraw.ts';
import { WITHDRAW_CODES } from './withdraw-codes.ts';

/** Message ids of the withdraw form's own errors (the web's profile-withdraw messages). */
export const WITHDRAW_ERROR_KEYS = {
  methodRequired: 'profileWithdraw.error.method.required',
  amountRequired: 'profileWithdraw.error.amount.required',
  amountInvalid: 'profileWithdraw.error.amount.invalid',
  paymentAccountRequired: 'profileWithdraw.error.paymentAccount.required',
} as const;

/** The withdraw form as typed. */
export interface WithdrawForm {
  /** The chosen method; null before one is chosen. */
  readonly methodId: string | null;
  /** The amount as typed, in major units (`50`, `50.25`, `1 250,5`). */
  readonly amount: string;
  /** The account typed for a method without one on file; ignored otherwise. */
  readonly paymentAccount: string;
}

export type WithdrawField = 'method' | 'amount' | 'paymentAccount';

/** A message id per field in error. */
export type WithdrawFormErrors = Readonly<Partial<Record<WithdrawField, string>>>;

/** Digits with up to two decimals after a dot or a comma (a decimal keyboard gives either). */
const AMOUNT = /^(\d+)(?:[.,](\d{0,2}))?$/;

/**
 * An amount as typed in major units → minor units: spaces (thousand separators) are ignored and the
 * decimals follow a dot or a comma, e.g. `50` → 5000, `12.5` → 1250, `1 250,50` → 125050. Null when
 * the text is not such an amount (letters, three decimals, a sign) or beyond a safe integer.
 *
 * Not §5's limit parsing (a dot or comma means the digits are already cents): a player typing `12.5`
 * into a withdrawal means 12.50, not 1.25.
 */
export function parseWithdrawAmount(text: string): number | null {
  const match = AMOUNT.exec(text.replace(/\s/g, ''));
  if (match === null) return null;
  const [, whole = '', decimals = ''] = match;
  const amount = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return Number.isSafeInteger(amount) ? amount : null;
}

type AmountCheck = { readonly amount: number } | { readonly error: string };

function checkAmount(text: string, method: WithdrawMethod | null, errors: ErrorCatalogue): AmountCheck {
  if (text.trim() === '') return { error: WITHDRAW_ERROR_KEYS.amountRequired };
  const amount = parseWithdrawAmount(text);
  if (amount === null || amount === 0) return { error: WITHDRAW_ERROR_KEYS.amountInvalid };
  // The method's bounds are known before asking: the same texts the server's 24 and 23 would bring.
  if (method !== null && amount < method.minAmount)
    return { error: errors.describe(WITHDRAW_CODES.WITHDRAW_UNDER_AMOUNT).messageKey };
  if (method !== null && amount > method.maxAmount)
    return { error: errors.describe(WITHDRAW_CODES.WITHDRAW_OVER_AMOUNT).messageKey };
  return { amount };
}

/**
 * The withdrawal the form asks for, or the error of every field in error: a method chosen among
 * `methods`, an amount above 0 within the method's bounds, and an account for a method without one on
 * file. Whether the balance covers it is the server's to say (it knows the balance at that moment).
 */
export function checkWithdrawForm(
  form: WithdrawForm,
  methods: readonly WithdrawMethod[],
  errors: ErrorCatalogue,
): Result<WithdrawalRequest, WithdrawFormErrors> {
  const method = methods.find((candidate) => candidate.methodId === form.methodId) ?? null;
  const amount = checkAmount(form.amount, method, errors);
  const typesAccount = method?.paymentAccount === null;
  const paymentAccount = form.paymentAccount.trim();
  const found: Partial<Record<WithdrawField, string>> = {};
  if (method === null) found.method = WITHDRAW_ERROR_KEYS.methodRequired;
  if ('error' in amount) found.amount = amount.error;
  if (typesAccount && paymentAccount === '')
    found.paymentAccount = WITHDRAW_ERROR_KEYS.paymentAccountRequired;
  if (method === null || 'error' in amount || found.paymentAccount !== undefined) return fail(found);
  const request = { methodId: method.methodId, amount: amount.amount };
  return ok(typesAccount ? { ...request, paymentAccount } : request);
}
