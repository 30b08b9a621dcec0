import type { FormErrors } from '@lv-casino/core/session/form-errors.ts';
import type { DeclareSourceOfFundsUseCase } from '@lv-casino/core/source-of-funds/declare-source-of-funds.use-case.ts';
import type { DeclarationField } from '@lv-casino/core/source-of-funds/declaration-form.rule.ts';
import type { LoadSourceOfFundsStatusUseCase } from '@lv-casino/core/source-of-funds/load-source-of-funds-status.use-case.ts';
import type { FundSource, SourceOfFundsStatus } from '@lv-casino/core/source-of-funds/source-of-funds.ts';
import { makeAutoObservable } from 'mobx';
import { Showing } from '../../kernel/showing.ts';

export interface SourceOfFundsDeps {
  readonly load: LoadSourceOfFundsStatusUseCase;
  readonly declare: DeclareSourceOfFundsUseCase;
  /** The player's currency (the threshold is in it); EUR before the user is known. */
  readonly currency: () => string;
}

/** Whether a declaration is due: being asked, known, or why it could not be (a message id). */
export type SourceOfFundsPhase =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly status: SourceOfFundsStatus }
  | { readonly kind: 'failed'; readonly messageKey: string }
  /** The declaration has just been recorded. */
  | { readonly kind: 'declared' };

/** The fields in the order they show (the focus goes to the first in error). */
export const DECLARATION_FIELDS: readonly DeclarationField[] = ['sources', 'otherSource', 'monthlyIncome'];

/**
 * The source-of-funds section of the kyc tab (account-and-session.md §7 sourceOfFunds): asks whether
 * a declaration is due and, when it is, holds the declaration form — the sources ticked, the other
 * source's text, the income band, the employer. A refusal keeps everything as filled in; a recorded
 * declaration shows its confirmation. One store per showing of the tab.
 */
export class SourceOfFundsStore {
  phase: SourceOfFundsPhase = { kind: 'loading' };
  sources: readonly FundSource[] = [];
  otherSource = '';
  monthlyIncome = '';
  employer = '';
  errors: FormErrors = {};
  /** Message id of the refusal of the whole form, or null. */
  formError: string | null = null;
  busy = false;
  readonly #deps: SourceOfFundsDeps;
  readonly #showing = new Showing();

  constructor(deps: SourceOfFundsDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { deep: false });
  }

  /** True when the form shows: a declaration is due and not yet made. */
  get due(): boolean {
    return this.phase.kind === 'ready' && this.phase.status.pending;
  }

  get currency(): string {
    return this.#deps.currency();
  }

  get firstError(): DeclarationField | null {
    return DECLARATION_FIELDS.find((field) => this.errors[field] !== undefined) ?? null;
  }

  activate(): void {
    void this.#load();
  }

  dispose(): void {
    this.#showing.end();
  }

  retry(): void {
    void this.#load();
  }

  toggleSource(source: FundSource): void {
    this.sources = this.sources.includes(source)
      ? this.sources.filter((chosen) => chosen !== source)
      : [...this.sources, source];
    this.#edited('sources');
    if (source === 'OTHER') this.#edited('otherSource');
  }

  set(field: 'otherSource' | 'monthlyIncome' | 'employer', value: string): void {
    this[field] = value;
    this.#edited(field);
  }

  async declare(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.formError = null;
    const declared = this.#deps.declare.execute({
      sources: this.sources,
      otherSource: this.otherSource,
      monthlyIncome: this.monthlyIncome,
      employer: this.employer,
    });
    await this.#showing.answer(declared, (outcome) => {
      this.busy = false;
      switch (outcome.kind) {
        case 'saved':
          this.errors = {};
          this.phase = { kind: 'declared' };
          break;
        case 'invalid':
          this.errors = outcome.errors;
          break;
        case 'refused':
          this.errors = outcome.refusal.errors;
          this.formError = outcome.refusal.formError?.messageKey ?? null;
      }
    });
  }

  #edited(field: string): void {
    if (this.errors[field] === undefined) return;
    const { [field]: _cleared, ...others } = this.errors;
    this.errors = others;
  }

  async #load(): Promise<void> {
    this.phase = { kind: 'loading' };
    await this.#showing.answer(this.#deps.load.execute(), (outcome) => {
      this.phase =
        outcome.kind === 'loaded'
          ? { kind: 'ready', status: outcome.value }
          : { kind: 'failed', messageKey: outcome.error.messageKey };
    });
  }
}
