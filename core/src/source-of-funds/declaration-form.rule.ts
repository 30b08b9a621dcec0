import type { FormErrors } from '../session/form-errors.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import {
  FUND_SOURCES,
  INCOME_BANDS,
  type FundSource,
  type IncomeBand,
  type SourceOfFundsDeclaration,
} from './source-of-funds.ts';

/** The declaration form as filled in: the sources ticked, the texts typed, the band chosen ('' none). */
export interface DeclarationForm {
  readonly sources: readonly string[];
  readonly otherSource: string;
  readonly monthlyIncome: string;
  readonly employer: string;
}

export type DeclarationField = 'sources' | 'otherSource' | 'monthlyIncome';

/** Message ids of the form's errors (the web's kyc messages). */
export const DECLARATION_ERROR_KEYS = {
  sourcesRequired: 'profileKyc.sof.error.sources.required',
  otherSourceRequired: 'profileKyc.sof.error.otherSource.required',
  monthlyIncomeRequired: 'profileKyc.sof.error.monthlyIncome.required',
} as const;

const isBand = (value: string): value is IncomeBand => (INCOME_BANDS as readonly string[]).includes(value);

/** The sources ticked, in the contract's order, each once; values that are not sources are dropped. */
export const chosenSources = (ticked: readonly string[]): FundSource[] =>
  FUND_SOURCES.filter((source) => ticked.includes(source));

/**
 * The declaration the form asks for, or every field's error: at least one source, the text of OTHER
 * when it is ticked, an income band. The other source's text goes only with OTHER and the employer
 * only when typed (spaces around both dropped).
 */
export function checkDeclarationForm(form: DeclarationForm): Result<SourceOfFundsDeclaration, FormErrors> {
  const sources = chosenSources(form.sources);
  const otherSource = form.otherSource.trim();
  const employer = form.employer.trim();
  const withOther = sources.includes('OTHER');
  const errors: Partial<Record<DeclarationField, string>> = {};
  if (sources.length === 0) errors.sources = DECLARATION_ERROR_KEYS.sourcesRequired;
  if (withOther && otherSource === '') errors.otherSource = DECLARATION_ERROR_KEYS.otherSourceRequired;
  if (!isBand(form.monthlyIncome)) errors.monthlyIncome = DECLARATION_ERROR_KEYS.monthlyIncomeRequired;
  if (!isBand(form.monthlyIncome) || Object.keys(errors).length > 0) return fail(errors);
  return ok({
    sources,
    monthlyIncome: form.monthlyIncome,
    ...(withOther ? { otherSource } : {}),
    ...(employer === '' ? {} : { employer }),
  });
}
