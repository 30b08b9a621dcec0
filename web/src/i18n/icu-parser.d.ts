/** The full ICU parser, aliased in build/aliases.ts; loaded lazily for server texts with ICU syntax. */
declare module '@lv-casino/icu-parser' {
  export { parse } from '@formatjs/icu-messageformat-parser';
}
