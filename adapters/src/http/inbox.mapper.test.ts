import { describe, expect, it } from 'vitest';
import { anInboxMessageDto, anInboxThreadDto, anInboxThreadTableDto } from '../testing/inbox-dto.builders.ts';
import { toInboxThread, toInboxThreadTable, toSentInboxMessage, toSimpleMessage } from './inbox.mapper.ts';

describe('toInboxThread', () => {
  it('maps a thread: its state, dates in epoch ms, no attachment as null', () => {
    expect(toInboxThread(anInboxThreadDto())).toEqual({
      ok: true,
      value: {
        id: 450,
        subject: 'Identitātes pārbaude',
        status: 'ACTIVE',
        lastMessageAt: Date.UTC(2026, 10, 20, 14, 5),
        messages: [
          {
            id: 9101,
            content: 'Sveiki, nosūtīju ID kartes attēlu.',
            sender: 'CUSTOMER',
            createdAt: Date.UTC(2026, 10, 20, 12, 33),
            isRead: true,
            attachmentFileName: 'id-karte-prieksa.jpg',
          },
          {
            id: 9102,
            content: 'Labdien! Jūsu dokuments ir apstiprināts.',
            sender: 'OPERATOR',
            createdAt: Date.UTC(2026, 10, 20, 14, 5),
            isRead: false,
            attachmentFileName: null,
          },
        ],
      },
    });
  });

  it('refuses a state the contract does not know', () => {
    expect(toInboxThread({ ...anInboxThreadDto(), inboxThreadStatusType: 'DELETED' })).toEqual({
      ok: false,
      error: 'body.inboxThreadStatusType is not one of ACTIVE, ARCHIVED',
    });
  });

  it('refuses a message date that is not a date-time, naming it', () => {
    const dto = anInboxThreadDto({ inboxMessages: [anInboxMessageDto({ createdAt: 'vakar' })] });

    expect(toInboxThread(dto)).toEqual({
      ok: false,
      error: 'body.inboxMessages[0].createdAt is not a date-time',
    });
  });

  it('refuses a sender the contract does not know', () => {
    const dto = { ...anInboxThreadDto(), inboxMessages: [{ ...anInboxMessageDto(), sender: 'BOT' }] };

    expect(toInboxThread(dto).ok).toBe(false);
  });
});

describe('toInboxThreadTable', () => {
  it('maps the page with recordsTotal and recordsFiltered', () => {
    const table = anInboxThreadTableDto([anInboxThreadDto()], { recordsTotal: 3, recordsFiltered: 1 });

    const result = toInboxThreadTable(table);

    expect(
      result.ok && [result.value.totalCount, result.value.filteredCount, result.value.threads.length],
    ).toEqual([3, 1, 1]);
  });

  it('names the thread whose last-message date is wrong', () => {
    const table = anInboxThreadTableDto([anInboxThreadDto(), anInboxThreadDto({ lastMessageAt: '' })]);

    expect(toInboxThreadTable(table)).toEqual({
      ok: false,
      error: 'body.data[1].lastMessageAt is not a date-time',
    });
  });

  it('refuses a body without data', () => {
    expect(toInboxThreadTable({ draw: 1, recordsTotal: 0, recordsFiltered: 0 }).ok).toBe(false);
  });
});

describe('toSentInboxMessage', () => {
  it('maps the thread and the message sent', () => {
    const body = {
      threadId: 451,
      message: anInboxMessageDto({ id: 9130, sender: 'CUSTOMER', isRead: true }),
    };

    expect(toSentInboxMessage(body)).toMatchObject({
      ok: true,
      value: { threadId: 451, message: { id: 9130, sender: 'CUSTOMER', isRead: true } },
    });
  });

  it('names a wrong field of the message', () => {
    expect(toSentInboxMessage({ threadId: 451, message: { ...anInboxMessageDto(), isRead: 'yes' } })).toEqual(
      {
        ok: false,
        error: 'body.message.isRead is not a boolean',
      },
    );
  });
});

describe('toSimpleMessage', () => {
  it('keeps the content as sent', () => {
    expect(toSimpleMessage({ id: 77, content: '<p>Sveiki</p>' })).toEqual({
      ok: true,
      value: { id: 77, content: '<p>Sveiki</p>' },
    });
  });

  it('refuses a message without content', () => {
    expect(toSimpleMessage({ id: 77 })).toEqual({ ok: false, error: 'body.content is not a string' });
  });
});
