import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameStage, type GameStageView } from './game-stage.tsx';

const stage = (view: GameStageView) =>
  render(
    <GameStage
      view={view}
      className="page__stage"
      loading="Starting the game…"
      frameTitle="Game: Cēsis Express"
      retry="Try again"
      onRetry={() => undefined}
    />,
  ).container.firstElementChild;

describe('GameStage', () => {
  it('says the game is on its way, busy, in a stage of the page’s class', () => {
    const element = stage({ kind: 'loading' });

    expect([
      element?.className,
      element?.getAttribute('aria-busy'),
      screen.getByRole('status').textContent,
    ]).toEqual(['game-stage page__stage', 'true', 'Starting the game…']);
  });

  it('plays the launch URL in a named, sandboxed frame', () => {
    stage({ kind: 'playing', launchUrl: 'https://games.test/cesis' });

    const frame = screen.getByTitle('Game: Cēsis Express');
    expect([frame.getAttribute('src'), frame.hasAttribute('sandbox')]).toEqual([
      'https://games.test/cesis',
      true,
    ]);
  });

  it('is empty once the game was left', () => {
    expect(stage({ kind: 'left' })?.childElementCount).toBe(0);
  });
});
