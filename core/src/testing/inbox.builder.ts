import type { InboxFile, InboxMessage, InboxThread, SimpleMessage } from '../inbox/inbox.ts';

/** A message; defaults to the operator's unread answer in anna's identity-check thread (sandbox 9102). */
export const createInboxMessage = (overrides: Partial<InboxMessage> = {}): InboxMessage => ({
  id: 9102,
  content: 'Labdien! Jūsu dokuments ir apstiprināts.',
  sender: 'OPERATOR',
  createdAt: Date.UTC(2026, 10, 20, 14, 5, 0),
  isRead: false,
  attachmentFileName: null,
  ...overrides,
});

/**
 * A thread; defaults to anna's identity check in the sandbox (450): her read message with a photo of
 * her ID card, then the operator's unread answer. `lastMessageAt` follows the last message unless given.
 */
export const createInboxThread = (overrides: Partial<InboxThread> = {}): InboxThread => {
  const messages = overrides.messages ?? [
    createInboxMessage({
      id: 9101,
      content: 'Sveiki, nosūtīju ID kartes attēlu.',
      sender: 'CUSTOMER',
      createdAt: Date.UTC(2026, 10, 20, 10, 5, 0),
      isRead: true,
      attachmentFileName: 'id-karte-prieksa.jpg',
    }),
    createInboxMessage(),
  ];
  return {
    id: 450,
    subject: 'Identitātes pārbaude',
    status: 'ACTIVE',
    lastMessageAt: Math.max(0, ...messages.map((message) => message.createdAt)),
    ...overrides,
    messages,
  };
};

/** anna's three threads in the sandbox, latest message first: identity check, payout, archived welcome. */
export const createInboxThreads = (): readonly InboxThread[] => [
  createInboxThread(),
  createInboxThread({
    id: 451,
    subject: 'Izmaksas termiņš',
    messages: [
      createInboxMessage({
        id: 9060,
        content: 'Labdien, cik ilgi jāgaida izmaksa uz Swedbank kontu?',
        sender: 'CUSTOMER',
        createdAt: Date.UTC(2026, 10, 1, 12, 0, 0),
        isRead: true,
      }),
      createInboxMessage({
        id: 9061,
        content: 'Labdien, Anna! Izmaksas uz bankas kontu apstrādājam 1–3 darba dienu laikā.',
        createdAt: Date.UTC(2026, 10, 1, 14, 0, 0),
        isRead: true,
      }),
    ],
  }),
  createInboxThread({
    id: 447,
    subject: 'Sveiciena bonuss',
    status: 'ARCHIVED',
    messages: [
      createInboxMessage({
        id: 9040,
        content: 'Laipni lūdzam! Jūsu sveiciena bonuss ir aktivizēts. Veiksmīgu spēli!',
        createdAt: Date.UTC(2026, 8, 23, 9, 0, 0),
        isRead: true,
      }),
    ],
  }),
];

/** A chosen attachment (as the browser's File describes it); defaults to a 180 KB JPEG photo. */
export const createInboxFile = (overrides: Partial<InboxFile> = {}): InboxFile => ({
  name: 'izraksts.jpg',
  type: 'image/jpeg',
  size: 180_000,
  ...overrides,
});

/** A simple message; defaults to anna's in the sandbox (77). */
export const createSimpleMessage = (overrides: Partial<SimpleMessage> = {}): SimpleMessage => ({
  id: 77,
  content:
    '<p>Piektdien Jūs gaida <strong>bezmaksas griezieni</strong>. Aktivizējiet tos sadaļā “Bonusi”!</p>',
  ...overrides,
});
