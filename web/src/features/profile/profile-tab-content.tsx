import { createElement, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { usePreparedView } from '../../kernel/prepared-view.ts';
import type { ProfileTabEntry } from '../../kernel/registry.ts';

/**
 * A profile tab's content: its chunk, module and messages load when the tab is first shown; while
 * they load a status says so, and a chunk that cannot load says why with a retry.
 */
export function ProfileTabContent({ entry }: { readonly entry: ProfileTabEntry }) {
  const [attempt, setAttempt] = useState(0);
  const view = usePreparedView(entry.owner, entry.load, attempt);

  if (view.kind === 'ready') return createElement(view.view);
  if (view.kind === 'loading') {
    return (
      <p className="profile__status" role="status">
        <span className="spinner" aria-hidden="true" />
        <FormattedMessage id="profile.tab.loading" />
      </p>
    );
  }
  return (
    <div className="profile__status" role="alert">
      <p>
        <FormattedMessage id="profile.tab.failed" />
      </p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          setAttempt((n) => n + 1);
        }}
      >
        <FormattedMessage id="profile.tab.retry" />
      </button>
    </div>
  );
}
