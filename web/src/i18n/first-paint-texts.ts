import type { Language } from '@lv-casino/core/routing/language.ts';
import type { MessageLoader } from './compiled-messages.ts';

/** The first paint's texts of each language, one module each (build/first-paint-texts.plugin.ts). */
const modules = {
  lv: () => import('virtual:first-paint-texts/lv'),
  en: () => import('virtual:first-paint-texts/en'),
  ru: () => import('virtual:first-paint-texts/ru'),
} satisfies Record<Language, unknown>;

/**
 * The loader of a first-paint owner's texts (the shell's, the header's, the lobby's): they arrive
 * together, in one file per language, since every first paint shows them.
 */
/* @__NO_SIDE_EFFECTS__ */
export function firstPaintTexts(owner: 'app' | 'header' | 'lobby'): MessageLoader {
  return async (language) => (await modules[language]())[owner];
}
