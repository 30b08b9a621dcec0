import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { AppNavigator } from '../kernel/app-navigator.ts';
import { AppRoot } from '../kernel/app-root.tsx';
import { createAppContainer } from './container.ts';
import { detectDevice } from '../kernel/device.ts';
import { FeatureModules } from '../kernel/feature-modules.ts';
import { firstPathSegment, languageOfPath } from '../kernel/language-of-path.ts';
import { createPlatformModule } from './platform.module.ts';
import { whenNetworkQuiet } from './service-worker/when-network-quiet.ts';
import { prepareFirstPaint } from './first-paint-route.tsx';
import { createAppRoutes } from './routes.tsx';
import { SessionStore } from '../kernel/session.store.ts';
import { StartUpStore } from '../kernel/start-up.store.ts';
import '../ui/tokens.css';
import '../ui/base.css';
import '../ui/button.css';

/** On a first visit, how long the page's downloads must have been quiet before the service worker registers, ms. */
const FIRST_VISIT_QUIET_MS = 3000;

const container = createAppContainer(createPlatformModule(window), {
  device: detectDevice(window),
  initialLanguage: languageOfPath(window.location.pathname),
  page: {
    events: window,
    scrollToTop: () => {
      window.scrollTo({ top: 0 });
    },
  },
});
// Start-up and the stored session start now, in parallel with the first route's chunk, not after it.
const startUp = container.get(StartUpStore).start(firstPathSegment(window.location.pathname));
void container.get(SessionStore).restore();
const router = createBrowserRouter(createAppRoutes(container.get(FeatureModules)));
const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// The service worker and the install prompt, a chunk of their own, once the page has loaded: on a first
// visit once the page's downloads have been quiet for a few seconds, so that neither its code nor the
// app it precaches competes with the first screen, however slow the network (the install prompt
// waits anyway until the player has engaged: a later visit, a few pages or a game, followed through the
// router); when a version already controls the page, at once, so a new one is found. Listened for
// before the wait below, which may outlast the page's load event.
if (import.meta.env.PROD) {
  const register = () => {
    void import('./service-worker/register-service-worker.ts').then(({ registerServiceWorker }) => {
      registerServiceWorker((modal) => {
        container.get(AppNavigator).openModal(modal);
      }, router);
    });
  };
  window.addEventListener(
    'load',
    () => {
      // Undefined outside a secure context (plain http on another host than localhost).
      const workers = navigator.serviceWorker as ServiceWorkerContainer | undefined;
      if (workers?.controller) register();
      else whenNetworkQuiet(FIRST_VISIT_QUIET_MS, register);
    },
    { once: true },
  );
}

// The operator's field data (LCP, INP, CLS, TTFB), only in a build that names its collector
// (VITE_FIELD_METRICS_URL): web-vitals and the beacon are chunks loaded once the page has loaded. The
// address is taken now, before the player moves on: the metrics belong to the page the visit landed on.
if (import.meta.env.VITE_FIELD_METRICS_URL) {
  const address = window.location.href;
  window.addEventListener(
    'load',
    () => {
      // Best effort: a chunk that cannot load sends nothing and tells the player nothing.
      import('./field-metrics/report-field-metrics.ts')
        .then(({ startFieldMetrics }) => startFieldMetrics(container, address))
        .catch(() => undefined);
    },
    { once: true },
  );
}

// Start-up (the configuration, the server's texts, the categories) and the first-paint page's texts (the
// lobby's) arrive a moment after the code; index.html shows the boot screen meanwhile. The first render
// waits for them, up to START_UP_WAIT_MS, so that it paints the page with its texts and categories in
// one commit, not the page and then the whole tree again when they arrive. After the wait it paints
// what it has (the boot screen, or the page once the shell's texts are in). Painting before start-up's
// answers took the lobby's simulated LCP from 3.44 to 3.21 s, but under load the answers then came
// after the first render, and the second render ran 1.2 kB more JavaScript before the lobby was idle
// than the 1.3x start-up budget allows (a clean clone read 174,571 bytes against 173,836).
const START_UP_WAIT_MS = 1000;
await Promise.race([
  // A failure shows when the page renders (its error screen), not here.
  Promise.all([startUp, prepareFirstPaint(router.state.matches)]).catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, START_UP_WAIT_MS)),
]);

// A transition: React renders the page in slices of a few milliseconds and yields to the browser
// between them, instead of in one long task (the first render of the whole page was start-up's longest).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppRoot container={container} router={router} />
    </StrictMode>,
  );
});
