import type { DepositFormErrors, DepositFormField } from '@lv-casino/core/deposit/deposit-form.rule.ts';
import { checkDepositForm } from '@lv-casino/core/deposit/deposit-form.rule.ts';
import {
  DEPOSIT_METHOD_GROUPS,
  type DepositMethod,
  type DepositMethodGroup,
} from '@lv-casino/core/deposit/deposit-methods.rule.ts';
import type { DepositOffer } from '@lv-casino/core/deposit/deposit-offer.ts';
import type { DepositOptionsUseCase } from '@lv-casino/core/deposit/deposit-options.use-case.ts';
import type { PendingDepositUseCase } from '@lv-casino/core/deposit/pending-deposit.use-case.ts';
import type { CardChoice } from '@lv-casino/core/deposit/deposit-strategy.ts';
import { paymentFormResultPath } from '@lv-casino/core/deposit/payment-form-end.rule.ts';
import type { InPagePaymentForm, PaymentFormEnd } from '@lv-casino/core/deposit/payment-form.ts';
import type { StartProviderDepositUseCase } from '@lv-casino/core/deposit/start-provider-deposit.use-case.ts';
import type { Balance } from '@lv-casino/core/money/balance.ts';
import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import { parseWithdrawAmount } from '@lv-casino/core/withdraw/withdraw-form.rule.ts';
import type {
  CryptoDepositAddress,
  DepositBank,
  DepositSmsChallenge,
  DepositVoucher,
  StoredCard,
} from '@lv-casino/core/deposit/deposit-payment.ts';
import type { PendingDeposit } from '@lv-casino/core/deposit/pending-deposit.ts';
import type { KycStatus } from '@lv-casino/core/session/user.ts';
import { makeAutoObservable } from 'mobx';
import { Showing } from '../../kernel/showing.ts';

export interface DepositTabDeps {
  readonly options: DepositOptionsUseCase;
  readonly start: StartProviderDepositUseCase;
  readonly pending: PendingDepositUseCase;
  /** The player's KYC status (the tab's flow), null before the user is known. */
  readonly kycVerified: () => KycStatus | null;
  readonly balance: () => Balance | null;
  readonly isMobile: boolean;
  /** The result page a provider may return to (`{origin}/{lang}/deposit/notification`). */
  readonly returnPage: () => string;
  /** Shows where the pending deposit stands, then opens the payment window (leaves the app). */
  readonly openPaymentWindow: (url: string) => void;
  /**
   * Shows the deposit's result page after a provider's form in the page ended: `path` is relative to
   * the language (`/deposit/success-ext?paymentTransactionId=…`).
   */
  readonly showResult: (path: string) => void;
  /** Opens the deposit-status-modal. */
  readonly showStatus: () => void;
  /** Opens the profile's KYC tab. */
  readonly openKyc: () => void;
}

/**
 * The tab's flow by the player's KYC (account-and-session.md §2 deposit sub-areas): verified; not
 * verified (told that the identity check follows the deposit); intermediate (documents under review).
 */
export type DepositFlowKind = 'verified' | 'not-verified' | 'intermediate';

export type OptionsState =
  | { readonly kind: 'loading' }
  | {
      readonly kind: 'ready';
      readonly methods: readonly DepositMethod[];
      readonly offers: readonly DepositOffer[];
    }
  | { readonly kind: 'failed'; readonly messageKey: string };

/** A list a method needs (stored cards, Noda banks): not needed, loading, read, or failed. */
export type ListState<Item> =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly items: readonly Item[] }
  | { readonly kind: 'failed'; readonly messageKey: string };

/**
 * What follows a submit: the form, A1's code, an address or voucher to pay, the window opening, or the
 * provider's form in the page (`in-page`) until it ends and its result page shows (`ended`).
 */
export type DepositStep =
  | { readonly kind: 'form' }
  | { readonly kind: 'code'; readonly challenge: DepositSmsChallenge }
  | { readonly kind: 'address'; readonly address: CryptoDepositAddress }
  | { readonly kind: 'voucher'; readonly voucher: DepositVoucher }
  | { readonly kind: 'redirecting'; readonly deposit: PendingDeposit }
  | { readonly kind: 'in-page'; readonly deposit: PendingDeposit; readonly form: InPagePaymentForm }
  | { readonly kind: 'ended'; readonly deposit: PendingDeposit };

const LOADING = { kind: 'loading' } as const;
const IDLE = { kind: 'idle' } as const;
const FIELDS: readonly DepositFormField[] = ['method', 'choice', 'amount'];
/** The quick amounts, major units. */
export const QUICK_AMOUNTS = [10, 20, 50, 100] as const;
/** Value of the card choice "a new card". */
export const NEW_CARD = 'new';

/**
 * The deposit tab of the profile (games-and-content.md §2, §4, §5, §7 Deposits, §9): the methods the
 * settings enable, the bonus offers, the amount, each method's choice (bank, method, coin, card) and
 * its flow; a refused start keeps everything typed and says why. One store per showing of the tab.
 */
