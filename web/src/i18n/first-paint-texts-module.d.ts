/*
 * The first paint's texts of one language (web/build/first-paint-texts.plugin.ts): each owner's
 * compiled message file.
 */
declare module 'virtual:first-paint-texts/*' {
  type File = import('./compiled-messages.ts').CompiledMessageFile;
  export const app: File;
  export const header: File;
  export const lobby: File;
}
