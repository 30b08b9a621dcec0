import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../money/money-format.rule.ts';
import { createInboxMessage, createInboxThread } from '../testing/inbox.builder.ts';
import { formatInboxTime, unreadCountOf, unreadMessagesOf, withRead } from './inbox-thread.rule.ts';

const thread = createInboxThread({
  messages: [
    createInboxMessage({ id: 1, isRead: true }),
    createInboxMessage({ id: 2, isRead: false }),
    createInboxMessage({ id: 3, isRead: false }),
  ],
});

describe('unread messages', () => {
  it('are those not read yet', () => {
    expect(unreadMessagesOf(thread).map((message) => message.id)).toEqual([2, 3]);
    expect(unreadCountOf(thread)).toBe(2);
  });

  it('become read by their ids, the others unchanged', () => {
    const read = withRead(thread, new Set([1, 3]));

    expect(read.messages.map((message) => message.isRead)).toEqual([true, false, true]);
    expect(read.messages[0]).toBe(thread.messages[0]);
  });
});

/* eslint-disable @typescript-eslint/no-deprecated -- a deprecated export stays tested until it is removed */
describe('formatInboxTime', () => {
  it('writes DD/MM/YYYY HH:mm at the given offset', () => {
    expect(formatInboxTime(Date.UTC(2026, 10, 20, 14, 5, 59), 120)).toBe('20/11/2026 16:05');
  });

  it('crosses midnight with the offset', () => {
    expect(formatInboxTime(Date.UTC(2026, 5, 30, 22, 30), 180)).toBe('01/07/2026 01:30');
  });

  it('is the §9 date and time to the minute for every instant and offset', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Date.UTC(9000, 0, 1) }),
        fc.integer({ min: -720, max: 840 }),
        (epochMs, offset) => {
          const full = formatDateTime(epochMs, offset);
          const short = formatInboxTime(epochMs, offset);
          expect(short).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
          expect(full.startsWith(`${short.slice(0, 10)}, ${short.slice(11)}:`)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
