import { describe, expect, it } from 'vitest';
import { RecentMessageIds } from './recent-message-ids.ts';

describe('RecentMessageIds', () => {
  it('knows an id once it is added', () => {
    const ids = new RecentMessageIds(2);

    ids.add('m-1');

    expect([ids.has('m-1'), ids.has('m-2')]).toEqual([true, false]);
  });

  it('forgets the oldest id when one more than its capacity is added', () => {
    const ids = new RecentMessageIds(2);

    for (const id of ['m-1', 'm-2', 'm-3']) ids.add(id);

    expect(['m-1', 'm-2', 'm-3'].map((id) => ids.has(id))).toEqual([false, true, true]);
  });

  it('does not count an id added again as a newer one', () => {
    const ids = new RecentMessageIds(2);

    for (const id of ['m-1', 'm-2', 'm-1', 'm-3']) ids.add(id);

    expect(['m-1', 'm-2', 'm-3'].map((id) => ids.has(id))).toEqual([false, true, true]);
  });

  it('refuses a capacity below one', () => {
    expect(() => new RecentMessageIds(0)).toThrow(RangeError);
  });
});
