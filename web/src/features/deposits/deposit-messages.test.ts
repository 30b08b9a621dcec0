import { DEPOSIT_FORM_ERRORS } from '@lv-casino/core/deposit/deposit-form.rule.ts';
import { DEPOSIT_METHOD_GROUPS, DEPOSIT_METHOD_SPECS } from '@lv-casino/core/deposit/deposit-methods.rule.ts';
import { depositResultPage } from '@lv-casino/core/deposit/deposit-result-page.rule.ts';
import { DEPOSIT_RESULT_TYPES } from '@lv-casino/core/deposit/deposit-result.rule.ts';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_FOLDER, messageFilesOf } from '../../testing/message-files.ts';

/** The messages the deposit screens load: their own and the catalogue's (the result pages' texts). */
const messagesOf = (lang: string): Record<string, string> =>
  messageFilesOf(lang, import.meta.dirname, CATALOGUE_FOLDER);

/** The ids the deposit screens build from data: each of them must be in every language. */
const dataIds = [
  ...DEPOSIT_METHOD_SPECS.map((spec) => `deposits.provider.${spec.provider}`),
  ...DEPOSIT_METHOD_SPECS.flatMap((spec) =>
    spec.choice === null ? [] : [`deposits.choice.legend.${spec.choice}`],
  ),
  ...DEPOSIT_METHOD_GROUPS.map((group) => `deposits.group.${group}`),
  ...Object.values(DEPOSIT_FORM_ERRORS),
  'deposits.flow.not-verified',
  'deposits.flow.intermediate',
  ...DEPOSIT_RESULT_TYPES.flatMap((type) =>
    (['VERIFIED', 'NOT_VERIFIED'] as const).flatMap((kyc) => {
      const page = depositResultPage(type, kyc);
      return [page.headerKey, page.descriptionKey, ...(page.button === null ? [] : [page.button.labelKey])];
    }),
  ),
];

describe('the deposit messages', () => {
  it.each(['en', 'lv', 'ru'])('hold every id the screens build from data in %s', (lang) => {
    const messages = messagesOf(lang);
    expect([...new Set(dataIds)].filter((id) => !(id in messages))).toEqual([]);
  });

  it('name all 27 providers', () => {
    expect(Object.keys(messagesOf('en')).filter((id) => id.startsWith('deposits.provider.'))).toHaveLength(
      27,
    );
  });
});
