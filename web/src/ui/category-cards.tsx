import type { Category } from '@lv-casino/core/catalogue/catalogue.ts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './category-cards.css';

/**
 * Cards of providers or collections: each a link to its page, with the name (the link's name) and the
 * number of games (`countOf`, in the caller's words); a monogram stands in for the picture. `layout` is a row that scrolls sideways
 * (the lobby's slider) or a wrapping grid (the list pages).
 */
export function CategoryCards({
  categories,
  hrefOf,
  countOf,
  layout,
  label,
}: {
  readonly categories: readonly Category[];
  readonly hrefOf: (category: Category) => string;
  /** The translated number of games of a card. */
  readonly countOf: (category: Category) => ReactNode;
  readonly layout: 'row' | 'grid';
  /** Name of the list (a scrolling row is a focusable region, so the keyboard can scroll it). */
  readonly label: string;
}) {
  const list = (
    <ul className={`category-cards category-cards--${layout}`}>
      {categories.map((category) => (
        <li key={category.id} className="category-cards__item">
          <Link className="category-card" to={hrefOf(category)}>
            <span className="category-card__monogram" aria-hidden="true">
              {category.name.slice(0, 1)}
            </span>
            <span className="category-card__name">{category.name}</span>
            <span className="category-card__count">{countOf(category)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
  if (layout === 'grid') return list;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be keyboard-reachable
    <div className="category-cards__scroller" role="region" aria-label={label} tabIndex={0}>
      {list}
    </div>
  );
}
