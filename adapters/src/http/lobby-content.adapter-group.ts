/**
 * The adapters of a lobby's content below its strips (CMS blocks and pages, jackpots, wins, live
 * tables), loaded together: one chunk for the web, loaded with the first of those sections.
 */
export { ContentHttpAdapter } from './content.http-adapter.ts';
export { FeedsHttpAdapter } from './feeds.http-adapter.ts';
