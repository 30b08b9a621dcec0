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
    navigator: {},
    matchMedia: () => ({ matches: standalone }),
  }) as unknown as Window;
}

afterEach(() => {
  window.localStorage.clear();
  appUpdate.installOffer = null;
});

describe('registerServiceWorker: the install offer', () => {
  it('opens promptModal when the browser offers installation', async () => {
    const page = aPage();
    const opened: string[] = [];
    registerServiceWorker((modal) => opened.push(modal), page);

    page.dispatchEvent(installOfferEvent());

    await waitFor(() => {
      expect(opened).toEqual(['promptModal']);
    });
  });

  it('keeps the browser’s own mini-bar away (the app asks instead)', () => {
    const page = aPage();
    registerServiceWorker(() => undefined, page);
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
    const page = pageOf();
    const opened: string[] = [];
    registerServiceWorker((modal) => opened.push(modal), page);

    page.dispatchEvent(installOfferEvent());

    await waitFor(() => {
      expect(appUpdate.installOffer).not.toBeNull();
    });
    expect(opened).toEqual([]);
  });

  it('keeps the offer for the modal’s Install button, which uses it once', async () => {
    const page = aPage();
    registerServiceWorker(() => undefined, page);
    page.dispatchEvent(installOfferEvent('accepted'));
    await waitFor(() => {
      expect(appUpdate.installOffer).not.toBeNull();
    });

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
