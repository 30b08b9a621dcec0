import type { Balance } from '@lv-casino/core/money/balance.ts';
import type { NavigationIntent } from '@lv-casino/core/routing/navigation-intent.ts';
import type { CancelWithdrawalUseCase } from '@lv-casino/core/withdraw/cancel-withdrawal.use-case.ts';
import type { LoadWithdrawMethodsUseCase } from '@lv-casino/core/withdraw/load-withdraw-methods.use-case.ts';
import type { RequestWithdrawalUseCase } from '@lv-casino/core/withdraw/request-withdrawal.use-case.ts';
import type { Withdrawal, WithdrawMethod } from '@lv-casino/core/withdraw/withdraw.ts';
import type { WithdrawField, WithdrawFormErrors } from '@lv-casino/core/withdraw/withdraw-form.rule.ts';
import type { WithdrawAction, WithdrawRefusal } from '@lv-casino/core/withdraw/withdraw-refusal.rule.ts';
import { makeAutoObservable } from 'mobx';
import { Showing } from '../../kernel/showing.ts';

export interface ProfileWithdrawDeps {
  readonly loadMethods: LoadWithdrawMethodsUseCase;
  readonly request: RequestWithdrawalUseCase;
  readonly cancel: CancelWithdrawalUseCase;
  /** The player's balance as the app shows it (the header's); null before it is known. */
  readonly balance: () => Balance | null;
  /** Asks the server for the balance again and shows it app-wide: after money moved. */
  readonly refreshBalance: () => Promise<void>;
  /** Performs core's navigation intents (the app navigator). */
  readonly navigate: (next: NavigationIntent) => void;
}

/** The methods of the tab: loading, offered, not available to this player (with why), or a failed call. */
export type MethodsState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly methods: readonly WithdrawMethod[] }
  | { readonly kind: 'unavailable'; readonly refusal: WithdrawRefusal }
  | { readonly kind: 'failed'; readonly messageKey: string };

/** The submit button's feedback: busy during the request, then how the last submit went. */
export type SubmitFeedback = 'idle' | 'busy' | 'succeeded' | 'failed';

/** The withdrawal just asked for, and whether the player is cancelling it. */
export interface RequestedWithdrawal {
  readonly withdrawal: Withdrawal;
  readonly cancelling: boolean;
  /** The catalogue text of a cancel that failed, or null. */
  readonly cancelError: string | null;
}

const LOADING = { kind: 'loading' } as const;
const FIELDS: readonly WithdrawField[] = ['method', 'amount', 'paymentAccount'];

/**
 * The withdraw tab of the profile (account-and-session.md §2, §8 codes 21, 23-26, 35, 116, 117): the
 * player's methods and the form (method, amount as typed, account where none is on file). A submit is
 * checked and asked for by core; a refusal shows by its field or for the form, with its action, and
 * keeps what was typed; a success shows the pending withdrawal (which can be cancelled) and refreshes
 * the balance. One store per showing of the tab.
 */
export class ProfileWithdrawStore {
  methods: MethodsState = LOADING;
  methodId: string | null = null;
  amount = '';
  paymentAccount = '';
  /** The message id of every field in error. */
  errors: WithdrawFormErrors = {};
  /** A refusal shown for the form or by the methods (116), with its action; null when none. */
  refusal: WithdrawRefusal | null = null;
  feedback: SubmitFeedback = 'idle';
  requested: RequestedWithdrawal | null = null;

  readonly #deps: ProfileWithdrawDeps;
  /** Bumped by dispose: an answer that arrives after it is dropped. */
  readonly #showing = new Showing();
  /** Bumped by every load: the answer of an older one is dropped. */
  #loads = 0;

