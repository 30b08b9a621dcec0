import type { MessageId } from './generated/message-ids.ts';

/*
 * Every message id of the web is `MessageId`, generated from the English message files of the
 * features and the kernel (`npm run generate`; `npm test` fails when it is out of date): a feature's
 * messages folder is all it adds for its texts to be typed. A test checks lv and ru hold the same ids.
 */
export type { MessageId };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- react-intl's documented way to type ids
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

/**
 * A message id that arrives as data (a catalogue's messageKey, a toast's text): the tests check every
 * catalogue key exists in every language, so the cast is safe.
 */
export const asMessageId = (id: string): MessageId => id as MessageId;
