import type { CmsPage } from '@lv-casino/core/content/content.ts';
import { LoadCmsPageUseCase } from '@lv-casino/core/content/load-cms-page.use-case.ts';
import { LoadPromotionsUseCase } from '@lv-casino/core/content/load-promotions.use-case.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import { FakeErrorCatalogue } from '@lv-casino/core/testing/catalogues.fake.ts';
import { createCmsPage, createPromotion } from '@lv-casino/core/testing/cms-page.builder.ts';
import { FakeContentPort } from '@lv-casino/core/testing/content-port.fake.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { when } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { PromotionsStore } from './promotions.store.ts';

/** A ContentPort whose promotion searches wait until `release` (to answer out of order). */
class GatedContentPort extends FakeContentPort {
  readonly #waiting: (() => void)[] = [];

  override async searchPages(query: Parameters<FakeContentPort['searchPages']>[0]) {
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
    return super.searchPages(query);
  }

  /** Lets the search number `index` (0 = the first asked) answer. */
  release(index: number): void {
    this.#waiting[index]?.();
  }

  get waiting(): number {
    return this.#waiting.length;
  }
}

const PROMOTIONS: readonly CmsPage[] = (['lv', 'en'] as const).flatMap((locale) => [
  createPromotion('summer', 'CASINO', { locale, title: `Summer ${locale}` }),
  createPromotion('derby', 'SPORT', { locale, title: `Derby ${locale}` }),
  createPromotion('welcome', 'NEW_CLIENTS', { locale, title: `Welcome ${locale}` }),
]);

let store: PromotionsStore | null = null;

afterEach(() => {
  store?.dispose();
  store = null;
});

function storeOver(content: FakeContentPort, device: 'desktop' | 'mobile' = 'desktop'): PromotionsStore {
  store = new PromotionsStore(
    new LoadPromotionsUseCase(content, new FakeErrorCatalogue()),
    new LoadCmsPageUseCase(content),
    device,
  );
  store.activate();
  return store;
}

function contentWith(pages: readonly CmsPage[] = PROMOTIONS): FakeContentPort {
  const content = new FakeContentPort();
  content.pages = pages;
  return content;
}

/** The store after it has settled on `segment` in `lang`. */
async function settled(
  promotions: PromotionsStore,
  segment: string | null,
  lang: Language = 'en',
): Promise<PromotionsStore> {
  promotions.show(segment, lang);
  await when(() => promotions.state.kind !== 'loading' && !promotions.busy);
  return promotions;
}

const slugsOf = (promotions: PromotionsStore): string[] =>
  promotions.state.kind === 'list' ? promotions.state.promotions.map((page) => page.slug) : [];

describe('the promotions list', () => {
  it('lists every promotion of the language with the tabs of the categories that have one', async () => {
    const { state } = await settled(storeOver(contentWith()), null);

    expect(state).toMatchObject({
      kind: 'list',
      categories: ['sport', 'casino', 'new-clients'],
      selected: null,
    });
  });

  it('asks for page 0 of 1000 promotions in the language of the path', async () => {
    const content = contentWith();
    await settled(storeOver(content), null, 'lv');

    expect(content.searchCalls).toEqual([
      { pageVariant: 'PROMOTION', locale: 'lv', pageStart: 0, pageSize: 1000 },
    ]);
  });

  it('lists only the promotions of the category of the path', async () => {
    const promotions = await settled(storeOver(contentWith()), 'sport');

    expect([slugsOf(promotions), promotions.state.kind === 'list' && promotions.state.selected]).toEqual([
      ['derby'],
      'sport',
    ]);
  });

  it('says promotions.empty.data when the language has no promotion', async () => {
    const { state } = await settled(storeOver(contentWith([])), null);

    expect(state).toEqual({ kind: 'empty', messageKey: 'promotions.empty.data' });
  });

  it('fails with the catalogue entry of the error', async () => {
    const content = contentWith();
    content.failure = createApiFailure(41);

    const { state } = await settled(storeOver(content), null);

    expect(state).toMatchObject({ kind: 'failed', error: { code: 41 } });
  });

  it('lists the promotions when a retry after a failure succeeds', async () => {
    const content = contentWith();
    content.failure = createApiFailure(41);
    const promotions = await settled(storeOver(content), null);

    content.failure = null;
    promotions.retry();
    await when(() => promotions.state.kind === 'list');

    expect(slugsOf(promotions)).toEqual(['summer', 'derby', 'welcome']);
  });

  it('loads the promotions again in the new language', async () => {
    const promotions = await settled(storeOver(contentWith()), null, 'en');

    await settled(promotions, null, 'lv');

    expect(promotions.state.kind === 'list' && promotions.state.promotions[0]?.title).toBe('Summer lv');
  });

  it('keeps the list shown, busy, while another category loads', async () => {
    const content = new GatedContentPort();
    content.pages = PROMOTIONS;
    const promotions = storeOver(content);
    promotions.show(null, 'en');
    content.release(0);
    await when(() => promotions.state.kind === 'list');

    promotions.show('casino', 'en');
    await when(() => content.waiting === 2);

    expect({ busy: promotions.busy, slugs: slugsOf(promotions) }).toEqual({
      busy: true,
      slugs: ['summer', 'derby', 'welcome'],
    });
  });

  it('drops the answer of a path left before it came', async () => {
    const content = new GatedContentPort();
    content.pages = PROMOTIONS;
    const promotions = storeOver(content);
    promotions.show('sport', 'en');
    promotions.show('casino', 'en');
    await when(() => content.waiting === 2);

    content.release(1);
    await when(() => promotions.state.kind === 'list');
    content.release(0);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(slugsOf(promotions)).toEqual(['summer']);
  });

  it('drops an answer that comes after the page closed', async () => {
    const content = new GatedContentPort();
    content.pages = PROMOTIONS;
    const promotions = storeOver(content);
    promotions.show(null, 'en');
    await when(() => content.waiting === 1);

    promotions.dispose();
    content.release(0);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(promotions.state).toEqual({ kind: 'loading' });
  });
});

