import type { CmsPage } from '@lv-casino/core/content/content.ts';
import { promotionCategoryOf } from '@lv-casino/core/content/promotions.rule.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { CmsHtml } from '../../kernel/content/cms-html.tsx';
import { CATEGORY_LABEL } from './category-label.ts';
import { FeaturedPicture } from './featured-picture.tsx';
import '../../ui/article-body.css';

interface PromotionArticleProps {
  readonly page: CmsPage;
  readonly lang: Language;
}

/**
 * One promotion: a link back to the list, its category, title, featured image and sanitised body
 * (links to paths of the site followed inside the app).
 */
export function PromotionArticle({ page, lang }: PromotionArticleProps) {
  const headingId = useId();
  const category = promotionCategoryOf(page);
  return (
    <article className="page promo-article" aria-labelledby={headingId}>
      <Link className="promo-article__back" to={`/${lang}/promotions`}>
        <span aria-hidden="true">←</span>
        <FormattedMessage id="promotions.back" />
      </Link>
      <header className="promo-article__header">
        {category !== null && (
          <p className="promo-category">
            <FormattedMessage id={CATEGORY_LABEL[category]} />
          </p>
        )}
        <h1 id={headingId} className="promo-article__title">
          {page.title}
        </h1>
      </header>
      <FeaturedPicture image={page.featuredImage} category={category} variant="hero" />
      <CmsHtml className="promo-article__body article-body" html={page.content} />
    </article>
  );
}
