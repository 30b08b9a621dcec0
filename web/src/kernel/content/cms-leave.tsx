import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { BrowserLocationToken, type BrowserLocation } from '../browser-location.ts';
import type { CmsPageDestination } from '../cms-page-destination.ts';
import { useInjection } from '../container-context.ts';
import { NOT_FOUND_PATH } from '../route-resolver.tsx';

/** A CMS page's destination that leaves it (cms-page-destination.ts). */
export type CmsLeaving = Exclude<CmsPageDestination, { readonly kind: 'show' }>;

/**
 * Where a CMS page that is not shown sends the visitor (a page by slug, a promotion): /404, another
 * path of the site, or another site, whose address replaces the page's (`waiting` shows meanwhile).
 */
export function CmsLeave({
  destination,
  waiting,
}: {
  readonly destination: CmsLeaving;
  readonly waiting: ReactNode;
}) {
  const location = useInjection<BrowserLocation>(BrowserLocationToken);
  const url = destination.kind === 'redirect' && destination.external ? destination.to : null;
  useEffect(() => {
    if (url !== null) location.replaceWith(url);
  }, [url, location]);
  if (destination.kind === 'not-found') return <Navigate replace to={NOT_FOUND_PATH} />;
  return destination.external ? waiting : <Navigate replace to={destination.to} />;
}
