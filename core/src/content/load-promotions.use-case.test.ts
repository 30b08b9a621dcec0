import { beforeEach, describe, expect, it } from 'vitest';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createPromotion } from '../testing/cms-page.builder.ts';
import { FakeContentPort } from '../testing/content-port.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { LoadPromotionsUseCase } from './load-promotions.use-case.ts';

let content: FakeContentPort;
let load: LoadPromotionsUseCase;

beforeEach(() => {
  content = new FakeContentPort();
  content.pages = [
    createPromotion('summer', 'CASINO', { locale: 'en' }),
    createPromotion('derby', 'SPORT', { locale: 'en' }),
  ];
  load = new LoadPromotionsUseCase(content, new FakeErrorCatalogue());
});

describe('LoadPromotionsUseCase', () => {
  it('asks for page 0 of 1000 promotions in the language', async () => {
    await load.execute({ segment: null, lang: 'en' });
    expect(content.searchCalls).toEqual([
      { pageVariant: 'PROMOTION', locale: 'en', pageStart: 0, pageSize: 1000 },
    ]);
  });

  it('lists the promotions of a category', async () => {
    const outcome = await load.execute({ segment: 'sport', lang: 'en' });
    expect(outcome.kind === 'list' ? outcome.promotions.map((page) => page.slug) : []).toEqual(['derby']);
  });

  it('names the promotion of a slug without loading the list', async () => {
    const outcome = await load.execute({ segment: 'summer', lang: 'en' });
    expect({ outcome, calls: content.searchCalls.length }).toEqual({
      outcome: { kind: 'promotion', slug: 'summer' },
      calls: 0,
    });
  });

  it('shows the empty message when the language has none', async () => {
    expect(await load.execute({ segment: null, lang: 'ru' })).toEqual({
      kind: 'empty',
      messageKey: 'promotions.empty.data',
    });
  });

  it('fails with the catalogue entry of the error', async () => {
    content.failure = createApiFailure(41);
    expect(await load.execute({ segment: null, lang: 'en' })).toMatchObject({
      kind: 'failed',
      error: { code: 41 },
    });
  });
});
