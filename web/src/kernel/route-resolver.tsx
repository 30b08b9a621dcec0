import { resolveLanguageRoute } from '@lv-casino/core/routing/language-route.rule.ts';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useInjection } from './container-context.ts';
import { StartUpStore } from './start-up.store.ts';

/** Path of the not-found page. */
export const NOT_FOUND_PATH = '/404';

/**
 * The `/:lang` layout: applies the language-prefix rules (no language → default, unsupported →
 * default, bare language → casino), keeping the query and hash; a valid language becomes the page's.
 */
function LanguageLayoutView() {
  const location = useLocation();
  const startUp = useInjection(StartUpStore);
  const route = resolveLanguageRoute(location.pathname, startUp.routeLanguages);
  const lang = route.kind === 'ok' ? route.lang : null;

  useEffect(() => {
    if (lang !== null) void startUp.switchLanguage(lang);
  }, [lang, startUp]);

  if (route.kind === 'redirect') {
    // Where to send an unsupported or missing language is the config's to say: wait for it.
    if (startUp.config === null) return null;
    return <Navigate replace to={{ pathname: route.to, search: location.search, hash: location.hash }} />;
  }
  return <Outlet />;
}

/** `/`: the landing page in the configured default language. */
function IndexRedirectView() {
  const location = useLocation();
  const startUp = useInjection(StartUpStore);
  const route = resolveLanguageRoute(location.pathname, startUp.routeLanguages);
  if (route.kind !== 'redirect') return null;
  if (startUp.config === null) return null;
  return <Navigate replace to={{ pathname: route.to, search: location.search, hash: location.hash }} />;
}

export const LanguageLayout = observer(LanguageLayoutView);
export const IndexRedirect = observer(IndexRedirectView);
