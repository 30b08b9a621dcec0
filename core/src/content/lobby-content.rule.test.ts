import { describe, expect, it } from 'vitest';
import { lobbyContentBlocks } from './lobby-content.rule.ts';

describe('lobbyContentBlocks', () => {
  it('names the casino banner and SEO blocks', () => {
    expect(lobbyContentBlocks('CASINO')).toEqual({ banner: 'CASINO_MAIN_BANNER', seo: 'CASINO_SEO' });
  });

  it('names the live-casino banner and SEO blocks', () => {
    expect(lobbyContentBlocks('LIVE_CASINO')).toEqual({
      banner: 'LIVE_CASINO_MAIN_BANNER',
      seo: 'CASINO_LIVE_SEO',
    });
  });
});
