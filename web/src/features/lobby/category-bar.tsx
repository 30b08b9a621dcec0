import type { Category, LobbyPage } from '@lv-casino/core/catalogue/catalogue.ts';
import { categoryRoutePath } from '@lv-casino/core/catalogue/category-path.rule.ts';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { pathOf } from '../../kernel/app-navigator.ts';
import { CurrentLink } from '../../kernel/current-link.tsx';
import { useInjection } from '../../kernel/container-context.ts';
import { IntlStore } from '../../kernel/intl.store.ts';

/** The path of a category page under a lobby (games-and-content.md §2). */
export const categoryPath = (lobby: LobbyPage, friendlyUrl: string): string =>
  categoryRoutePath({ kind: 'category', page: lobby, shape: 'plain', friendlyUrl });

/**
 * The lobby's category bar: a link to every visible category of the lobby, in lobby order, in one
 * row that scrolls sideways. Until the categories arrive its outline keeps the page from moving.
 * Memoised: the lobby renders again as its strips load, and the bar's links stay as they are.
 */
export const CategoryBar = memo(function CategoryBar({
  lobby,
  categories,
}: {
  readonly lobby: LobbyPage;
  readonly categories: readonly Category[];
}) {
  const intl = useIntl();
  const { language } = useInjection(IntlStore);
  return (
    <nav className="category-bar" aria-label={intl.formatMessage({ id: 'lobby.categories' })}>
      {categories.length > 0 && (
        <ul className="category-bar__list">
          {categories.map((category) => (
            <li key={category.id}>
              <CurrentLink
                className="category-bar__link"
                to={pathOf({ name: 'page', path: categoryPath(lobby, category.friendlyUrl) }, language)}
              >
                {category.name}
              </CurrentLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
});
