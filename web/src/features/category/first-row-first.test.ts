import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_ROW_WAIT_MS, useFirstRowFirst } from './first-row-first.ts';

/** Two animation frames and a little more, on the fake clock. */
const TWO_FRAMES_MS = 40;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const grid = (firstRow: readonly number[]) =>
  renderHook(({ scrolled }) => useFirstRowFirst(firstRow, scrolled), { initialProps: { scrolled: false } });

describe('useFirstRowFirst', () => {
  it('holds the other tiles’ images until every first-row image has settled and been painted', () => {
    const { result } = grid([1, 2]);
    const settle = (gameId: number): void => {
      act(() => {
        result.current.settled(gameId);
      });
      act(() => {
        vi.advanceTimersByTime(TWO_FRAMES_MS);
      });
    };
    settle(1);
    const afterOne = result.current.rest;
    settle(2);
    expect([afterOne, result.current.rest]).toEqual([false, true]);
  });

  it('lets the others load when a first-row image takes longer than the wait', () => {
    const { result } = grid([1, 2]);
    act(() => {
      vi.advanceTimersByTime(FIRST_ROW_WAIT_MS);
    });
    expect(result.current.rest).toBe(true);
  });

  it('lets the others load at once when the player has scrolled past the first row', () => {
    const { result, rerender } = grid([1, 2]);
    rerender({ scrolled: true });
    expect(result.current.rest).toBe(true);
  });
});
