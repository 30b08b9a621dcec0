import type { CmsMenu, CmsMenuKey } from '../content/cms-menu.ts';
import type { CmsPage, ContentBlock, ContentBlockKey, ContentDevice } from '../content/content.ts';
import type { ApiFailure } from '../errors/api-failure.ts';
import type { ContentPort } from '../content/content.port.ts';
import type { Language } from '../routing/language.ts';
import { fail, ok, type Result } from '../shared/result.ts';

/**
 * A ContentPort over in-memory pages and blocks: getPageBySlug finds a page by slug and locale,
 * searchPages filters by pageVariant and locale and pages by the zero-based pageStart, getContentBlock
 * and getMenu find a block or a menu by key and locale (null when none, as the API's 404). Records every call.
 */
export class FakeContentPort implements ContentPort {
  pages: readonly CmsPage[] = [];
  blocks: readonly ContentBlock[] = [];
  menus: readonly CmsMenu[] = [];
  /** When set, every call fails with it. */
  failure: ApiFailure | null = null;
  readonly slugCalls: { slug: string; locale: Language; deviceType: ContentDevice }[] = [];
  readonly unsubscribeCalls: string[] = [];
  readonly searchCalls: { pageVariant: string; locale: Language; pageStart: number; pageSize: number }[] = [];
  readonly menuCalls: { key: CmsMenuKey; locale: Language }[] = [];
  readonly blockCalls: { key: ContentBlockKey; locale: Language; deviceType: ContentDevice }[] = [];

  getPageBySlug(query: {
    readonly slug: string;
    readonly locale: Language;
    readonly deviceType: ContentDevice;
  }): Promise<Result<CmsPage | null, ApiFailure>> {
    this.slugCalls.push({ ...query });
    if (this.failure !== null) return Promise.resolve(fail(this.failure));
    const page = this.pages.find(
      (candidate) => candidate.slug === query.slug && candidate.locale === query.locale,
    );
    return Promise.resolve(ok(page ?? null));
  }

  searchPages(query: {
    readonly pageVariant: string;
    readonly locale: Language;
    readonly pageStart: number;
    readonly pageSize: number;
  }): Promise<Result<readonly CmsPage[], ApiFailure>> {
    this.searchCalls.push({ ...query });
    if (this.failure !== null) return Promise.resolve(fail(this.failure));
    const found = this.pages.filter(
      (page) => page.pageVariant === query.pageVariant && page.locale === query.locale,
    );
    const start = query.pageStart * query.pageSize;
    return Promise.resolve(ok(found.slice(start, start + query.pageSize)));
  }

  unsubscribe(token: string): Promise<Result<void, ApiFailure>> {
    this.unsubscribeCalls.push(token);
    return Promise.resolve(this.failure === null ? ok(undefined) : fail(this.failure));
  }

  getContentBlock(query: {
    readonly key: ContentBlockKey;
    readonly locale: Language;
    readonly deviceType: ContentDevice;
  }): Promise<Result<ContentBlock | null, ApiFailure>> {
    this.blockCalls.push({ ...query });
    if (this.failure !== null) return Promise.resolve(fail(this.failure));
    const block = this.blocks.find(
      (candidate) => candidate.key === query.key && candidate.locale === query.locale,
    );
    return Promise.resolve(ok(block ?? null));
  }

  getMenu(query: {
    readonly key: CmsMenuKey;
    readonly locale: Language;
  }): Promise<Result<CmsMenu | null, ApiFailure>> {
    this.menuCalls.push({ ...query });
    if (this.failure !== null) return Promise.resolve(fail(this.failure));
    const menu = this.menus.find(
      (candidate) => candidate.key === query.key && candidate.locale === query.locale,
    );
    return Promise.resolve(ok(menu ?? null));
  }
}
