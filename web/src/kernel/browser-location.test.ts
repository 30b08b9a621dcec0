import { describe, expect, it } from 'vitest';
import { browserLocation } from './browser-location.ts';

const pageShow = (persisted: boolean): void => {
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted }));
};

describe('browserLocation.whenRestored', () => {
  it('calls back once, when the page is shown again from the back-forward cache', () => {
    const calls: string[] = [];
    browserLocation.whenRestored(() => calls.push('restored'));
    pageShow(false);
    expect(calls).toEqual([]);
    pageShow(true);
    pageShow(true);
    expect(calls).toEqual(['restored']);
  });
});
