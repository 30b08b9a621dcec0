import { describe, expect, it } from 'vitest';
import { SESSION_STATE_TO_CLEAR } from './session-state.ts';
import { sessionEndedElsewhere } from './ended-elsewhere.rule.ts';

describe('sessionEndedElsewhere', () => {
  it('stays where the player is, forgets the session and raises no event', () => {
    expect(sessionEndedElsewhere({ onGamePlayPage: false })).toEqual({
      kind: 'ended-elsewhere',
      next: { kind: 'stay' },
      clear: SESSION_STATE_TO_CLEAR,
      events: [],
    });
  });

  it('leaves a game-play page for the casino', () => {
    expect(sessionEndedElsewhere({ onGamePlayPage: true }).next).toEqual({
      kind: 'navigate',
      to: { name: 'casino' },
    });
  });
});
