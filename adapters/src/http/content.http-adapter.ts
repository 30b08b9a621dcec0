import type { CmsMenu, CmsMenuKey } from '@lv-casino/core/content/cms-menu.ts';
import type {
  CmsPage,
  ContentBlock,
  ContentBlockKey,
  ContentDevice,
} from '@lv-casino/core/content/content.ts';
import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type { ContentPort } from '@lv-casino/core/content/content.port.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import { ok, type Result } from '@lv-casino/core/shared/result.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { call, noContent } from './call.ts';
import { toCmsMenu } from './content-menu.mapper.ts';
import { toCmsPage, toCmsPages, toContentBlock } from './content.mapper.ts';

/** HTTP status of "nothing there": an unknown slug, a content block without content in the locale. */
const NOT_FOUND = 404;

/** A call whose 404 answer means "none" rather than a failure. */
const noneWhenNotFound = async <T>(
  sent: Promise<Result<T, ApiFailure>>,
): Promise<Result<T | null, ApiFailure>> => {
  const result = await sent;
  if (!result.ok && result.error.kind === 'api' && result.error.httpStatus === NOT_FOUND) return ok(null);
  return result;
};

/**
 * ContentPort over the public CMS calls (games-and-content.md §7 CMS and content): POST
 * cms/pages/searchBySlug, POST cms/pages/search, GET cms/contentBlocks/{key}, GET cms/menus/{key} and
 * POST unsubscribe. A 404 of a page by slug, a content block or a menu is "none" (null), not a failure. Nothing is cached
 * here: core's use-cases decide what is kept.
 */
export class ContentHttpAdapter implements ContentPort {
  readonly #client: CustomerFacingClient;

  constructor(client: CustomerFacingClient) {
    this.#client = client;
  }

  /** The call sends no body: slug, locale and device are query parameters. */
  getPageBySlug(query: {
    readonly slug: string;
    readonly locale: Language;
    readonly deviceType: ContentDevice;
  }): Promise<Result<CmsPage | null, ApiFailure>> {
    return noneWhenNotFound(
      call(
        () =>
          this.#client.POST('/api/v1/customerfacing/cms/pages/searchBySlug', {
            params: { query: { pageSlug: query.slug, locale: query.locale, deviceType: query.deviceType } },
          }),
        toCmsPage,
      ),
    );
  }

  /** pageVariant and locale are query parameters; the zero-based pageStart and pageSize the body. */
  searchPages(query: {
    readonly pageVariant: string;
    readonly locale: Language;
    readonly pageStart: number;
    readonly pageSize: number;
  }): Promise<Result<readonly CmsPage[], ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/cms/pages/search', {
          params: { query: { pageVariant: query.pageVariant, locale: query.locale } },
          body: { pageStart: query.pageStart, pageSize: query.pageSize },
        }),
      toCmsPages,
    );
  }

  /** `token` is the link's `u` value, passed on unchanged; the 204 answer has no body. */
  unsubscribe(token: string): Promise<Result<void, ApiFailure>> {
    return call(
      () => this.#client.POST('/api/v1/customerfacing/unsubscribe', { params: { query: { u: token } } }),
      noContent,
    );
  }

  /** An answer about another key than the one asked for fails with errorCode -1. */
  getContentBlock(query: {
    readonly key: ContentBlockKey;
    readonly locale: Language;
    readonly deviceType: ContentDevice;
  }): Promise<Result<ContentBlock | null, ApiFailure>> {
    return noneWhenNotFound(
      call(
        () =>
          this.#client.GET('/api/v1/customerfacing/cms/contentBlocks/{key}', {
            params: {
              path: { key: query.key },
              query: { locale: query.locale, deviceType: query.deviceType },
            },
          }),
        (body) => toContentBlock(body, query.key),
      ),
    );
  }

  /** An answer about another menu than the one asked for fails with errorCode -1. */
  getMenu(query: {
    readonly key: CmsMenuKey;
    readonly locale: Language;
  }): Promise<Result<CmsMenu | null, ApiFailure>> {
    return noneWhenNotFound(
      call(
        () =>
          this.#client.GET('/api/v1/customerfacing/cms/menus/{key}', {
            params: { path: { key: query.key }, query: { locale: query.locale } },
          }),
        (body) => toCmsMenu(body, query.key),
      ),
    );
  }
}
