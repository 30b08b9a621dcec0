import type { Messages } from '@lv-casino/core/content/translations.ts';
import type { CompiledMessageFile, MessageLoader } from './compiled-messages.ts';

/*
 * A module of its own: only lazily loaded features combine loaders, so it ships in their chunks, not
 * in the entry (compiled-messages.ts is the entry's).
 */

/** One loader over several message files (a feature's own and the catalogue texts it shows at once). */
/* @__NO_SIDE_EFFECTS__ */
export function combineLoaders(...loaders: readonly MessageLoader[]): MessageLoader {
  return async (language, server) => {
    const files = await Promise.all(loaders.map((load) => load(language, server)));
    return {
      messages: Object.assign({}, ...files.map((file) => file.messages)) as CompiledMessageFile['messages'],
      hashes: Object.assign({}, ...files.map((file) => file.hashes)) as Readonly<Record<string, string>>,
      server: Object.assign({}, ...files.map((file) => file.server)) as Messages,
    };
  };
}
