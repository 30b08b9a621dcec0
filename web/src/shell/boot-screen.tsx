import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Wordmark } from '../ui/wordmark.tsx';
import { useInjection } from '../kernel/container-context.ts';
import { StartUpStore } from '../kernel/start-up.store.ts';
import './boot-screen.css';
import CatalogueMessage from '../kernel/catalogue/catalogue-message.tsx';

/** What the player sees until start-up is done: the brand while loading, the reason and a retry if it failed. */
function BootScreen() {
  const intl = useIntl();
  const startUp = useInjection(StartUpStore);
  const { error } = startUp;

  if (startUp.status === 'failed' && error !== null) {
    return (
      <main className="boot">
        <Wordmark />
        <div className="boot__failure" role="alert">
          <h1 className="boot__title">
            <FormattedMessage id="app.boot.failed.title" />
          </h1>
          <p className="boot__message">
            <CatalogueMessage id={error.messageKey} />
          </p>
        </div>
        <button type="button" className="button button--primary" onClick={() => void startUp.retry()}>
          <FormattedMessage id="app.boot.retry" />
        </button>
      </main>
    );
  }
  return (
    <main className="boot" aria-busy="true">
      <Wordmark />
      <span
        className="boot__spinner spinner"
        role="status"
        aria-label={intl.formatMessage({ id: 'app.loading' })}
      />
    </main>
  );
}

export default observer(BootScreen);
