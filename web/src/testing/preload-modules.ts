/**
 * Every module of the app, its lazily loaded chunks and message files included, evaluated before a
 * test file's first test. The web tests share one module graph per worker (vitest.config.ts): a lazy
 * chunk that a file's app starts loading but its tests do not wait for would otherwise still be
 * loading when that file ends, fail as the file is torn down, and stay failed for the files after.
 * Loaded once, nothing is ever in flight; a later file finds every module in place.
 */
const modules = import.meta.glob([
  '../kernel/**/*.{ts,tsx}',
  '../shell/**/*.{ts,tsx}',
  '../features/**/*.{ts,tsx}',
  '../ui/**/*.{ts,tsx}',
  '../i18n/**/*.ts',
  '../**/messages/*.json',
  '../**/customer-messages/*.json',
  '!../**/*.test.{ts,tsx}',
  '!../**/*.d.ts',
  // The entry renders the app into the page when it is evaluated.
  '!../shell/main.tsx',
]);

let loaded: Promise<unknown> | null = null;

export function preloadModules(): Promise<unknown> {
  loaded ??= Promise.all(Object.values(modules).map((load) => load()));
  return loaded;
}
