import type { InstallEngagement, ShownPage } from '@lv-casino/core/content/install-prompt.rule.ts';
import { isGamePlayPath } from '@lv-casino/core/routing/page-route.rule.ts';

/** The visits this browser has made (a count; never sent anywhere). */
export const VISITS_KEY = 'lv-casino:visits';

/** This tab's visit (session storage): the pages it has shown and whether it opened a game. */
export const VISIT_KEY = 'lv-casino:visit';

interface VisitRecord {
  readonly pageViews: number;
  readonly gameOpened: boolean;
  /** The path last counted, so a reload or a modal is not another page. */
  readonly path: string;
}

const isVisitRecord = (value: unknown): value is VisitRecord => {
  if (typeof value !== 'object' || value === null) return false;
  const { pageViews, gameOpened, path } = value as Record<string, unknown>;
  return typeof pageViews === 'number' && typeof gameOpened === 'boolean' && typeof path === 'string';
};

/** Runs `read`; `fallback` when the storage refuses (private mode, quota) or holds something else. */
function attempt<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** The router, as far as it is read: the page shown, and each change of the router's state. */
export interface PageRouter {
  readonly state: { readonly location: ShownPage };
  subscribe(listener: (state: { readonly location: ShownPage }) => void): () => void;
}

/**
 * How far this visit has come (core's InstallEngagement), followed from the page's load: the visits
 * are counted once per tab session (a reload is the same visit), the pages seen and a game opened are
 * kept for the tab, so a reload or a page loaded anew keeps them. Where the tab's storage refuses,
 * each load counts as a visit; where the browser's refuses, every visit as a first one.
 */
export class VisitEngagement {
  /** The page shown now. */
  readonly page: () => ShownPage;
  readonly #scope: Window;
  readonly #visits: number;
  #record: VisitRecord;
  readonly #listeners = new Set<() => void>();

  constructor(scope: Window, router: PageRouter) {
    this.#scope = scope;
    this.page = () => router.state.location;
    const stored = attempt(
      () => JSON.parse(scope.sessionStorage.getItem(VISIT_KEY) ?? 'null') as unknown,
      null,
    );
    const known = Number(attempt(() => scope.localStorage.getItem(VISITS_KEY), null)) || 0;
    if (isVisitRecord(stored)) {
      this.#visits = Math.max(known, 1);
      this.#record = stored;
    } else {
      this.#visits = known + 1;
      attempt(() => {
        scope.localStorage.setItem(VISITS_KEY, String(this.#visits));
      }, undefined);
      this.#record = { pageViews: 0, gameOpened: false, path: '' };
    }
    this.#seen(this.page());
    router.subscribe(({ location }) => {
      this.#seen(location);
      for (const listener of this.#listeners) listener();
    });
  }

  get engagement(): InstallEngagement {
    return { visits: this.#visits, pageViews: this.#record.pageViews, gameOpened: this.#record.gameOpened };
  }

  /** Calls `listener` after each change of the page shown, once it is counted; answers what stops it. */
  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #seen({ pathname }: ShownPage): void {
    if (pathname === this.#record.path) return;
    const { pageViews, gameOpened } = this.#record;
    this.#record = {
      pageViews: pageViews + 1,
      gameOpened: gameOpened || isGamePlayPath(pathname),
      path: pathname,
    };
    const text = JSON.stringify(this.#record);
    attempt(() => {
      this.#scope.sessionStorage.setItem(VISIT_KEY, text);
    }, undefined);
  }
}
