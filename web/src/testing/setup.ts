import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadModules } from './preload-modules.ts';
import { loadNavigationPlan } from '../kernel/app-navigator.ts';
import { installDialogElement } from './dialog-element.fake.ts';
import { FakeResizeObserver } from './resize-observer.fake.ts';

// jsdom has none (the DOM lib types say every browser has one).
if (!('ResizeObserver' in globalThis)) globalThis.ResizeObserver = FakeResizeObserver;
installDialogElement(HTMLDialogElement.prototype);

// findBy… and waitFor wait for what the user sees: the first render of a file compiles the app's lazy
// chunks, which on a loaded 2-core machine takes longer than the library's 1 s default.
configure({ asyncUtilTimeout: 15_000 });

// The navigation plan too, so that a test's navigation happens when it performs it (the app loads it
// with the player's first input).
beforeAll(() => Promise.all([preloadModules(), loadNavigationPlan()]), 60_000);

afterEach(() => {
  // The workers reuse one jsdom across files (vitest.config.ts): what a test leaves in the page, its
  // storages, cookies and address is put back.
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim() ?? '';
    if (name !== '') document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
});
