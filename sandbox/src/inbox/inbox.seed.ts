import type {
  Attachment,
  InboxMessageRecord,
  InboxThreadRecord,
  SimpleMessageRecord,
} from './inbox-records.ts';

export interface Mailbox {
  readonly threads: InboxThreadRecord[];
  readonly simpleMessages: SimpleMessageRecord[];
}

const hourMs = 60 * 60 * 1000;

/** A tiny stand-in for the JPEG anna once sent (the SOI/EOI markers of an empty image). */
const sampleJpeg = Buffer.from([0xff, 0xd8, 0xff, 0xd9]);

/**
 * The threads and simple messages of the demo players at `anchor` (epoch ms): anna's identity check
 * (answered, one unread message), payout question and archived welcome thread; janis's welcome thread
 * asking for his ID document.
 */
export function seedMailbox(playerId: number, anchor: number): Mailbox {
  const at = (hoursAgo: number): number => anchor - hoursAgo * hourMs;
  const message = (
    id: number,
    sender: 'CUSTOMER' | 'OPERATOR',
    hoursAgo: number,
    content: string,
    isRead: boolean,
    attachment: Attachment | null = null,
  ): InboxMessageRecord => ({ id, content, sender, createdAt: at(hoursAgo), isRead, attachment });
  switch (playerId) {
    case 1001:
      return {
        threads: [
          {
            id: 447,
            subject: 'Sveiciena bonuss',
            status: 'ARCHIVED',
            messages: [
              message(
                9040,
                'OPERATOR',
                59 * 24,
                'Laipni lūdzam! Jūsu sveiciena bonuss ir aktivizēts. Veiksmīgu spēli!',
                true,
              ),
            ],
          },
          {
            id: 450,
            subject: 'Identitātes pārbaude',
            status: 'ACTIVE',
            messages: [
              message(9101, 'CUSTOMER', 50, 'Sveiki, nosūtīju ID kartes attēlu.', true, {
                fileName: 'id-karte-prieksa.jpg',
                contentType: 'image/jpeg',
                data: sampleJpeg,
              }),
              message(9102, 'OPERATOR', 46, 'Labdien! Jūsu dokuments ir apstiprināts.', false),
            ],
          },
          {
            id: 451,
            subject: 'Izmaksas termiņš',
            status: 'ACTIVE',
            messages: [
              message(
                9060,
                'CUSTOMER',
                20 * 24,
                'Labdien, cik ilgi jāgaida izmaksa uz Swedbank kontu?',
                true,
              ),
              message(
                9061,
                'OPERATOR',
                20 * 24 - 2,
                'Labdien, Anna! Izmaksas uz bankas kontu apstrādājam 1–3 darba dienu laikā.',
                true,
              ),
            ],
          },
        ],
        simpleMessages: [
          {
            id: 77,
            content:
              '<p>Piektdien Jūs gaida <strong>bezmaksas griezieni</strong>. Aktivizējiet tos sadaļā “Bonusi”!</p>',
            isRead: false,
          },
        ],
      };
    case 1002:
      return {
        threads: [
          {
            id: 452,
            subject: 'Laipni lūdzam!',
            status: 'ACTIVE',
            messages: [
              message(
                9110,
                'OPERATOR',
                70,
                'Sveiki, Jāni! Lai varētu spēlēt un izmaksāt laimestus, lūdzu, augšupielādējiet personu apliecinoša dokumenta attēlu profila sadaļā “KYC”.',
                false,
              ),
            ],
          },
        ],
        simpleMessages: [
          {
            id: 78,
            content: '<p>Lūdzu, apstipriniet savu identitāti, lai turpinātu spēlēt.</p>',
            isRead: false,
          },
        ],
      };
    default:
      return { threads: [], simpleMessages: [] };
  }
}
