import type { TranslationsByCategory } from '../dto.ts';
import { ok, readString, SandboxError, type OperationHandlers } from '../handlers/operation-handler.ts';
import { messageLanguages, type MessageLanguage } from '../seed/message-table.ts';
import type { SandboxState } from '../state.ts';
import { bannersOf } from './banners.ts';
import { toCmsPage, type Locale } from './cms-page.ts';
import { cmsPagesSeed } from './cms-pages.seed.ts';
import { cmsMenus, contentBlocks, type CmsMenuKey, type ContentBlockKey } from './content-blocks.seed.ts';
import { UnsubscribeStore } from './unsubscribe.store.ts';

const localeOf = (query: Readonly<Record<string, unknown>>): Locale => readString(query, 'locale') as Locale;

/**
 * CMS and content: pages (all, by variant with paging, by slug), banners by location, content blocks
 * and footer menus by key, the GET of one translation category, and unsubscribe. An unpublished page
 * is found by slug only when it has redirectLinkWhenNotPublished (the client follows it); otherwise
 * it answers 404 like an unknown slug.
 */
export function createContentHandlers(state: SandboxState): OperationHandlers {
  const pages = cmsPagesSeed();
  const unsubscribed = new UnsubscribeStore();

  return {
    listCmsPages: ({ request }) => {
      const locale = readString(request.query, 'locale');
      return ok(pages.filter((p) => locale === undefined || p.locale === locale).map(toCmsPage));
    },
    searchCmsPages: ({ request }) => {
      const variant = readString(request.query, 'pageVariant');
      const locale = localeOf(request.query);
      const query = request.body as {
        pageStart: number;
        pageSize: number;
        sortBy?: string;
        sortAsc?: boolean;
      };
      const found = pages.filter(
        (p) => p.pageVariant === variant && p.locale === locale && p.status === 'PUBLISHED',
      );
      if (query.sortBy === 'publishedDate') {
        const direction = query.sortAsc === true ? 1 : -1;
        found.sort((a, b) => direction * a.publishedDate.localeCompare(b.publishedDate));
      }
      const start = query.pageStart * query.pageSize;
      return ok({
        content: found.slice(start, start + query.pageSize).map(toCmsPage),
        totalElements: found.length,
        pageStart: query.pageStart,
        pageSize: query.pageSize,
      });
    },
    getCmsPageBySlug: ({ request }) => {
      const slug = readString(request.query, 'pageSlug');
      const locale = localeOf(request.query);
      const page = pages.find((p) => p.slug === slug && p.locale === locale);
      if (page === undefined || (page.status !== 'PUBLISHED' && page.redirectLinkWhenNotPublished === null)) {
        throw new SandboxError(404, -1, `No CMS page ${slug ?? ''} in ${locale}`);
      }
      return ok(toCmsPage(page));
    },
    searchCmsBanners: ({ request }) => {
      const q = request.query;
      return ok(
        bannersOf(pages, {
          location: readString(q, 'location') ?? '',
          locale: localeOf(q),
          deviceType: readString(q, 'deviceType') === 'MOBILE' ? 'MOBILE' : 'DESKTOP',
          contentType: readString(q, 'contentType') === 'INLINE_CONTENT' ? 'INLINE_CONTENT' : 'BANNER',
        }),
      );
    },
    getContentBlock: ({ request }) => {
      const key = readString(request.path, 'key') as ContentBlockKey;
      const locale = localeOf(request.query);
      const block = contentBlocks[key][locale];
      if (block === undefined)
        throw new SandboxError(404, -1, `Content block ${key} has no ${locale} content`);
      return ok({ key, locale, title: block[0], content: block[1] });
    },
    getCmsMenu: ({ request }) => {
      const key = readString(request.path, 'key') as CmsMenuKey;
      const locale = localeOf(request.query);
      const [title, items] = cmsMenus[key][locale];
      return ok({
        key,
        locale,
        title,
        items: items.map(([label, link], i) => ({ label, link, orderNumber: i + 1 })),
      });
    },
    getTranslationsOfCategory: ({ request }) => {
      const lang = readString(request.path, 'lang') ?? '';
      const category = readString(request.path, 'category') ?? '';
      const table = (messageLanguages as readonly string[]).includes(lang)
        ? state.messages.get(lang as MessageLanguage)
        : undefined;
      if (table === undefined) {
        throw new SandboxError(
          400,
          -1,
          `Unsupported language "${lang}" (supported: ${messageLanguages.join(', ')})`,
        );
      }
      return ok({ [category]: table[category] ?? {} } satisfies TranslationsByCategory);
    },
    unsubscribe: ({ request }) => {
      const player = UnsubscribeStore.playerOf(readString(request.query, 'u') ?? '', state.players);
      if (player === undefined) throw new SandboxError(404, -1, 'Unknown unsubscribe link');
      unsubscribed.unsubscribe(player.id);
      return { status: 204 };
    },
  };
}
