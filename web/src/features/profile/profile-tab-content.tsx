import { createElement, useEffect, useState, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { useInjection } from '../../kernel/container-context.ts';
import { FeatureModules } from '../../kernel/feature-modules.ts';
import type { ProfileTabEntry } from '../../kernel/registry.ts';

type TabView =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly view: ComponentType<object> }
  | { readonly kind: 'failed' };

/**
 * A profile tab's content: its chunk, module and messages load when the tab is first shown; while
 * they load a status says so, and a chunk that cannot load says why with a retry.
 */
export function ProfileTabContent({ entry }: { readonly entry: ProfileTabEntry }) {
  const features = useInjection(FeatureModules);
  const [view, setView] = useState<TabView>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    entry
      .load()
      .then((feature) => features.prepare(entry.owner, feature))
      .then(
        (loaded) => {
          if (current) setView({ kind: 'ready', view: loaded });
        },
        () => {
          if (current) setView({ kind: 'failed' });
        },
      );
    return () => {
      current = false;
    };
  }, [entry, features, attempt]);

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
          setView({ kind: 'loading' });
          setAttempt((n) => n + 1);
        }}
      >
        <FormattedMessage id="profile.tab.retry" />
      </button>
    </div>
  );
}
