import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from '../../scripts/chromium.ts';

const PORT = Number(process.env['E2E_PORT'] ?? 4310);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/** Debian's Chromium, never Playwright's download; flags for a closed network and a root user. */
const launchOptions = {
  executablePath: chromiumPath(),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: '../../test-results/e2e',
  // Journeys share the sandbox's demo players, so they run one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Journeys start from the network each time; app-update.e2e.ts allows the service worker it tests.
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions } },
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 3,
        launchOptions,
      },
    },
  ],
  webServer: {
    command: 'node sandbox/src/main.ts',
    cwd: '../..',
    url: `${BASE_URL}/api/v2/customerfacing/config/general`,
    // Every journey registers from 127.0.0.1: more than the 5 registrations an hour a real IP gets.
    env: {
      PORT: String(PORT),
      SANDBOX_WEB_ROOT: process.env['E2E_WEB_ROOT'] ?? 'web/dist',
      SANDBOX_REGISTRATIONS_PER_IP: '100',
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