export class DepositTabStore {
  options: OptionsState = LOADING;
  methodId: string | null = null;
  choice: string | null = null;
  amount = '';
  offerCode: string | null = null;
  cardChoice: string = NEW_CARD;
  cards: ListState<StoredCard> = IDLE;
  banks: ListState<DepositBank> = IDLE;
  verificationCode = '';
  codeError: string | null = null;
  errors: DepositFormErrors = {};
  /** The catalogue text of a refused start; null when none. */
  refusal: string | null = null;
  busy = false;
  step: DepositStep = { kind: 'form' };
  pendingDeposit: PendingDeposit | null = null;

  readonly #deps: DepositTabDeps;
  readonly #showing = new Showing();

  constructor(deps: DepositTabDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { deep: false });
  }

  get flow(): DepositFlowKind {
    const kyc = this.#deps.kycVerified();
    if (kyc === 'NOT_VERIFIED') return 'not-verified';
    if (kyc === 'WAITING_BO_USER') return 'intermediate';
    return 'verified';
  }

  get balance(): Balance | null {
    return this.#deps.balance();
  }

  get currency(): string {
    return this.balance?.currency ?? 'EUR';
  }

  get methods(): readonly DepositMethod[] {
    return this.options.kind === 'ready' ? this.options.methods : [];
  }

  /** The methods by group, in the groups' order; a group without a method is left out. */
  get methodGroups(): readonly {
    readonly group: DepositMethodGroup;
    readonly methods: readonly DepositMethod[];
  }[] {
    return DEPOSIT_METHOD_GROUPS.map((group) => ({
      group,
      methods: this.methods.filter((method) => method.group === group),
    })).filter((entry) => entry.methods.length > 0);
  }

  get offers(): readonly DepositOffer[] {
    return this.options.kind === 'ready' ? this.options.offers : [];
  }

  get method(): DepositMethod | null {
    return this.methods.find((candidate) => candidate.provider === this.methodId) ?? null;
  }

  get offer(): DepositOffer | null {
    return this.offers.find((candidate) => candidate.depositCode === this.offerCode) ?? null;
  }

  /** The choices of the chosen method: its list, or the Noda banks' ids. */
  get choices(): readonly string[] {
    const method = this.method;
    if (method === null) return [];
    if (method.choices === 'noda-banks')
      return this.banks.kind === 'ready' ? this.banks.items.map((bank) => bank.id) : [];
    return method.options;
  }

  /** Cards usable with the chosen card method (Trust Payments needs the card's token). */
  get usableCards(): readonly StoredCard[] {
    if (this.cards.kind !== 'ready') return [];
    return this.method?.provider === 'trustPayment'
      ? this.cards.items.filter((card) => card.cardToken !== null)
      : this.cards.items;
  }

  /** The amount typed, formatted (`15.00 EUR`); empty when it is not an amount. */
  get amountText(): string {
    const minor = parseWithdrawAmount(this.amount);
    return minor === null ? '' : formatMinorUnits(minor, this.currency);
  }

  get firstError(): DepositFormField | null {
    return FIELDS.find((field) => this.errors[field] !== undefined) ?? null;
  }

  activate(): void {
    this.pendingDeposit = this.#deps.pending.current();
    void this.#load();
  }

  dispose(): void {
    this.#showing.end();
  }

  retry(): void {
    void this.#load();
  }

  chooseMethod(provider: string): void {
    if (this.busy) return;
    this.methodId = provider;
    this.choice = null;
    this.step = { kind: 'form' };
    this.refusal = null;
    this.#edited('method');
    this.#edited('choice');
    const method = this.method;
    if (method?.flow === 'card' && this.cards.kind !== 'ready') void this.#loadCards();
    if (method?.choices === 'noda-banks' && this.banks.kind !== 'ready') void this.#loadBanks();
    // A single choice is chosen for the player.
    if (method !== null && !method.choiceOptional && method.options.length === 1)
      this.choice = method.options[0] ?? null;
  }

  setChoice(choice: string | null): void {
    this.choice = choice;
    this.#edited('choice');
    this.#edited('amount');
  }

  setAmount(amount: string): void {
    this.amount = amount;
    this.#edited('amount');
  }

  /** A quick amount, major units. */
  quickAmount(amount: number): void {
    this.setAmount(String(amount));
  }

  setOffer(code: string | null): void {
    this.offerCode = code;
    this.#edited('amount');
  }

  setCardChoice(choice: string): void {
    this.cardChoice = choice;
  }

  setVerificationCode(code: string): void {
    this.verificationCode = code;
    this.codeError = null;
  }

  /** Back from a later step to the form (what was typed is kept). */
  backToForm(): void {
    this.step = { kind: 'form' };
    this.verificationCode = '';
    this.codeError = null;
  }

  retryCards(): void {
    void this.#loadCards();
  }

  retryBanks(): void {
    void this.#loadBanks();
  }

  showStatus(): void {
    this.#deps.showStatus();
  }

  /**
   * The provider's form in the page ended (its script said how, or the player cancelled it here): the
   * deposit's result page follows, as after a provider's return. Only the first end counts.
   */
  paymentFormEnded(end: PaymentFormEnd): void {
    const step = this.step;
    if (step.kind !== 'in-page') return;
    this.step = { kind: 'ended', deposit: step.deposit };
    this.#deps.showResult(paymentFormResultPath(end, step.deposit.paymentTransactionId));
  }

  /** The player gives the payment up from the page: the transaction is marked cancelled on its result page. */
  cancelPaymentForm(): void {
    this.paymentFormEnded({ kind: 'cancelled' });
  }

  openKyc(): void {
    this.#deps.openKyc();
  }

  /** Checks the form and starts the deposit; a second submit while one is under way is ignored. */
  async submit(): Promise<void> {
    if (this.busy) return;
    const checked = checkDepositForm({
      method: this.method,
      choice: this.choice,
      amount: this.amount,
      offer: this.offer,
    });
    if (!checked.ok) {
      this.errors = checked.error;
      return;
    }
    this.errors = {};
    const inCodeStep = this.step.kind === 'code';
    if (inCodeStep && !/^\d{4,8}$/.test(this.verificationCode.trim())) {
      this.codeError = 'deposits.error.code.invalid';
      return;
    }
    await this.#start(checked.value, inCodeStep ? this.verificationCode.trim() : null);
  }

  async #start(
    order: Parameters<StartProviderDepositUseCase['execute']>[0],
    code: string | null,
  ): Promise<void> {
    this.busy = true;
    this.refusal = null;
    await this.#showing.answer(
      this.#deps.start.execute(
        order,
        {
          currency: this.currency,
          isMobile: this.#deps.isMobile,
          returnPage: this.#deps.returnPage(),
          verificationCode: code,
          card: this.#card(),
        },
        (url) => {
          this.#deps.openPaymentWindow(url);
        },
      ),
      (outcome) => {
        this.busy = false;
        switch (outcome.kind) {
          case 'pending':
            this.step = { kind: 'redirecting', deposit: outcome.deposit };
            this.pendingDeposit = outcome.deposit;
            break;
          case 'in-page':
            this.step = { kind: 'in-page', deposit: outcome.deposit, form: outcome.form };
            this.pendingDeposit = outcome.deposit;
            break;
          case 'code-sent':
            this.step = { kind: 'code', challenge: outcome.challenge };
            break;
          case 'address':
            this.step = { kind: 'address', address: outcome.address };
            this.pendingDeposit = outcome.deposit;
            break;
          case 'voucher':
            this.step = { kind: 'voucher', voucher: outcome.voucher };
            this.pendingDeposit = outcome.deposit;
            break;
          case 'failed':
            // Core says which refusal is the code field's (a wrong or expired A1 code).
            if (outcome.field === 'verificationCode') this.codeError = outcome.error.messageKey;
            else this.refusal = outcome.error.messageKey;
        }
      },
    );
  }

  #card(): CardChoice | null {
    if (this.method?.flow !== 'card') return null;
    const card = this.usableCards.find((candidate) => candidate.customerCreditCardId === this.cardChoice);
    return card === undefined ? { kind: 'new' } : { kind: 'stored', card };
  }

  #edited(field: DepositFormField): void {
    if (this.errors[field] === undefined) return;
    const { [field]: _cleared, ...others } = this.errors;
    this.errors = others;
  }

  async #load(): Promise<void> {
    this.options = LOADING;
    await this.#showing.answer(this.#deps.options.load(), (outcome) => {
      this.options =
        outcome.kind === 'ready'
          ? { kind: 'ready', methods: outcome.methods, offers: outcome.offers }
          : { kind: 'failed', messageKey: outcome.error.messageKey };
      if (outcome.kind === 'ready' && this.method === null) {
        const first = outcome.methods[0];
        if (first !== undefined) this.chooseMethod(first.provider);
      }
    });
  }

  async #loadCards(): Promise<void> {
    this.cards = LOADING;
    await this.#showing.answer(this.#deps.options.storedCards(), (outcome) => {
      this.cards =
        outcome.kind === 'ready' ? outcome : { kind: 'failed', messageKey: outcome.error.messageKey };
      this.cardChoice = this.usableCards[0]?.customerCreditCardId ?? NEW_CARD;
    });
  }

  async #loadBanks(): Promise<void> {
    this.banks = LOADING;
    await this.#showing.answer(this.#deps.options.nodaBanks(), (outcome) => {
      this.banks =
        outcome.kind === 'ready' ? outcome : { kind: 'failed', messageKey: outcome.error.messageKey };
    });
  }
}
