import type { CmsPage } from '@lv-casino/core/content/content.ts';
import type { PromotionCategory } from '@lv-casino/core/content/promotions.rule.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CATEGORY_LABEL } from './category-label.ts';
import { PromotionCard } from './promotion-card.tsx';
import '../../ui/pill-list.css';

interface PromotionListProps {
  readonly lang: Language;
  readonly promotions: readonly CmsPage[];
  readonly categories: readonly PromotionCategory[];
  /** The category of the path (its tab is the current one); null for all. */
  readonly selected: PromotionCategory | null;
  /** A newer list is on its way: this one stays, marked busy. */
  readonly busy: boolean;
}

const listPath = (lang: Language, category: PromotionCategory | null): string =>
  category === null ? `/${lang}/promotions` : `/${lang}/promotions/${category}`;

/** The category links: "All" and each category with a promotion; the current one says so. */
function CategoryTabs({ lang, categories, selected }: Omit<PromotionListProps, 'promotions' | 'busy'>) {
  const intl = useIntl();
  const tabs: readonly (PromotionCategory | null)[] = [null, ...categories];
  return (
    <nav className="promo-tabs" aria-label={intl.formatMessage({ id: 'promotions.tabs.label' })}>
      <ul className="promo-tabs__list pill-list">
        {tabs.map((category) => (
          <li key={category ?? 'all'}>
            <Link
              className="promo-tabs__link"
              to={listPath(lang, category)}
              aria-current={category === selected ? 'page' : undefined}
            >
              <FormattedMessage id={category === null ? 'promotions.tabs.all' : CATEGORY_LABEL[category]} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The promotions of the path: the category tabs, how many there are, and their cards. */
export function PromotionList({ lang, promotions, categories, selected, busy }: PromotionListProps) {
  return (
    <>
      <CategoryTabs lang={lang} categories={categories} selected={selected} />
      <section className="promo-list" aria-busy={busy}>
        <p className="promo-list__count" role="status">
          <FormattedMessage id="promotions.count" values={{ count: promotions.length }} />
        </p>
        {promotions.length === 0 ? (
          <div className="promo-notice">
            <p>
              <FormattedMessage id="promotions.categoryEmpty" />
            </p>
            <Link className="button button--secondary" to={listPath(lang, null)}>
              <FormattedMessage id="promotions.showAll" />
            </Link>
          </div>
        ) : (
          <ul className={busy ? 'promo-grid promo-grid--busy' : 'promo-grid'}>
            {promotions.map((page) => (
              <PromotionCard key={page.slug} page={page} lang={lang} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
