import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useInjection, useScreenStore } from '../../kernel/container-context.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import { usePageHead } from '../../kernel/page-head.ts';
import { CmsHtml } from '../../kernel/content/cms-html.tsx';
import { NotFoundStore } from './not-found.store.ts';
import './not-found-page.css';

/**
 * /404 (games-and-content.md §2): the CMS content 404_ERROR_PAGE of the page language when the CMS
 * has it, otherwise the default message; either way a way back to the casino, in the same language.
 */
function NotFoundPage() {
  const { language } = useInjection(IntlStore);
  const store = useScreenStore(NotFoundStore);
  const { state } = store;
  const intl = useIntl();
  // A page that is not there is never indexed.
  usePageHead({ title: intl.formatMessage({ id: 'page.notFound.title' }), isPrivate: true });
  // The CMS is asked first (its answer is kept): the default text does not flash before the block.
  if (state.kind === 'loading') return <div className="page not-found" />;
  const back = (
    <Link className="button button--primary button--large" to={`/${language}/casino`}>
      <FormattedMessage id="page.notFound.back" />
    </Link>
  );
  if (state.kind === 'cms') {
    return (
      <div className="page not-found">
        <h1 className="not-found__title">{state.title ?? <FormattedMessage id="page.notFound.title" />}</h1>
        <CmsHtml className="not-found__cms" html={state.html} />
        {back}
      </div>
    );
  }
  return (
    <div className="page not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">
        <FormattedMessage id="page.notFound.title" />
      </h1>
      <p className="not-found__message">
        <FormattedMessage id="page.notFound.message" />
      </p>
      {back}
    </div>
  );
}

export default observer(NotFoundPage);
