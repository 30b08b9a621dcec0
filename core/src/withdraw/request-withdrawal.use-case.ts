import type { ErrorCatalogue } from '../errors/error-catalogue.port.ts';
import type { WithdrawPort } from '../withdraw/withdraw.port.ts';
import type { Withdrawal, WithdrawMethod } from './withdraw.ts';
import { checkWithdrawForm, type WithdrawForm, type WithdrawFormErrors } from './withdraw-form.rule.ts';
import { withdrawRefusal, type WithdrawRefusal } from './withdraw-refusal.rule.ts';

export type RequestWithdrawalOutcome =
  /** The withdrawal is PENDING and the cash balance has dropped by its amount: refresh the balance. */
  | { readonly kind: 'requested'; readonly withdrawal: Withdrawal }
  /** The form is not a withdrawal yet; nothing was sent. */
  | { readonly kind: 'invalid'; readonly errors: WithdrawFormErrors }
  | { readonly kind: 'refused'; readonly refusal: WithdrawRefusal };

/**
 * A withdrawal from the withdraw tab: the form is checked first (a method, an amount within its
 * bounds, an account where needed), then asked for; a refusal carries the catalogue text of its code
 * and the action offered (see withdrawRefusal).
 */
export class RequestWithdrawalUseCase {
  readonly #withdrawals: WithdrawPort;
  readonly #errors: ErrorCatalogue;

  constructor(withdrawals: WithdrawPort, errors: ErrorCatalogue) {
    this.#withdrawals = withdrawals;
    this.#errors = errors;
  }

  /** @param methods the methods the tab offers (LoadWithdrawMethodsUseCase). */
  async execute(form: WithdrawForm, methods: readonly WithdrawMethod[]): Promise<RequestWithdrawalOutcome> {
    const checked = checkWithdrawForm(form, methods, this.#errors);
    if (!checked.ok) return { kind: 'invalid', errors: checked.error };
    const requested = await this.#withdrawals.requestWithdrawal(checked.value);
    return requested.ok
      ? { kind: 'requested', withdrawal: requested.value }
      : { kind: 'refused', refusal: withdrawRefusal(requested.error, this.#errors) };
  }
}
