import { contentRouteOf } from '@lv-casino/core/content/content-route.rule.ts';
import { resolveSiteRoute } from '@lv-casino/core/routing/site-route.rule.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { browserLocation } from '../kernel/browser-location.ts';
import { useInjection } from '../kernel/container-context.ts';
import { ContentPage } from './content-page.tsx';
import { CONTENT_PAGES } from './content-pages.ts';
import { DeviceToken } from '../kernel/device.ts';
import { NOT_FOUND_PATH } from '../kernel/route-resolver.tsx';
import { StartUpStore } from '../kernel/start-up.store.ts';

/**
 * /lobby/{page} on a phone, where the site runs in a parent frame (games-and-content.md §2
 * Redirects): the parent's location changes to the page; not framed, the page opens here.
 */
function ParentLocation({ to }: { readonly to: string }) {
  const framed = browserLocation.framed();
  useEffect(() => {
    if (framed) browserLocation.leaveParentFor(to);
  }, [framed, to]);
  return framed ? null : <Navigate replace to={to} />;
}

/**
 * Any path under a language that no page of the first paint claims (a chunk of its own): core's redirect
 * table (resolveSiteRoute: the language prefix, /lobby/{page}, the redirects of /register, /login,
 * /activate-account, … to the casino with their modal); then the content pages (promotions,
 * sportsbook, unsubscribe, help, landing and any CMS page by slug).
 */
function UnknownPath() {
  const location = useLocation();
  const startUp = useInjection(StartUpStore);
  const device = useInjection<Device>(DeviceToken);
  const site = resolveSiteRoute({
    pathname: location.pathname,
    search: location.search,
    device,
    languages: startUp.routeLanguages,
  });

  switch (site.kind) {
    case 'redirect':
      // Where to send an unsupported or missing language is the config's to say: wait for it.
      if (startUp.config === null) return null;
      return <Navigate replace to={`${site.to}${location.hash}`} />;
    case 'change-parent-location':
      return <ParentLocation to={site.to} />;
    case 'deposit-result':
      // The deposit result pages have routes of their own (the deposits feature's): a path that
      // reaches here is none of theirs.
      return <Navigate replace to={NOT_FOUND_PATH} />;
    case 'serve':
      break;
  }
  const content = contentRouteOf(site.rest);
  if (content.kind === 'not-found') return <Navigate replace to={NOT_FOUND_PATH} />;
  const entry = CONTENT_PAGES.get(content.kind);
  if (entry === undefined) return <Navigate replace to={NOT_FOUND_PATH} />;
  return <ContentPage entry={entry} />;
}

export default observer(UnknownPath);
