import { FakeBrowserLocation } from '../../testing/fake-browser-location.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import {
  INSTALL_DISMISSED_KEY,
  appUpdate,
  watchNewVersion,
  type InstallOffer,
} from '../../kernel/service-worker/service-worker-events.ts';
import { registerServiceWorker } from './register-service-worker.ts';
import { VISIT_KEY, VISITS_KEY } from './visit-engagement.ts';

/** The browser's install offer as an event, with the player's choice. */
function installOfferEvent(outcome: 'accepted' | 'dismissed' = 'accepted'): Event & InstallOffer {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  return Object.assign(event, {
    prompt: () => Promise.resolve(),
    userChoice: Promise.resolve({ outcome }),
  });
}

/** A page without service-worker support (the install offer is all that runs), standalone or not. */
function aPage({ standalone = false } = {}): Window {
  return Object.assign(new EventTarget(), {
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    navigator: {},
    matchMedia: () => ({ matches: standalone }),
  }) as unknown as Window;
}

/** The router as the install prompt reads it, showing `/lv/casino`; `go` shows another page. */
function aRouter() {
  type State = { readonly location: { readonly pathname: string; readonly search: string } };
  const listeners = new Set<(state: State) => void>();
  const router = {
    state: { location: { pathname: '/lv/casino', search: '' } } as State,
    subscribe(listener: (state: State) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(pathname: string, search = '') {
      router.state = { location: { pathname, search } };
      for (const listener of listeners) listener(router.state);
    },
  };
  return router;
}

/** A page and its router, registered; the modals it opened are recorded. */
function registered(page: Window = aPage()) {
  const opened: string[] = [];
  const router = aRouter();
  registerServiceWorker((modal) => opened.push(modal), router, page);
  return { page, router, opened };
}

/** The offer is made and its chunk has run. */
async function offer(page: Window, event: Event = installOfferEvent()): Promise<void> {
  page.dispatchEvent(event);
  await waitFor(() => {
    expect(appUpdate.installOffer).not.toBeNull();
  });
}

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  appUpdate.installOffer = null;
});

describe('registerServiceWorker: the install offer', () => {
  it('does not cover a visitor’s first page view, and opens promptModal on the third page', async () => {
    const { page, router, opened } = registered();
    await offer(page);
    router.go('/lv/live-casino');
    expect(opened).toEqual([]);

    router.go('/lv/promotions');

    expect(opened).toEqual(['promptModal']);
  });

  it('opens promptModal at once on a later visit', async () => {
    window.localStorage.setItem(VISITS_KEY, '1');
    const { page, opened } = registered();

    await offer(page);

    expect(opened).toEqual(['promptModal']);
  });

  it('waits for the modal the player opened to close, and for the game to be left', async () => {
    const { page, router, opened } = registered();
    await offer(page);
    router.go('/lv/game-play/demo/cesis-express');
    router.go('/lv/casino', '?modal=login');
    expect(opened).toEqual([]);

    router.go('/lv/casino');

    expect(opened).toEqual(['promptModal']);
  });

  it('counts a visit once per tab: a reload keeps its pages', () => {
    registered();
    registered().router.go('/lv/help');

    expect({
      visits: window.localStorage.getItem(VISITS_KEY),
      visit: JSON.parse(window.sessionStorage.getItem(VISIT_KEY) ?? 'null') as unknown,
    }).toEqual({ visits: '1', visit: { pageViews: 2, gameOpened: false, path: '/lv/help' } });
  });

  it('keeps the browser’s own mini-bar away (the app asks instead)', () => {
    const { page } = registered();
    const event = installOfferEvent();

    page.dispatchEvent(event);

    expect(event.defaultPrevented).toBe(true);
  });

  it.each([
    [
      'within 30 days of the player’s "Not now"',
      () => {
        window.localStorage.setItem(INSTALL_DISMISSED_KEY, String(Date.now() - 1000));
        return aPage();
      },
    ],
    ['inside the installed app', () => aPage({ standalone: true })],
  ])('stays quiet %s, keeping the offer', async (_case, pageOf) => {
    window.localStorage.setItem(VISITS_KEY, '3');
    const { page, router, opened } = registered(pageOf());

    await offer(page);
    router.go('/lv/help');

    expect(opened).toEqual([]);
  });

  it('keeps the offer for the modal’s Install button, which uses it once', async () => {
    const { page } = registered();
    await offer(page, installOfferEvent('accepted'));

    expect([await appUpdate.install(), await appUpdate.install()]).toEqual(['accepted', 'unavailable']);
  });
});

describe('AppUpdate.refresh', () => {
  it('lets the waiting version take over', () => {
    const activate = vi.fn();
    appUpdate.offerNewVersion(activate);

    appUpdate.refresh();

    expect(activate).toHaveBeenCalledOnce();
  });
});

/** A registration whose new version is installing, and the page's service-worker container. */
function anUpdate() {
  const installing: EventTarget & { state: ServiceWorkerState } = Object.assign(new EventTarget(), {
    state: 'installing' as const,
  });
  const waiting = { postMessage: vi.fn() };
  const registration = { installing, waiting: null as unknown } as unknown as ServiceWorkerRegistration;
  const workers = new EventTarget() as ServiceWorkerContainer;
  const page = new FakeBrowserLocation();
  const installed = () => {
    Object.assign(installing, { state: 'installed' });
    Object.assign(registration, { waiting });
    installing.dispatchEvent(new Event('statechange'));
  };
  return { registration, workers, waiting, page, installed };
}

describe('watchNewVersion', () => {
  it('opens new-version-modal once the new version has installed', () => {
    const { registration, workers, page, installed } = anUpdate();
    const opened: string[] = [];
    watchNewVersion(registration, workers, (modal) => opened.push(modal), page);

    installed();

    expect(opened).toEqual(['new-version-modal']);
  });

  it('says nothing while the new version is still installing', () => {
    const { registration, workers, page } = anUpdate();
    const opened: string[] = [];

    watchNewVersion(registration, workers, (modal) => opened.push(modal), page);

    expect(opened).toEqual([]);
  });

  it('Refresh Now tells the waiting version to take over', () => {
    const { registration, workers, waiting, page, installed } = anUpdate();
    watchNewVersion(registration, workers, () => undefined, page);
    installed();

    appUpdate.refresh();

    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('reloads into the new version once it controls the page', () => {
    const { registration, workers, page, installed } = anUpdate();
    watchNewVersion(registration, workers, () => undefined, page);
    installed();
    appUpdate.refresh();

    workers.dispatchEvent(new Event('controllerchange'));

    expect(page.reloads).toBe(1);
  });
});