describe('one promotion', () => {
  const summer = (overrides: Partial<CmsPage> = {}) =>
    createPromotion('summer', 'CASINO', { locale: 'en', title: 'Summer', ...overrides });

  /** The state of the summer promotion's route once it is taken off the site, redirecting to `redirect`. */
  const unpublishedTo = async (redirect: string) => {
    const ended = summer({ status: 'NOT_PUBLISHED', redirectLinkWhenNotPublished: redirect });
    return (await settled(storeOver(contentWith([ended])), 'summer')).state;
  };

  it('shows the CMS page of the slug', async () => {
    const { state } = await settled(storeOver(contentWith([summer()])), 'summer');

    expect(state).toMatchObject({ kind: 'promotion', page: { slug: 'summer', title: 'Summer' } });
  });

  it('asks the CMS for the slug in the language and device of the page', async () => {
    const content = contentWith([summer({ locale: 'lv' })]);
    await settled(storeOver(content, 'mobile'), 'summer', 'lv');

    expect(content.slugCalls).toEqual([{ slug: 'summer', locale: 'lv', deviceType: 'MOBILE' }]);
  });

  it('is not found when no page has the slug', async () => {
    const { state } = await settled(storeOver(contentWith()), 'no-such-promotion');

    expect(state).toEqual({ kind: 'not-found' });
  });

  it('is not found when the CMS cannot be reached', async () => {
    const content = contentWith([summer()]);
    content.failure = createApiFailure(-1);

    const { state } = await settled(storeOver(content), 'summer');

    expect(state).toEqual({ kind: 'not-found' });
  });

  it('redirects an unpublished promotion to its path under the language', async () => {
    const state = await unpublishedTo('promotions');

    expect(state).toEqual({ kind: 'redirect', to: '/en/promotions', external: false });
  });

  it('sends an unpublished promotion whose redirect is a URL to that site', async () => {
    const state = await unpublishedTo('https://www.iaui.gov.lv');

    expect(state).toEqual({ kind: 'redirect', to: 'https://www.iaui.gov.lv', external: true });
  });

  it('names its title, description, canonical address and robots for the head', async () => {
    const page = summer({
      metaDescription: 'A summer tournament.',
      canonicalUrl: 'https://www.lv-casino.lv/en/promotions/summer',
      metaRobots: 'index,follow',
    });

    const { head } = await settled(storeOver(contentWith([page])), 'summer');

    expect(head).toEqual({
      title: 'Summer',
      description: 'A summer tournament.',
      canonical: 'https://www.lv-casino.lv/en/promotions/summer',
      robots: 'index,follow',
    });
  });

  it('has no head tags on a list', async () => {
    const { head } = await settled(storeOver(contentWith()), null);

    expect(head).toBeNull();
  });

  it('shows an ordinary CMS page of the slug too', async () => {
    const page = createCmsPage({ slug: 'rules', locale: 'en', title: 'Rules' });

    const { state } = await settled(storeOver(contentWith([page])), 'rules');

    expect(state).toMatchObject({ kind: 'promotion', page: { title: 'Rules' } });
  });
});
