import { parseQuery } from '@lv-casino/core/routing/query-string.rule.ts';
import { UNSUBSCRIBE_PARAMETER } from '@lv-casino/core/content/unsubscribe.use-case.ts';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useScreenStore } from '../../kernel/container-context.ts';
import { usePageHead } from '../../kernel/page-head.ts';
import { UnsubscribeStore } from './unsubscribe.store.ts';
import './unsubscribe.css';

/**
 * /{lang}/unsubscribe?u=… (games-and-content.md §2): what unsubscribing does, and the button that
 * does it; then the visitor goes home. A link without `u` says it cannot name a subscription and
 * offers the way home instead.
 */
function UnsubscribePage() {
  const { search } = useLocation();
  const store = useScreenStore(UnsubscribeStore);
  const headingId = useId();
  const intl = useIntl();
  // Reached by a player's personal link: never indexed.
  usePageHead({ title: intl.formatMessage({ id: 'unsubscribe.title' }), isPrivate: true });
  const named = (parseQuery(search).get(UNSUBSCRIBE_PARAMETER) ?? '') !== '';

  return (
    <section className="page unsubscribe" aria-labelledby={headingId}>
      <div className="unsubscribe__card">
        <svg className="unsubscribe__icon" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
          <path
            d="M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm0 2v.4l8 5.1 8-5.1V7zm16 2.8-7.5 4.8a1 1 0 0 1-1 0L4 9.8V17h16z"
            fill="currentColor"
          />
        </svg>
        <h1 id={headingId} className="unsubscribe__title">
          <FormattedMessage id="unsubscribe.title" />
        </h1>
        <p>
          <FormattedMessage id={named ? 'unsubscribe.description' : 'unsubscribe.noLink'} />
        </p>
        <p className="unsubscribe__note">
          <FormattedMessage id="unsubscribe.note" />
        </p>
        <button
          type="button"
          className="button button--primary"
          aria-busy={store.busy}
          disabled={store.busy}
          onClick={() => void store.unsubscribe(search)}
        >
          <FormattedMessage id={named ? 'unsubscribe.confirm' : 'unsubscribe.home'} />
        </button>
      </div>
    </section>
  );
}

export default observer(UnsubscribePage);
