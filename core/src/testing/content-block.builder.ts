import type { ContentBlock } from '../content/content.ts';

/** The lv CASINO_SEO block unless given: a title and a heading with a paragraph of HTML. */
export const createContentBlock = (overrides: Partial<ContentBlock> = {}): ContentBlock => ({
  key: 'CASINO_SEO',
  locale: 'lv',
  title: 'Tiešsaistes kazino Latvijā',
  content: '<h1>Tiešsaistes kazino Latvijā</h1><p>Vairāk nekā 2000 spēļu no licencētiem piegādātājiem.</p>',
  ...overrides,
});
