/**
 * The journeys run in E2E_WORKERS Playwright workers, each against a sandbox of its own, so that
 * what one journey does to the demo players, the failures it injects from the control API or the
 * sessions it ends never meet another's. Worker n (its parallelIndex) talks to the sandbox on port
 * E2E_PORT + n. The default is 1: the journeys are bound by Chromium's CPU, and on the 2-core CI
 * machine a second worker saved 8 % of the time while doubling every journey's duration.
 * A machine with more cores can set E2E_WORKERS=2 or more.
 */
export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 4310);
export const E2E_WORKERS = Number(process.env['E2E_WORKERS'] ?? 1);

/** The origin of the sandbox of the worker with this parallelIndex. */
export function sandboxOrigin(parallelIndex: number): string {
  return `http://127.0.0.1:${String(E2E_PORT + parallelIndex)}`;
}
