import { applicationErrorReaction } from '@lv-casino/core/errors/transport-error.rule.ts';
import { FormattedMessage } from 'react-intl';
import { useRouteError } from 'react-router';
import { Wordmark } from '../ui/wordmark.tsx';
import './boot-screen.css';

const describe = (error: unknown): { readonly name?: string; readonly message?: string } =>
  error instanceof Error ? { name: error.name, message: error.message } : {};

/**
 * The router's error boundary, translated. A script chunk that failed to load (a new version replaced
 * the old files, or the network dropped) offers a reload of the new version; anything else says an
 * unexpected error happened, also with a reload. Never a white screen.
 */
export function AppError() {
  const chunk = applicationErrorReaction(describe(useRouteError())).kind === 'open-modal';
  return (
    <main className="boot">
      <Wordmark />
      <div className="boot__failure" role="alert">
        <h1 className="boot__title">
          <FormattedMessage id={chunk ? 'app.chunkError.title' : 'app.error.title'} />
        </h1>
        <p className="boot__message">
          <FormattedMessage id={chunk ? 'app.chunkError.message' : 'app.error.message'} />
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
