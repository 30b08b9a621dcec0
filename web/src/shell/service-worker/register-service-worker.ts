import type { ModalName } from '@lv-casino/core/routing/modal-route.rule.ts';
import { VisitEngagement, type PageRouter } from './visit-engagement.ts';

/** How often an open page asks whether a new version is out (also whenever the tab is shown again). */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

const ignore = (): undefined => undefined;

/**
 * Registers the service worker (/sw.js, built by web/build/service-worker.plugin.ts) and listens for
 * what it and the browser offer; the entry calls it once the page has loaded (main.tsx). The code that
 * acts on them (./service-worker-events.ts) is a chunk loaded only when they happen: a new version
 * installing while a version already controls the page (new-version-modal, Refresh Now); the browser's
 * install offer (promptModal), opened when the player is engaged and the page free. A first visit
 * downloads none of it. `router` tells the page shown and its changes.
 */
export function registerServiceWorker(
  openModal: (modal: ModalName) => void,
  router: PageRouter,
  scope: Window = window,
): void {
  // Followed from the page's load, so the install prompt knows whether the player is engaged yet.
  const visit = new VisitEngagement(scope, router);
  scope.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    void import('../../kernel/service-worker/service-worker-events.ts').then(({ offerInstall }) => {
      offerInstall(event, openModal, visit, scope);
    });
  });
  const workers = scope.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (workers === undefined) return;
  workers.register('/sw.js').then((registration) => {
    const watch = () => {
      void import('../../kernel/service-worker/service-worker-events.ts').then(({ watchNewVersion }) => {
        watchNewVersion(registration, workers, openModal);
      });
    };
    // The first install has nothing to replace; after it, every new version is offered.
    if (registration.waiting !== null && workers.controller !== null) watch();
    registration.addEventListener('updatefound', () => {
      if (workers.controller !== null) watch();
    });
    const check = () => {
      registration.update().catch(ignore);
    };
    scope.setInterval(check, UPDATE_CHECK_MS);
    scope.document.addEventListener('visibilitychange', () => {
      if (scope.document.visibilityState === 'visible') check();
    });
    // Offline, or a server without the file: the app works as without a service worker.
  }, ignore);
}
