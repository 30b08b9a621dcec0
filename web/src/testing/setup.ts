import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { FakeResizeObserver } from './resize-observer.fake.ts';

// jsdom has none (the DOM lib types say every browser has one).
if (!('ResizeObserver' in globalThis)) globalThis.ResizeObserver = FakeResizeObserver;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
