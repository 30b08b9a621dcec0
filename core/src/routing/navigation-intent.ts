import type { ModalName } from './modal-route.rule.ts';

/**
 * A page of the site by name; the web layer turns it into a language-prefixed path.
 * `home` is the landing page (the casino lobby, account-and-session.md §2).
 */
export type AppRoute =
  | { readonly name: 'home' }
  | { readonly name: 'casino' }
  | { readonly name: 'game-play'; readonly mode: 'real' | 'demo'; readonly friendlyUrl: string }
  /** /404: the not-found page (CMS content 404_ERROR_PAGE or page.notFound.message). */
  | { readonly name: 'not-found' }
  /** Any other page under the language, e.g. a CMS page: `path` is language-relative, starting with `/`. */
  | { readonly name: 'page'; readonly path: string };

/**
 * What the UI should do next, decided by a use-case and performed by the web layer.
 * `open-modal` sets `?modal=` (and `params`) on the current path; `close-modal` removes them;
 * `navigate` replaces the location, so any open modal closes with it; `stay` changes nothing.
 */
export type NavigationIntent =
  | {
      readonly kind: 'open-modal';
      readonly modal: ModalName;
      /** Further query parameters of the modal, e.g. `{ selectedTab: 'kyc' }`. */
      readonly params?: Readonly<Record<string, string>>;
    }
  | { readonly kind: 'close-modal' }
  | { readonly kind: 'navigate'; readonly to: AppRoute }
  | { readonly kind: 'stay' };