  constructor(deps: ProfileWithdrawDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { deep: false });
  }

  get balance(): Balance | null {
    return this.#deps.balance();
  }

  get offered(): readonly WithdrawMethod[] {
    return this.methods.kind === 'ready' ? this.methods.methods : [];
  }

  get selectedMethod(): WithdrawMethod | null {
    return this.offered.find((method) => method.methodId === this.methodId) ?? null;
  }

  /** The currency of the amount: the chosen method's, else the balance's. */
  get currency(): string | null {
    return this.selectedMethod?.currency ?? this.balance?.currency ?? null;
  }

  /** The first field in error, in the form's order (where the focus goes after a failed submit). */
  get firstError(): WithdrawField | null {
    return FIELDS.find((field) => this.errors[field] !== undefined) ?? null;
  }

  /** Loads the methods and asks for a fresh balance (it may have changed since the login). */
  activate(): void {
    void this.#load();
    void this.#deps.refreshBalance();
  }

  dispose(): void {
    this.#showing.end();
  }

  retry(): void {
    void this.#load();
  }

  chooseMethod(methodId: string): void {
    this.methodId = methodId;
    this.#edited('method');
    if (this.refusal?.target === 'method') this.refusal = null;
  }

  setAmount(amount: string): void {
    this.amount = amount;
    this.#edited('amount');
  }

  setPaymentAccount(paymentAccount: string): void {
    this.paymentAccount = paymentAccount;
    this.#edited('paymentAccount');
  }

  /** Checks the form and asks for the withdrawal; a second submit while one is under way is ignored. */
  async submit(): Promise<void> {
    if (this.feedback === 'busy') return;
    this.feedback = 'busy';
    this.refusal = null;
    const form = { methodId: this.methodId, amount: this.amount, paymentAccount: this.paymentAccount };
    const outcome = await this.#showing.answer(this.#deps.request.execute(form, this.offered), (answer) => {
      if (answer.kind === 'requested') {
        this.feedback = 'succeeded';
        this.errors = {};
        this.amount = '';
        this.requested = { withdrawal: answer.withdrawal, cancelling: false, cancelError: null };
      } else {
        this.feedback = 'failed';
        this.requested = null;
        if (answer.kind === 'invalid') this.errors = answer.errors;
        else this.#refused(answer.refusal);
      }
    });
    if (outcome?.kind === 'requested') await this.#deps.refreshBalance();
  }

  /** Cancels the withdrawal just asked for; the money returns to the balance. */
  async cancelRequested(): Promise<void> {
    const requested = this.requested;
    if (requested === null || requested.cancelling || requested.withdrawal.status !== 'PENDING') return;
    this.requested = { ...requested, cancelling: true, cancelError: null };
    const outcome = await this.#showing.answer(
      this.#deps.cancel.execute(requested.withdrawal.withdrawalId),
      (answer) => {
        this.requested =
          answer.kind === 'cancelled'
            ? { withdrawal: answer.withdrawal, cancelling: false, cancelError: null }
            : { ...requested, cancelling: false, cancelError: answer.error.messageKey };
      },
    );
    if (outcome?.kind === 'cancelled') await this.#deps.refreshBalance();
  }

  /** Takes the player where a refusal's action leads (the KYC tab, the deposit tab, the history). */
  follow(action: WithdrawAction): void {
    this.#deps.navigate(action.next);
  }

  #refused(refusal: WithdrawRefusal): void {
    switch (refusal.target) {
      case 'amount':
        this.errors = { amount: refusal.error.messageKey };
        break;
      case 'no-methods':
        this.methods = { kind: 'unavailable', refusal };
        break;
      default:
        this.refusal = refusal;
    }
  }

  /** An edit clears its field's error and the button's last feedback. */
  #edited(field: WithdrawField): void {
    if (this.errors[field] !== undefined) {
      const { [field]: _cleared, ...others } = this.errors;
      this.errors = others;
    }
    if (this.feedback !== 'busy') this.feedback = 'idle';
  }

  async #load(): Promise<void> {
    const load = ++this.#loads;
    this.methods = LOADING;
    await this.#showing.answer(this.#deps.loadMethods.execute(), (outcome) => {
      if (load !== this.#loads) return;
      if (outcome.kind === 'ready') {
        this.methods = outcome;
        // The first method is chosen unless the one chosen before is still offered.
        if (!outcome.methods.some((method) => method.methodId === this.methodId))
          this.methodId = outcome.methods[0]?.methodId ?? null;
      } else {
        this.methods =
          outcome.kind === 'unavailable' ? outcome : { kind: 'failed', messageKey: outcome.error.messageKey };
      }
    });
  }
}
