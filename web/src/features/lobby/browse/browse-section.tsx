import type { Category, LobbyPage } from '@lv-casino/core/catalogue/catalogue.ts';
import { categoryRoutePath } from '@lv-casino/core/catalogue/category-path.rule.ts';
import { formatCount } from '@lv-casino/core/money/count-format.rule.ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { pathOf } from '../../../kernel/app-navigator.ts';
import { useInjection, useScreenStore } from '../../../kernel/container-context.ts';
import { IntlStore } from '../../../kernel/intl.store.ts';
import { CategoryCards } from '../../../ui/category-cards.tsx';
import { PageCategoriesStore, type BrowsePart } from '../../../kernel/catalogue/page-categories.store.ts';
import './browse.css';

export interface BrowseSectionProps {
  readonly part: BrowsePart;
  readonly lobby: LobbyPage;
}

const TEXTS = {
  providers: { title: 'browse.providers.title', all: 'browse.providers.all' },
  collections: { title: 'browse.collections.title', all: 'browse.collections.all' },
} as const;

/**
 * The lobby's provider slider or its collections: a heading with a link to the list page
 * (/casino/providers, /casino/collections), and a card per provider or collection linking to its
 * page. Nothing while they load or when there are none.
 */
function BrowseSection({ part, lobby }: BrowseSectionProps) {
  const store = useScreenStore(PageCategoriesStore);
  const intl = useIntl();
  const headingId = useId();
  const { language } = useInjection(IntlStore);
  useEffect(() => {
    void store.open(part, lobby, language);
  }, [store, part, lobby, language]);
  if (store.categories.length === 0) return null;

  const shape = part === 'providers' ? 'provider' : 'collection';
  const path = (route: string): string => pathOf({ name: 'page', path: route }, language);
  const texts = TEXTS[part];
  return (
    <section className="browse" aria-labelledby={headingId}>
      <div className="browse__header">
        <h2 id={headingId} className="browse__title">
          <FormattedMessage id={texts.title} />
        </h2>
        <Link
          className="browse__all"
          to={path(categoryRoutePath({ kind: 'special', page: lobby, list: part }))}
        >
          <FormattedMessage id={texts.all} />
        </Link>
      </div>
      <CategoryCards
        layout="row"
        label={intl.formatMessage({ id: 'browse.list' }, { title: intl.formatMessage({ id: texts.title }) })}
        categories={store.categories}
        hrefOf={(category: Category) =>
          path(categoryRoutePath({ kind: 'category', page: lobby, shape, friendlyUrl: category.friendlyUrl }))
        }
        countOf={(category: Category) => (
          <FormattedMessage
            id="browse.games"
            values={{ count: category.enabledGamesCount, shown: formatCount(category.enabledGamesCount) }}
          />
        )}
      />
    </section>
  );
}

export default observer(BrowseSection);
