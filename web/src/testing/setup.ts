import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { FakeResizeObserver } from './resize-observer.fake.ts';

// jsdom has none (the DOM lib types say every browser has one).
if (!('ResizeObserver' in globalThis)) globalThis.ResizeObserver = FakeResizeObserver;

// findBy… and waitFor wait for what the user sees: the first render of a file compiles the app's lazy
// chunks, which on a loaded 2-core machine takes longer than the library's 1 s default.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
