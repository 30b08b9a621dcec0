import { contentRouteOf } from '@lv-casino/core/content/content-route.rule.ts';
import { resolveLanguageRoute } from '@lv-casino/core/routing/language-route.rule.ts';
import { resolveLobbyRedirect } from '@lv-casino/core/routing/lobby-redirect.rule.ts';
import { resolveModalRedirect } from '@lv-casino/core/routing/modal-route.rule.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
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
  const framed = window.parent !== window;
  useEffect(() => {
    if (framed) window.parent.location.assign(to);
  }, [framed, to]);
  return framed ? null : <Navigate replace to={to} />;
}

/**
 * Any path under a language that no page of the first paint claims (a chunk of its own): /lobby/{page},
 * the redirects of /register, /login, /activate-account, … to the casino with their modal; then the
 * content pages (promotions, sportsbook, unsubscribe, help, landing and any CMS page by slug).
 */
function UnknownPath() {
  const location = useLocation();
  const startUp = useInjection(StartUpStore);
  const device = useInjection<Device>(DeviceToken);
  const route = resolveLanguageRoute(location.pathname, startUp.routeLanguages);

  if (route.kind === 'redirect') {
    if (startUp.config === null) return null;
    return <Navigate replace to={{ pathname: route.to, search: location.search, hash: location.hash }} />;
  }
  const lobby = resolveLobbyRedirect({ lang: route.lang, rest: route.rest, search: location.search, device });
  if (lobby.kind === 'redirect') return <Navigate replace to={lobby.to} />;
  if (lobby.kind === 'change-parent-location') return <ParentLocation to={lobby.to} />;
  const modal = resolveModalRedirect({ lang: route.lang, rest: route.rest, search: location.search, device });
  if (modal.kind === 'redirect') return <Navigate replace to={modal.to} />;
  const content = contentRouteOf(route.rest);
  if (content.kind === 'not-found') return <Navigate replace to={NOT_FOUND_PATH} />;
  const entry = CONTENT_PAGES.get(content.kind);
  if (entry === undefined) return <Navigate replace to={NOT_FOUND_PATH} />;
  return <ContentPage entry={entry} />;
}

export default observer(UnknownPath);
