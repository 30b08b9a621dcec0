import type { CmsPage } from '@lv-casino/core/content/content.ts';
import { promotionCategoryOf } from '@lv-casino/core/content/promotions.rule.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { CATEGORY_LABEL } from './category-label.ts';
import { FeaturedPicture } from './featured-picture.tsx';

/** The path of one promotion's page. */
export const promotionPath = (lang: Language, slug: string): string =>
  `/${lang}/promotions/${encodeURIComponent(slug)}`;

const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

/**
 * A promotion in the list: its image, category, title, excerpt (plain text) and a "Read more" link to
 * its page whose accessible name includes the title.
 */
export function PromotionCard({ page, lang }: { readonly page: CmsPage; readonly lang: Language }) {
  const titleId = useId();
  const category = promotionCategoryOf(page);
  const excerpt = page.pageExcerpt?.trim() ?? '';
  return (
    <li className="promo-card">
      <article className="promo-card__article" aria-labelledby={titleId}>
        <FeaturedPicture image={page.featuredImage} category={category} variant="card" />
        <div className="promo-card__body">
          {category !== null && (
            <p className="promo-category">
              <FormattedMessage id={CATEGORY_LABEL[category]} />
            </p>
          )}
          <h2 id={titleId} className="promo-card__title">
            {page.title}
          </h2>
          {excerpt !== '' && <p className="promo-card__excerpt">{excerpt}</p>}
          <Link className="promo-card__more" to={promotionPath(lang, page.slug)}>
            <FormattedMessage id="promotions.readMore" values={{ title: page.title, hidden }} />
          </Link>
        </div>
      </article>
    </li>
  );
}
