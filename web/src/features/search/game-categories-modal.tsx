import { categoryRoutePath } from '@lv-casino/core/catalogue/category-path.rule.ts';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router';
import { pathOf } from '../../kernel/app-navigator.ts';
import { useInjection } from '../../kernel/container-context.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { StartUpStore } from '../../kernel/start-up.store.ts';
import { Dialog } from '../../ui/dialog.tsx';
import '../../ui/dialog-body.css';
import './search.css';

/**
 * gameCategoriesList (games-and-content.md §2, the phone menu): the lobby's categories, in lobby
 * order, as links to their pages; the category being shown is marked as the current page. Following
 * one closes the modal (and replaces its history entry, so Back returns to the page it was opened on).
 */
function GameCategoriesModal({ onClose }: ModalProps) {
  const { categories } = useInjection(StartUpStore);
  const { language } = useInjection(IntlStore);
  const titleId = useId();

  return (
    <Dialog titleId={titleId} onClose={onClose}>
      <nav className="dialog-body" aria-labelledby={titleId}>
        <h2 id={titleId} className="dialog-body__title">
          <FormattedMessage id="search.categories.title" />
        </h2>
        {categories.length === 0 ? (
          <p className="dialog-body__text">
            <FormattedMessage id="search.categories.empty" />
          </p>
        ) : (
          <ul className="category-links">
            {categories.map((category) => (
              <li key={category.id}>
                <NavLink
                  className="category-links__link"
                  to={pathOf(
                    {
                      name: 'page',
                      path: categoryRoutePath({
                        kind: 'category',
                        page: 'CASINO',
                        shape: 'plain',
                        friendlyUrl: category.friendlyUrl,
                      }),
                    },
                    language,
                  )}
                  end
                  replace
                >
                  {category.name}
                </NavLink>
              </li>
            ))}
          </ul>
        )}
      </nav>
    </Dialog>
  );
}

export default observer(GameCategoriesModal);
