import { FormattedMessage } from 'react-intl';
import { Wordmark } from '../ui/wordmark.tsx';
import './boot-screen.css';

/** The router's error boundary: an unexpected error (or a chunk that failed to load) and a reload. */
export function AppError() {
  return (
    <main className="boot">
      <Wordmark />
      <div className="boot__failure" role="alert">
        <h1 className="boot__title">
          <FormattedMessage id="app.error.title" />
        </h1>
        <p className="boot__message">
          <FormattedMessage id="app.error.message" />
        </p>
      </div>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          window.location.reload();
        }}
      >
        <FormattedMessage id="app.error.reload" />
      </button>
    </main>
  );
}
