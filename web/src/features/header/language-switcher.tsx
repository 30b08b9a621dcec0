import { LANDING_PATH, resolveLanguageRoute } from '@lv-casino/core/routing/language-route.rule.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useInjection } from '../../kernel/container-context.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import { LanguageSync } from '../../kernel/language-sync.ts';
import { StartUpStore } from '../../kernel/start-up.store.ts';

/**
 * Links to the current page in each supported language; the active one is marked. `flag` draws a
 * language's flag before its code (the mega menu's switcher).
 */
function LanguageSwitcher({ flag }: { readonly flag?: (language: Language) => ReactNode }) {
  const intl = useIntl();
  const location = useLocation();
  const { language } = useInjection(IntlStore);
  const { routeLanguages } = useInjection(StartUpStore);
  const route = resolveLanguageRoute(location.pathname, routeLanguages);
  const languageSync = useInjection(LanguageSync);
  const rest = route.kind === 'ok' ? route.rest : LANDING_PATH;
  const onCasinoPage = rest === LANDING_PATH || rest.startsWith(`${LANDING_PATH}/`);

  return (
    <nav className="language-switcher" aria-label={intl.formatMessage({ id: 'header.language.label' })}>
      <ul>
        {routeLanguages.supported.map((lang) => (
          <li key={lang}>
            <Link
              to={{ pathname: `/${lang}${rest}`, search: location.search }}
              className="language-switcher__link"
              aria-current={lang === language ? 'true' : undefined}
              hrefLang={lang}
              lang={lang}
              onClick={() => {
                // The link changes the route; the choice is stored, saved to the profile and broadcast.
                if (lang !== language) void languageSync.choose(lang, onCasinoPage);
              }}
            >
              {flag?.(lang)}
              {lang.toUpperCase()}
              {/* The visible code starts the accessible name; the language's own name completes it. */}
              <span className="visually-hidden"> {intl.formatMessage({ id: `language.${lang}` })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default observer(LanguageSwitcher);
