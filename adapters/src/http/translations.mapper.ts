import type { Messages } from '@lv-casino/core/content/translations.port.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import { decode, malformed } from './dto-reader.ts';

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * TranslationsByCategory DTO → one message table. Categories are merged in the order asked for, so a
 * later category wins a clash; categories the server did not send are skipped.
 */
export const toMessages = (body: unknown, categories: readonly string[]): Result<Messages, string> =>
  decode(() => {
    if (!isRecord(body)) return malformed('body is not an object');
    const messages: Record<string, string> = {};
    for (const category of categories) {
      const table = body[category];
      if (table === undefined) continue;
      if (!isRecord(table)) return malformed(`body.${category} is not an object`);
      for (const [id, text] of Object.entries(table)) {
        if (typeof text !== 'string') return malformed(`body.${category}.${id} is not a string`);
        messages[id] = text;
      }
    }
    return messages;
  });
