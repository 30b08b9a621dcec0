import { locationContext } from '@lv-casino/core/routing/location-context.rule.ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { CatalogueLoadFailed } from '../../kernel/catalogue/catalogue-load-failed.tsx';
import { useInjection, useScreenStore } from '../../kernel/container-context.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { SPLIT_VIEW_FAILED } from './pane-picker.tsx';
import { SplitPane } from './split-pane.tsx';
import { SplitViewStore } from './split-view.store.ts';
import '../../ui/dialog-body.css';
import '../../ui/field.css';
import './split-view.css';

/**
 * splitViewModal (games-and-content.md §2 and §9): a large dialog (the whole screen on a phone) with
 * two panes side by side, stacked on a narrow screen. Each starts as a picker over the games of the
 * split-view category and plays the game picked in it; both may play at once. Closing the dialog ends
 * both games (their frames go with it). The focus starts in the first pane's search field.
 */
function SplitViewModal({ onClose }: ModalProps) {
  const store = useScreenStore(SplitViewStore);
  const { language } = useInjection(IntlStore);
  const { pathname } = useLocation();
  const context = locationContext(pathname);
  const titleId = useId();

  useEffect(() => {
    store.show(context, language);
  }, [store, context, language]);

  const { category } = store;
  return (
    <Dialog titleId={titleId} onClose={onClose}>
      <div className="split-view">
        <div className="split-view__head">
          <h2 id={titleId} className="dialog-body__title">
            <FormattedMessage id="splitView.title" />
          </h2>
          <p className="dialog-body__text">
            <FormattedMessage id="splitView.intro" />{' '}
            {category.kind === 'ready' && category.name !== null && (
              <FormattedMessage id="splitView.category" values={{ category: category.name }} />
            )}
          </p>
        </div>
        {category.kind === 'failed' && (
          <CatalogueLoadFailed error={category.error} texts={SPLIT_VIEW_FAILED} source={store} />
        )}
        <div className="split-view__panes">
          {store.panes.map((pane, index) => (
            <SplitPane
              // The two panes never reorder: their place is their identity.
              key={index}
              pane={pane}
              number={index + 1}
              categoryFailed={category.kind === 'failed'}
              focusFirst={index === 0}
            />
          ))}
        </div>
      </div>
    </Dialog>
  );
}

export default observer(SplitViewModal);
