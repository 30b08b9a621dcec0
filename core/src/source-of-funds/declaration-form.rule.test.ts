import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDeclarationForm,
  chosenSources,
  DECLARATION_ERROR_KEYS,
  type DeclarationForm,
} from './declaration-form.rule.ts';
import { FUND_SOURCES, INCOME_BANDS } from './source-of-funds.ts';

const form = (overrides: Partial<DeclarationForm> = {}): DeclarationForm => ({
  sources: ['SALARY', 'SAVINGS'],
  otherSource: '',
  monthlyIncome: 'FROM_1000_TO_2500',
  employer: 'SIA Rīgas Ūdens',
  ...overrides,
});

describe('checkDeclarationForm', () => {
  it('declares the sources, the band and the employer', () => {
    expect(checkDeclarationForm(form())).toEqual({
      ok: true,
      value: {
        sources: ['SALARY', 'SAVINGS'],
        monthlyIncome: 'FROM_1000_TO_2500',
        employer: 'SIA Rīgas Ūdens',
      },
    });
  });

  it('leaves out an employer not typed', () => {
    expect(checkDeclarationForm(form({ employer: '  ' }))).toEqual({
      ok: true,
      value: { sources: ['SALARY', 'SAVINGS'], monthlyIncome: 'FROM_1000_TO_2500' },
    });
  });

  it('sends the other source’s text with OTHER', () => {
    const checked = checkDeclarationForm(form({ sources: ['OTHER'], otherSource: ' Dzīvokļa pārdošana ' }));
    expect(checked.ok && checked.value.otherSource).toBe('Dzīvokļa pārdošana');
  });

  it('leaves out the other source’s text without OTHER', () => {
    const checked = checkDeclarationForm(form({ otherSource: 'Dzīvokļa pārdošana' }));
    expect(checked.ok && 'otherSource' in checked.value).toBe(false);
  });

  it('names every field in error', () => {
    expect(checkDeclarationForm(form({ sources: [], monthlyIncome: '' }))).toEqual({
      ok: false,
      error: {
        sources: DECLARATION_ERROR_KEYS.sourcesRequired,
        monthlyIncome: DECLARATION_ERROR_KEYS.monthlyIncomeRequired,
      },
    });
  });

  it('asks for the text of OTHER', () => {
    expect(checkDeclarationForm(form({ sources: ['OTHER'], otherSource: ' ' }))).toEqual({
      ok: false,
      error: { otherSource: DECLARATION_ERROR_KEYS.otherSourceRequired },
    });
  });

  it('never declares without a source, a band, or OTHER’s text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('JACKPOT', ...FUND_SOURCES)),
        fc.string({ maxLength: 5 }),
        fc.constantFrom('', 'LOTS', ...INCOME_BANDS),
        (sources, otherSource, monthlyIncome) => {
          const checked = checkDeclarationForm({ sources, otherSource, monthlyIncome, employer: '' });
          if (!checked.ok) return;
          expect(checked.value.sources.length).toBeGreaterThan(0);
          expect(new Set(checked.value.sources).size).toBe(checked.value.sources.length);
          expect(INCOME_BANDS).toContain(checked.value.monthlyIncome);
          if (checked.value.sources.includes('OTHER')) expect(checked.value.otherSource?.trim()).not.toBe('');
        },
      ),
    );
  });
});

describe('chosenSources', () => {
  it('keeps the contract’s order, each once, and drops what is not a source', () => {
    expect(chosenSources(['SAVINGS', 'JACKPOT', 'SALARY', 'SAVINGS'])).toEqual(['SALARY', 'SAVINGS']);
  });
});
