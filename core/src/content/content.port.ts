import type { CmsMenu, CmsMenuKey } from '../content/cms-menu.ts';
import type { CmsPage, ContentBlock, ContentBlockKey, ContentDevice } from '../content/content.ts';
import type { ApiFailure } from '../errors/api-failure.ts';
import type { Language } from '../routing/language.ts';
import type { Result } from '../shared/result.ts';

/** The CMS (games-and-content.md §7 CMS and content). Answers may be cached by the adapter. */
export interface ContentPort {
  /** POST cms/pages/searchBySlug; null when no page has the slug. */
  getPageBySlug(query: {
    readonly slug: string;
    readonly locale: Language;
    readonly deviceType: ContentDevice;
  }): Promise<Result<CmsPage | null, ApiFailure>>;
  /** POST cms/pages/search by page variant; pageStart is zero-based, pageSize the number of pages. */
  searchPages(query: {
    readonly pageVariant: string;
    readonly locale: Language;
    readonly pageStart: number;
    readonly pageSize: number;
  }): Promise<Result<readonly CmsPage[], ApiFailure>>;
  /** POST unsubscribe?u={token}: unsubscribes the e-mail address the token names; the answer is not read. */
  unsubscribe(token: string): Promise<Result<void, ApiFailure>>;
  /**
   * GET cms/contentBlocks/{key}?locale=&deviceType=: the block of a key in a language; null when the
   * key has no content for the language (the API answers 404).
   */
  getContentBlock(query: {
    readonly key: ContentBlockKey;
    readonly locale: Language;
    readonly deviceType: ContentDevice;
  }): Promise<Result<ContentBlock | null, ApiFailure>>;
  /** GET cms/menus/{key}?locale=: a footer menu in a language; null when the menu has none (404). */
  getMenu(query: {
    readonly key: CmsMenuKey;
    readonly locale: Language;
  }): Promise<Result<CmsMenu | null, ApiFailure>>;
}
export const ContentPort = Symbol('ContentPort');
