import {
  installPromptMoment,
  type InstallEngagement,
  type ShownPage,
} from '@lv-casino/core/content/install-prompt.rule.ts';
import type { ModalName } from '@lv-casino/core/routing/modal-route.rule.ts';
import { makeAutoObservable } from 'mobx';
import { browserLocation, type BrowserLocation } from '../browser-location.ts';
/*
 * What the page does when the service worker or the browser offers something: one chunk, loaded
 * only when that happens (see register-service-worker.ts).
 */

/** The browser's install offer (Chromium's BeforeInstallPromptEvent; not in the DOM typings). */
export interface InstallOffer {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ readonly outcome: 'accepted' | 'dismissed' }>;
}

/** Where the player's "Not now" to the install prompt is kept (a time, not personal data). */
export const INSTALL_DISMISSED_KEY = 'lv-casino:install-dismissed-at';

/**
 * What the service worker's chunk learns and the modals act on (one instance per page, shared by
 * those lazy chunks): a new version waiting to take over, and the browser's install offer.
 */
export class AppUpdate {
  /** A new version is installed and waits for Refresh Now. */
  waiting = false;
  /** The browser offers installation (promptModal can show its Install button). */
  installOffer: InstallOffer | null = null;
  #activate: (() => void) | null = null;

  constructor() {
    makeAutoObservable(this, {}, { deep: false });
  }

  /** A new version waits; `activate` lets it take over (the page then reloads into it). */
  offerNewVersion(activate: () => void): void {
    this.#activate = activate;
    this.waiting = true;
  }

  /** Refresh Now: the waiting version takes over and the page reloads; with none, a plain reload. */
  refresh(): void {
    if (this.#activate === null) {
      browserLocation.reload();
      return;
    }
    this.#activate();
  }

  offerInstall(offer: InstallOffer): void {
    this.installOffer = offer;
  }

  /** Shows the browser's install dialog; the offer can be used once. */
  async install(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
    const offer = this.installOffer;
    if (offer === null) return 'unavailable';
    this.installOffer = null;
    await offer.prompt();
    return (await offer.userChoice).outcome;
  }
}

/** The page's one AppUpdate. */
export const appUpdate = new AppUpdate();

/**
 * A new version is installing (or already waiting): once installed, it waits and new-version-modal
 * opens; Refresh Now tells it to take over (Workbox's SKIP_WAITING message) and the page reloads when
 * it controls the page.
 */
export function watchNewVersion(
  registration: ServiceWorkerRegistration,
  workers: ServiceWorkerContainer,
  openModal: (modal: ModalName) => void,
  location: Pick<BrowserLocation, 'reload'> = browserLocation,
): void {
  const offer = (waiting: ServiceWorker) => {
    appUpdate.offerNewVersion(() => {
      workers.addEventListener('controllerchange', () => {
        location.reload();
      });
      waiting.postMessage({ type: 'SKIP_WAITING' });
    });
    openModal('new-version-modal');
  };
  if (registration.waiting !== null) {
    offer(registration.waiting);
    return;
  }
  const installing = registration.installing;
  installing?.addEventListener('statechange', () => {
    if (installing.state === 'installed' && registration.waiting !== null) offer(registration.waiting);
  });
}

function dismissedAt(storage: Storage): number | null {
  const value = Number(storage.getItem(INSTALL_DISMISSED_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** The visit as the install prompt follows it: how engaged, what is shown, and when that changes. */
export interface FollowedVisit {
  readonly engagement: InstallEngagement;
  readonly page: () => ShownPage;
  /** Calls `listener` after each change of the page shown; answers what stops it. */
  readonly onChange: (listener: () => void) => () => void;
}

/**
 * The browser offers installation: the offer is kept for promptModal's Install button, and the modal
 * opens when core's installPromptMoment says: never inside the installed app or within 30 days of the
 * player's "Not now"; otherwise once the player is engaged (not on a first page view) and at a page
 * change that leaves no modal open and no game being played.
 */
export function offerInstall(
  event: Event,
  openModal: (modal: ModalName) => void,
  visit: FollowedVisit,
  scope: Window,
): void {
  appUpdate.offerInstall(event as unknown as InstallOffer);
  const standalone = scope.matchMedia('(display-mode: standalone)').matches;
  let stop: (() => void) | null = null;
  const consider = (): boolean => {
    const moment = installPromptMoment({
      standalone,
      dismissedAt: dismissedAt(scope.localStorage),
      now: Date.now(),
      engagement: visit.engagement,
      page: visit.page(),
    });
    if (moment === 'wait') return false;
    stop?.();
    if (moment === 'open') openModal('promptModal');
    return true;
  };
  if (!consider()) stop = visit.onChange(() => void consider());
}
