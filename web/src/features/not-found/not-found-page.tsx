import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useInjection } from '../../app/container-context.ts';
import { IntlStore } from '../../app/intl.store.ts';
import './not-found-page.css';

/** /404 (games-and-content.md §2): the default message and a way back to the casino. */
function NotFoundPage() {
  const { language } = useInjection(IntlStore);
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
      <Link className="button button--primary button--large" to={`/${language}/casino`}>
        <FormattedMessage id="page.notFound.back" />
      </Link>
    </div>
  );
}

export default observer(NotFoundPage);
