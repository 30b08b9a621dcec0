/**
 * What a benchmark leaves behind — child processes (sandboxes, browsers) and temporary folders — is
 * registered here so it goes with the process: on a normal exit, an uncaught error, Ctrl-C,
 * SIGTERM or the run's deadline.
 */

type Cleanup = () => void;

const cleanups = new Set<Cleanup>();
let installed = false;

function cleanUpAll(): void {
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {
      // Already gone; the others must still be cleaned up.
    }
  }
  cleanups.clear();
}

function install(): void {
  if (installed) return;
  installed = true;
  // 'exit' handlers run synchronously, so a kill must be a synchronous signal, not a graceful close.
  process.on('exit', cleanUpAll);
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const) {
    process.once(signal, () => {
      console.error(`\nInterrupted (${signal}); stopping servers and browsers.`);
      process.exit(code);
    });
  }
}

/**
 * Registers a synchronous `cleanup` (a SIGKILL, an rmSync) run when the process ends for any
 * reason. Returns the function that unregisters it (call it after a graceful stop).
 */
export function onExit(cleanup: Cleanup): () => void {
  install();
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/**
 * Ends the process with exit code 1 after `ms` milliseconds, cleaning up everything registered, so a
 * hung browser or server cannot hold a run forever. The timer does not keep the process alive.
 */
export function exitAfter(ms: number, what: string): void {
  install();
  setTimeout(() => {
    console.error(`\n✖ ${what} did not finish within ${Math.round(ms / 60_000)} min; stopping.`);
    process.exit(1);
  }, ms).unref();
}
