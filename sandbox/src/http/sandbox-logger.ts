/** Where the sandbox writes what happens; tests pass a collecting fake. */
export interface SandboxLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** Writes to stdout and stderr with a `[sandbox]` prefix. */
export const consoleLogger: SandboxLogger = {
  info: (message) => {
    console.log(`[sandbox] ${message}`);
  },
  warn: (message) => {
    console.warn(`[sandbox] ${message}`);
  },
  error: (message) => {
    console.error(`[sandbox] ${message}`);
  },
};
