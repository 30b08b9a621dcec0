import type { TranslationsByCategory } from '../dto.ts';
import { messageLanguages, type MessageLanguage } from '../seed/message-table.ts';
import type { SandboxState } from '../state.ts';
import { ok, readString, SandboxError, type OperationHandlers } from './operation-handler.ts';

const isMessageLanguage = (lang: string): lang is MessageLanguage =>
  (messageLanguages as readonly string[]).includes(lang);

/**
 * cftranslations/language/{lang}/category/multiple: the requested categories of the language's message
 * table. A category the table does not hold is answered as an empty object; a language other than lv,
 * en, ru is a 400 (errorCode -1).
 */
export function createTranslationsHandlers(state: SandboxState): OperationHandlers {
  return {
    getTranslations: ({ request }) => {
      const lang = readString(request.path, 'lang') ?? '';
      const table = isMessageLanguage(lang) ? state.messages.get(lang) : undefined;
      if (table === undefined) {
        throw new SandboxError(
          400,
          -1,
          `Unsupported language "${lang}" (supported: ${messageLanguages.join(', ')})`,
        );
      }
      const categories = request.body as readonly string[];
      const result: Record<string, Readonly<Record<string, string>>> = {};
      for (const category of categories) result[category] = table[category] ?? {};
      return ok(result satisfies TranslationsByCategory);
    },
  };
}
