import { defineConfig, devices } from '@playwright/test';
import { headlessShellPath } from '../../scripts/chromium.ts';
import { E2E_PORT, E2E_WORKERS, sandboxOrigin } from './sandboxes.ts';

/**
 * Flags for a closed network and a root user, and V8 without its optimising compilers: a journey's
 * pages live for seconds, so compiling their hot functions again with Maglev and TurboFan cost more
 * CPU than it saved (the whole run took 489 s of CPU on the 2-core machine with them, 411 s without,
 * and finished sooner). The page runs the same code through V8's interpreter and baseline compiler;
 * what a journey checks is what the player sees, never how fast.
 */
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--js-flags=--no-opt --no-maglev',
];

/**
 * The journeys and the screen sweep drive Debian's Chromium headless shell (scripts/chromium.ts): the
 * same engine as the browser, without the browser's own layers, for about a quarter less CPU. Never
 * Playwright's download.
 */
const launchOptions = { executablePath: headlessShellPath(), args };

const desktop = { ...devices['Desktop Chrome'], channel: undefined };

const phone = {
  ...devices['Desktop Chrome'],
  channel: undefined,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  // CSS pixels lay out the same at any density; a real phone's 3 only made Chromium paint nine
  // times the pixels (the phone's journeys and sweep took 151 s of CPU at 3, 116 s at 1).
  deviceScaleFactor: 1,
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: '../../test-results/e2e',
  // Each worker has a sandbox of its own (sandboxes.ts; the kit's `test` points it there); a file's
  // journeys run in order in one worker.
  workers: E2E_WORKERS,
  fullyParallel: false,
  retries: 0,
  // A journey waits for what the player sees; a long one on a loaded machine needs more than a minute.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Journeys start from the network each time; app-update.e2e.ts allows the service worker it tests.
  // A failed journey keeps a screenshot and the page's accessibility tree (error-context.md). No
  // trace: recording one for every journey, to keep it only for a failure, cost a fifth of the run.
  // Run a journey again with `--trace on` to get the DOM at each step and the network.
  use: {
    trace: 'off',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
  },
  // Every journey runs on the desktop; the 390 px phone runs the journeys whose layout differs there
  // (tagged @phone: the bottom bar, the hiding header, profile-options, the filters modal, sheets) and
  // the screen sweep. A journey tagged @phone-only is the phone's alone.
  projects: [
    // The desktop shows classic scrollbars, as a desktop browser does (Playwright hides them): the
    // screen sweep's reflow check narrows it to 320 px, a 400 % zoom, where the scrollbar takes 15.
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { ...desktop, launchOptions: { ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] } },
    },
    { name: 'mobile', grep: /@phone/, use: { ...phone, launchOptions } },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: 'node sandbox/src/main.ts',
    cwd: '../..',
    url: `${sandboxOrigin(index)}/api/v2/customerfacing/config/general`,
    // Every journey registers from 127.0.0.1: more than the 5 registrations an hour a real IP gets.
    env: {
      PORT: String(E2E_PORT + index),
      SANDBOX_WEB_ROOT: process.env['E2E_WEB_ROOT'] ?? 'web/dist',
      SANDBOX_REGISTRATIONS_PER_IP: '100',
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
