import { describe, expect, it } from 'vitest';
import { loginForGame, playPage, tilePlayMode } from './game-links.rule.ts';

describe('game links', () => {
  it('leads a logged-in player’s tile to real play', () => {
    expect(tilePlayMode({ demoModeEnabled: true }, true)).toBe('real');
  });

  it('leads a visitor’s tile to the demo of a game that has one', () => {
    expect(tilePlayMode({ demoModeEnabled: true }, false)).toBe('demo');
  });

  it('leads a visitor’s tile of a game without demo to the real path', () => {
    expect(tilePlayMode({ demoModeEnabled: false }, false)).toBe('real');
  });

  it('opens the login modal for a game', () => {
    expect(loginForGame('book-of-riga')).toEqual({
      kind: 'open-modal',
      modal: 'login',
      params: { game: 'book-of-riga' },
    });
  });

  it('names the play page of a game', () => {
    expect(playPage('demo', 'book-of-riga')).toEqual({
      kind: 'navigate',
      to: { name: 'game-play', mode: 'demo', friendlyUrl: 'book-of-riga' },
    });
  });
});
