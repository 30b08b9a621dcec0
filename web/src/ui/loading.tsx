import type { ReactNode } from 'react';
import './notice.css';

const spinner = <span className="spinner" aria-hidden="true" />;

/** What is loading, as a status (read out once): a spinner and its text. */
export function Loading({
  id,
  children,
}: {
  readonly id?: string | undefined;
  readonly children: ReactNode;
}) {
  return (
    <p id={id} className="loading" role="status">
      {spinner} {children}
    </p>
  );
}

/**
 * A status region that is in the page before anything loads, so that the loading is announced each
 * time it starts (a page of a table, a thread): a spinner and its text while `active`, else nothing.
 */
export function LiveLoading({
  active,
  children,
}: {
  readonly active: boolean;
  readonly children: ReactNode;
}) {
  return (
    <div role="status" className="live-region">
      {active && (
        <p className="loading">
          {spinner}
          {children}
        </p>
      )}
    </div>
  );
}
