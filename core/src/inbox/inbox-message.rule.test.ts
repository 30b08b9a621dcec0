import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createInboxFile } from '../testing/inbox.builder.ts';
import {
  characterCount,
  checkInboxAttachment,
  checkInboxMessage,
  checkInboxText,
  INBOX_ERROR_KEYS,
  INBOX_MAX_ATTACHMENT_BYTES,
  INBOX_MESSAGE_MAX_LENGTH,
} from './inbox-message.rule.ts';

const RUNS = { numRuns: 1000 };

/** Text with something besides white space, of 1 to `max` code points once trimmed. */
const meaningfulText = (max: number) =>
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: max })
    .filter((text) => text.trim() !== '' && characterCount(text.trim()) <= max);

describe('characterCount', () => {
  it('counts an emoji as one character, as the server does', () => {
    expect(characterCount('Sveiki 👋')).toBe(8);
  });
});

describe('checkInboxText', () => {
  it.each(['', '   ', '\n\t '])('requires something besides spaces (%j)', (text) => {
    expect(checkInboxText(text)).toBe(INBOX_ERROR_KEYS.textRequired);
  });

  it('accepts 4000 characters and refuses 4001', () => {
    expect(checkInboxText('ā'.repeat(INBOX_MESSAGE_MAX_LENGTH))).toBeNull();
    expect(checkInboxText('ā'.repeat(INBOX_MESSAGE_MAX_LENGTH + 1))).toBe(INBOX_ERROR_KEYS.textTooLong);
  });

  it('does not count the spaces around the text', () => {
    expect(checkInboxText(`  ${'a'.repeat(INBOX_MESSAGE_MAX_LENGTH)}\n`)).toBeNull();
  });

  it('accepts every text of 1 to 4000 characters that is not blank', () => {
    fc.assert(
      fc.property(meaningfulText(INBOX_MESSAGE_MAX_LENGTH), (text) => checkInboxText(text) === null),
      RUNS,
    );
  });

  it('refuses a text only when it is blank or too long', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), fc.nat(8000), (text, extra) => {
        const long = text + 'x'.repeat(extra);
        const trimmed = long.trim();
        const expected =
          trimmed === ''
            ? INBOX_ERROR_KEYS.textRequired
            : characterCount(trimmed) > INBOX_MESSAGE_MAX_LENGTH
              ? INBOX_ERROR_KEYS.textTooLong
              : null;
        expect(checkInboxText(long)).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });
});

describe('checkInboxAttachment', () => {
  it('accepts no attachment', () => {
    expect(checkInboxAttachment(null)).toBeNull();
  });

  it.each([
    ['photo.jpg', 'image/jpeg'],
    ['scan.png', 'image/png'],
    ['izraksts.pdf', 'application/pdf'],
    ['photo.JPEG', ''],
    ['statement.pdf', 'application/octet-stream'],
    ['photo.jpg', 'image/pjpeg'],
  ])('accepts %s reported as %j', (name, type) => {
    expect(checkInboxAttachment(createInboxFile({ name, type }))).toBeNull();
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['clip.mp4', 'video/mp4'],
    ['archive', ''],
  ])('refuses %s reported as %j', (name, type) => {
    expect(checkInboxAttachment(createInboxFile({ name, type }))).toBe(INBOX_ERROR_KEYS.fileType);
  });

  it('refuses an empty file', () => {
    expect(checkInboxAttachment(createInboxFile({ size: 0 }))).toBe(INBOX_ERROR_KEYS.fileEmpty);
  });

  it('accepts 10 000 000 bytes and refuses one more', () => {
    expect(checkInboxAttachment(createInboxFile({ size: INBOX_MAX_ATTACHMENT_BYTES }))).toBeNull();
    expect(checkInboxAttachment(createInboxFile({ size: INBOX_MAX_ATTACHMENT_BYTES + 1 }))).toBe(
      INBOX_ERROR_KEYS.fileSize,
    );
  });

  it('refuses a size exactly when it is over the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 * INBOX_MAX_ATTACHMENT_BYTES }), (size) => {
        const error = checkInboxAttachment(createInboxFile({ size }));
        expect(error).toBe(size > INBOX_MAX_ATTACHMENT_BYTES ? INBOX_ERROR_KEYS.fileSize : null);
      }),
      RUNS,
    );
  });
});

describe('checkInboxMessage', () => {
  it('answers the message to send, its text trimmed', () => {
    const file = createInboxFile();

    expect(checkInboxMessage({ text: '  Labdien!\n', file, threadId: 450 })).toEqual({
      ok: true,
      value: { text: 'Labdien!', file, threadId: 450 },
    });
  });

  it('keeps a new message without a thread', () => {
    expect(checkInboxMessage({ text: 'Jautājums', file: null, threadId: null })).toEqual({
      ok: true,
      value: { text: 'Jautājums', file: null, threadId: null },
    });
  });

  it('names every field in error', () => {
    expect(
      checkInboxMessage({ text: ' ', file: createInboxFile({ type: 'text/plain' }), threadId: 450 }),
    ).toEqual({ ok: false, error: { text: INBOX_ERROR_KEYS.textRequired, file: INBOX_ERROR_KEYS.fileType } });
  });

  it('names only the file when the text is fine', () => {
    expect(checkInboxMessage({ text: 'Sveiki', file: createInboxFile({ size: 0 }), threadId: null })).toEqual(
      { ok: false, error: { file: INBOX_ERROR_KEYS.fileEmpty } },
    );
  });
});
