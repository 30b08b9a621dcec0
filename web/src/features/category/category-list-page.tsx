import type { Category, LobbyPage } from '@lv-casino/core/catalogue/catalogue.ts';
import { categoryRoutePath } from '@lv-casino/core/catalogue/category-path.rule.ts';
import { formatCount } from '@lv-casino/core/money/count-format.rule.ts';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { pathOf } from '../../kernel/app-navigator.ts';
import { CatalogueLoadFailed } from '../../kernel/catalogue/catalogue-load-failed.tsx';
import { CATEGORY_LIST_FAILED } from './category-failed.ts';
import { PageCategoriesStore, type BrowsePart } from '../../kernel/catalogue/page-categories.store.ts';
import ContentBlockSlot from '../../kernel/content/content-block-slot.tsx';
import { useInjection, useScreenStore } from '../../kernel/container-context.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import { CategoryCards } from '../../ui/category-cards.tsx';
import { useDocumentTitle } from './use-document-title.ts';

const TEXTS = {
  providers: {
    title: 'category.providersPage.title',
    count: 'category.providersPage.count',
    seo: 'PROVIDERS_SEO',
  },
  collections: {
    title: 'category.collectionsPage.title',
    count: 'category.collectionsPage.count',
    seo: 'COLLECTIONS_SEO',
  },
} as const;

/**
 * The providers or collections page of a lobby (games-and-content.md §2 special friendlyUrls
 * providers and collections): a card per provider or collection linking to its page, and the CMS's
 * SEO text of the page (PROVIDERS_SEO, COLLECTIONS_SEO).
 */
function CategoryListPage({ lobby, part }: { readonly lobby: LobbyPage; readonly part: BrowsePart }) {
  const store = useScreenStore(PageCategoriesStore);
  const { language } = useInjection(IntlStore);
  const intl = useIntl();
  const texts = TEXTS[part];
  const title = intl.formatMessage({ id: texts.title });
  const shape = part === 'providers' ? 'provider' : 'collection';
  useDocumentTitle(title);
  useEffect(() => {
    void store.open(part, lobby, language);
  }, [store, part, lobby, language]);
  const hrefOf = useCallback(
    (category: Category) =>
      pathOf(
        {
          name: 'page',
          path: categoryRoutePath({
            kind: 'category',
            page: lobby,
            shape,
            friendlyUrl: category.friendlyUrl,
          }),
        },
        language,
      ),
    [lobby, shape, language],
  );

  return (
    <div className="page category-page">
      <header className="category-page__header">
        <h1 className="category-page__title">{title}</h1>
        {!store.loading && store.error === null && (
          <p className="category-page__count">
            <FormattedMessage
              id={texts.count}
              values={{ count: store.categories.length, shown: formatCount(store.categories.length) }}
            />
          </p>
        )}
      </header>
      {store.loading && (
        <p className="category-page__notice" role="status">
          <span className="spinner" aria-hidden="true" />
          <FormattedMessage id="category.list.loading" />
        </p>
      )}
      {store.error !== null && (
        <CatalogueLoadFailed
          error={store.error}
          texts={CATEGORY_LIST_FAILED}
          source={{ retry: () => void store.open(part, lobby, language) }}
        />
      )}
      {!store.loading && store.categories.length > 0 && (
        <CategoryCards
          layout="grid"
          label={title}
          categories={store.categories}
          hrefOf={hrefOf}
          countOf={(category) => (
            <FormattedMessage
              id="category.count"
              values={{ count: category.enabledGamesCount, shown: formatCount(category.enabledGamesCount) }}
            />
          )}
        />
      )}
      <ContentBlockSlot blockKey={texts.seo} variant="seo" />
    </div>
  );
}

export default observer(CategoryListPage);
