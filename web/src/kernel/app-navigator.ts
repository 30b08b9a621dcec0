import { isLanguage, type Language } from '@lv-casino/core/routing/language.ts';
import { LANDING_PATH } from '@lv-casino/core/routing/language-route.rule.ts';
import type { ModalName } from '@lv-casino/core/routing/modal-route.rule.ts';
import type { AppRoute, NavigationIntent } from '@lv-casino/core/routing/navigation-intent.ts';
import type { Location, NavigateFunction } from 'react-router';

/** The query parameter that names the open modal (account-and-session.md §2 Modal host). */
export const MODAL_PARAM = 'modal';

/** History state of an entry whose modal was opened inside the app, so Back (or closing) returns. */
interface ModalEntryState {
  readonly modalOpenedInApp: true;
}

const isInAppModalEntry = (state: unknown): state is ModalEntryState =>
  typeof state === 'object' &&
  state !== null &&
  (state as Partial<ModalEntryState>).modalOpenedInApp === true;

interface Target {
  readonly pathname: string;
  readonly params: URLSearchParams;
  readonly state: ModalEntryState | null;
  readonly replace: boolean;
}

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

/**
 * Performs core's navigation intents on the router. Opening a modal pushes a history entry marked as
 * opened in the app; closing such a modal goes back, any other (a deep link) is closed by replacing
 * the location without the modal's parameters. The router side connects through NavigationBridge;
 * intents that arrive before it connects are performed once it does.
 */
export class AppNavigator {
  readonly #language: () => Language;
  /** Query parameters that belong to a modal; closing it removes them with `modal`. */
  #modalParams: readonly string[];
  #navigate: NavigateFunction | null = null;
  #location: Location | null = null;
  #queued: { readonly language: Language | null; readonly intents: readonly NavigationIntent[] }[] = [];
  /**
   * Key of the entry a navigation has already left (it is under way), so a second close of the same
   * modal does not go back twice.
   */
  #leftKey: string | null = null;

  /** @param language the current language, for the paths of named pages. */
  constructor(language: () => Language) {
    this.#language = language;
    this.#modalParams = [MODAL_PARAM];
  }

  /**
   * `modal` and every query parameter a modal owns (the registry's), told by the modal host when its
   * chunk loads, before any modal is shown or closed.
   */
  knowModalParams(params: readonly string[]): void {
    this.#modalParams = [...new Set([MODAL_PARAM, ...params])];
  }

  /** Called by NavigationBridge on every location change. */
  connect(navigate: NavigateFunction, location: Location): void {
    this.#navigate = navigate;
    this.#location = location;
    if (this.#leftKey !== location.key) this.#leftKey = null;
    const queued = this.#queued;
    this.#queued = [];
    for (const { language, intents } of queued) this.#perform(language, intents);
  }

  /** The query of the location shown (`?modal=profile&selectedTab=kyc`), or '' before the first. */
  get search(): string {
    return this.#location?.search ?? '';
  }

  /** The path of the location shown (`/lv/casino`), or '' before the first. */
  get pathname(): string {
    return this.#location?.pathname ?? '';
  }

  disconnect(): void {
    this.#navigate = null;
    this.#location = null;
  }

  openModal(modal: ModalName, params?: Readonly<Record<string, string>>): void {
    this.perform(
      params === undefined ? { kind: 'open-modal', modal } : { kind: 'open-modal', modal, params },
    );
  }

  closeModal(): void {
    this.perform({ kind: 'close-modal' });
  }

  /** Performs the intents in order as one navigation (e.g. go home, then open the login modal). */
  perform(...intents: readonly NavigationIntent[]): void {
    this.#perform(null, intents);
  }

  /**
   * Shows the current page in `language` (its path under the new language prefix, query and hash
   * kept) after performing `intents`, as one navigation: e.g. close the login modal and switch to the
   * player's language. Pages without a language prefix (`/404`) stay as they are.
   */
  switchLanguage(language: Language, ...intents: readonly NavigationIntent[]): void {
    this.#perform(language, intents);
  }

  #perform(language: Language | null, intents: readonly NavigationIntent[]): void {
    const navigate = this.#navigate;
    const location = this.#location;
    if (navigate === null || location === null) {
      this.#queued.push({ language, intents });
      return;
    }
    const effective = intents.filter((intent) => intent.kind !== 'stay');
    if (language === null && effective.length === 0) return;
    const current = new URLSearchParams(location.search);
    if (language === null && effective.every((intent) => intent.kind === 'close-modal')) {
      this.#close(navigate, location, current);
      return;
    }
    const start: Target = { pathname: location.pathname, params: current, state: null, replace: false };
    const applied = effective.reduce(
      (acc, intent) => this.#apply(acc, intent, location, language ?? this.#language()),
      start,
    );
    const target =
      language === null
        ? applied
        : { ...applied, pathname: withLanguage(applied.pathname, language), replace: true };
    const search = target.params.toString();
    this.#leftKey = location.key;
    void navigate(
      { pathname: target.pathname, search: search === '' ? '' : `?${search}`, hash: location.hash },
      { replace: target.replace, state: target.state },
    );
  }

  #close(navigate: NavigateFunction, location: Location, params: URLSearchParams): void {
    if (!params.has(MODAL_PARAM) || this.#leftKey === location.key) return;
    this.#leftKey = location.key;
    if (isInAppModalEntry(location.state)) {
      void navigate(-1);
      return;
    }
    for (const name of this.#modalParams) params.delete(name);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search === '' ? '' : `?${search}` },
      { replace: true },
    );
  }

  #apply(target: Target, intent: NavigationIntent, location: Location, language: Language): Target {
    const params = new URLSearchParams(target.params);
    switch (intent.kind) {
      case 'open-modal': {
        const alreadyOpen = params.has(MODAL_PARAM);
        for (const name of this.#modalParams) params.delete(name);
        params.set(MODAL_PARAM, intent.modal);
        for (const [name, value] of Object.entries(intent.params ?? {})) params.set(name, value);
        if (target.replace) return { ...target, params };
        // Switching from one modal to another keeps a single entry, so Back still closes it.
        if (alreadyOpen) {
          const inApp = isInAppModalEntry(location.state) ? location.state : null;
          return { ...target, params, state: inApp, replace: true };
        }
        return { ...target, params, state: { modalOpenedInApp: true } };
      }
      case 'close-modal':
        for (const name of this.#modalParams) params.delete(name);
        return { ...target, params, state: null, replace: true };
      case 'navigate':
        return {
          pathname: pathOf(intent.to, language),
          params: new URLSearchParams(),
          state: null,
          replace: true,
        };
      case 'stay':
        return target;
    }
  }
}
