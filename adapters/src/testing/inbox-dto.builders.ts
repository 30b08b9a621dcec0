import type { components } from '@lv-casino/sdk/generated/openapi.ts';

type Schemas = components['schemas'];

/** A contract-valid InboxMessage body: the operator's unread answer to anna (sandbox 9102). */
export const anInboxMessageDto = (
  overrides: Partial<Schemas['InboxMessage']> = {},
): Schemas['InboxMessage'] => ({
  id: 9102,
  content: 'Labdien! Jūsu dokuments ir apstiprināts.',
  sender: 'OPERATOR',
  createdAt: '2026-11-20T16:05:00+02:00',
  isRead: false,
  attachmentFileName: null,
  ...overrides,
});

/** A contract-valid InboxThread body: anna's identity check (450), her photo and the answer. */
export const anInboxThreadDto = (
  overrides: Partial<Schemas['InboxThread']> = {},
): Schemas['InboxThread'] => ({
  id: 450,
  subject: 'Identitātes pārbaude',
  inboxThreadStatusType: 'ACTIVE',
  lastMessageAt: '2026-11-20T16:05:00+02:00',
  inboxMessages: [
    anInboxMessageDto({
      id: 9101,
      content: 'Sveiki, nosūtīju ID kartes attēlu.',
      sender: 'CUSTOMER',
      createdAt: '2026-11-20T14:33:00+02:00',
      isRead: true,
      attachmentFileName: 'id-karte-prieksa.jpg',
    }),
    anInboxMessageDto(),
  ],
  ...overrides,
});

/** A contract-valid InboxThreadTable body of the given threads. */
export const anInboxThreadTableDto = (
  data: Schemas['InboxThread'][] = [anInboxThreadDto()],
  overrides: Partial<Schemas['InboxThreadTable']> = {},
): Schemas['InboxThreadTable'] => ({
  draw: 1,
  recordsTotal: data.length,
  recordsFiltered: data.length,
  data,
  ...overrides,
});
