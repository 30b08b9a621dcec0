import type { ContentBlockKey } from './content.ts';

/** The main banner and SEO block of a lobby page. */
export const lobbyContentBlocks = (
  page: 'CASINO' | 'LIVE_CASINO',
): { readonly banner: ContentBlockKey; readonly seo: ContentBlockKey } =>
  page === 'CASINO'
    ? { banner: 'CASINO_MAIN_BANNER', seo: 'CASINO_SEO' }
    : { banner: 'LIVE_CASINO_MAIN_BANNER', seo: 'CASINO_LIVE_SEO' };
