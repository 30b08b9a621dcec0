import { describe, expect, it } from 'vitest';
import type { Game } from '../dto.ts';
import { escapeXml, renderGameThumbnail, wrapWords } from './game-thumbnail.ts';

const game = (overrides: Partial<Game> = {}): Game => ({
  id: 1,
  uniqueGameId: 'egt-book-of-riga',
  friendlyUrl: 'book-of-riga',
  gameName: 'Book of Riga',
  gameType: 'RNG',
  gameProvider: 'EGT',
  gameVendor: 'EGT Digital',
  gameFlags: [],
  isNew: false,
  isHot: false,
  realMoneyEnabled: true,
  demoModeEnabled: true,
  supportsDesktop: true,
  supportsMobile: true,
  gameCategoryIds: [],
  ...overrides,
});

describe('renderGameThumbnail', () => {
  it('draws the game name and vendor at the size of the format', () => {
    const svg = renderGameThumbnail(game(), 'horizontal');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="640" height="360"/);
    expect(svg).toContain('>Book of Riga</tspan>');
    expect(svg).toContain('>EGT Digital</text>');
  });

  it('is the same every time for a game, and differs between games', () => {
    expect(renderGameThumbnail(game(), 'square')).toBe(renderGameThumbnail(game(), 'square'));
    const other = renderGameThumbnail(game({ uniqueGameId: 'egt-amber-fortune' }), 'square');
    expect(other.match(/hsl\([^)]*\)/)?.[0]).not.toBe(
      renderGameThumbnail(game(), 'square').match(/hsl\([^)]*\)/)?.[0],
    );
  });

  it('escapes names that contain XML characters', () => {
    const svg = renderGameThumbnail(game({ gameName: `Tom & Jerry's <Wild> "Reels"` }), 'square');
    expect(svg).not.toContain('<Wild>');
    expect(svg).toContain('&#38;');
    expect(svg).toContain('&#60;Wild&#62;');
  });

  it('marks live tables', () => {
    expect(renderGameThumbnail(game({ gameType: 'LIVE_CASINO' }), 'square')).toContain('>LIVE</text>');
  });
});

describe('helpers', () => {
  it('escapes the five XML characters', () => {
    expect(escapeXml(`&<>"'`)).toBe('&#38;&#60;&#62;&#34;&#39;');
  });

  it('wraps words and elides what does not fit', () => {
    expect(wrapWords('Book of the Baltic Legends', 12, 3)).toEqual(['Book of the', 'Baltic', 'Legends']);
    expect(wrapWords('a b c d', 1, 2)).toEqual(['a', 'b…']);
  });
});
