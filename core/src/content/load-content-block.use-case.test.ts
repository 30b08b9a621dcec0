import { describe, expect, it } from 'vitest';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createContentBlock } from '../testing/content-block.builder.ts';
import { FakeContentPort } from '../testing/content-port.fake.ts';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import { LoadContentBlockUseCase } from './load-content-block.use-case.ts';

function setUp() {
  const content = new FakeContentPort();
  content.blocks = [
    createContentBlock({ key: 'CASINO_SEO', locale: 'lv', title: 'Kazino' }),
    createContentBlock({ key: 'CASINO_SEO', locale: 'en', title: 'Casino' }),
  ];
  const useCase = new LoadContentBlockUseCase(content, new FakeErrorCatalogue());
  return { content, useCase };
}

describe('LoadContentBlockUseCase', () => {
  it('answers the block of the key in the language', async () => {
    const { useCase } = setUp();

    expect(await useCase.execute({ key: 'CASINO_SEO', lang: 'en', device: 'desktop' })).toEqual({
      kind: 'block',
      block: createContentBlock({ key: 'CASINO_SEO', locale: 'en', title: 'Casino' }),
    });
  });

  it('asks for the block of the device’s layout', async () => {
    const { content, useCase } = setUp();

    await useCase.execute({ key: 'CASINO_SEO', lang: 'lv', device: 'mobile' });
    await useCase.execute({ key: 'CASINO_SEO', lang: 'lv', device: 'desktop' });

    expect(content.blockCalls).toEqual([
      { key: 'CASINO_SEO', locale: 'lv', deviceType: 'MOBILE' },
      { key: 'CASINO_SEO', locale: 'lv', deviceType: 'DESKTOP' },
    ]);
  });

  it('answers none when the key has no content in the language', async () => {
    const { useCase } = setUp();

    expect(await useCase.execute({ key: 'CASINO_MAIN_BANNER', lang: 'ru', device: 'desktop' })).toEqual({
      kind: 'none',
    });
  });

  it('asks once per key, language and device, however often it is called', async () => {
    const { content, useCase } = setUp();

    await useCase.execute({ key: 'CASINO_SEO', lang: 'lv', device: 'desktop' });
    await useCase.execute({ key: 'CASINO_SEO', lang: 'en', device: 'desktop' });
    const again = await useCase.execute({ key: 'CASINO_SEO', lang: 'lv', device: 'desktop' });

    expect([content.blockCalls.length, again.kind === 'block' && again.block.title]).toEqual([2, 'Kazino']);
  });

  it('keeps an answer of no content too', async () => {
    const { content, useCase } = setUp();

    await useCase.execute({ key: 'GAME_CATEGORY', lang: 'lv', device: 'desktop' });
    await useCase.execute({ key: 'GAME_CATEGORY', lang: 'lv', device: 'desktop' });

    expect(content.blockCalls).toHaveLength(1);
  });

  it('shares one call between callers asking at the same time', async () => {
    const { content, useCase } = setUp();

    const outcomes = await Promise.all([
      useCase.execute({ key: 'CASINO_SEO', lang: 'lv', device: 'desktop' }),
      useCase.execute({ key: 'CASINO_SEO', lang: 'lv', device: 'desktop' }),
    ]);

    expect([content.blockCalls.length, outcomes.map((outcome) => outcome.kind)]).toEqual([
      1,
      ['block', 'block'],
    ]);
  });

  it('reports a failure with the catalogue’s entry', async () => {
    const { content, useCase } = setUp();
    content.failure = createApiFailure(41);

    expect(await useCase.execute({ key: 'CASINO_SEO', lang: 'lv', device: 'desktop' })).toMatchObject({
      kind: 'failed',
      error: { code: 41 },
    });
  });

  it('reports a transport failure as the general error', async () => {
    const { content, useCase } = setUp();
    content.failure = createTransportFailure();

    expect(await useCase.execute({ key: 'CASINO_SEO', lang: 'lv', device: 'desktop' })).toMatchObject({
      kind: 'failed',
      error: { code: -1 },
    });
  });

  it('does not keep a failure: the next call asks again', async () => {
    const { content, useCase } = setUp();
    content.failure = createApiFailure(41);
    await useCase.execute({ key: 'CASINO_SEO', lang: 'lv', device: 'desktop' });
    content.failure = null;

    const outcome = await useCase.execute({ key: 'CASINO_SEO', lang: 'lv', device: 'desktop' });

    expect([content.blockCalls.length, outcome.kind]).toEqual([2, 'block']);
  });
});
