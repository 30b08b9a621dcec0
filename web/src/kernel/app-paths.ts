import { isLanguage, type Language } from '@lv-casino/core/routing/language.ts';
import { LANDING_PATH } from '@lv-casino/core/routing/language-route.rule.ts';
import type { AppRoute } from '@lv-casino/core/routing/navigation-intent.ts';

/** The query parameter that names the open modal (account-and-session.md §2 Modal host). */
export const MODAL_PARAM = 'modal';

/** `pathname` under another language prefix; a path without one (`/404`) is returned as it is. */
export function withLanguage(pathname: string, language: Language): string {
  const [, first = '', ...rest] = pathname.split('/');
  return isLanguage(first) ? ['', language, ...rest].join('/') : pathname;
}

/** The language-prefixed path of a page of the site. */
export function pathOf(route: AppRoute, lang: Language): string {
  switch (route.name) {
    case 'home':
    case 'casino':
      return `/${lang}${LANDING_PATH}`;
    case 'game-play':
      return `/${lang}/game-play/${route.mode}/${encodeURIComponent(route.friendlyUrl)}`;
    case 'not-found':
      return '/404';
    case 'page':
      return `/${lang}/${route.path.replace(/^\/+/, '')}`;
  }
}
