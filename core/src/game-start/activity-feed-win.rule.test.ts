import { describe, expect, it } from 'vitest';
import { createUser } from '../testing/user.builder.ts';
import { activityFeedWinClick } from './activity-feed-win.rule.ts';

const restricted = { restrictGameplayKycNotVerified: true };

describe('activityFeedWinClick', () => {
  it('opens real play for a logged-in player', () => {
    expect(activityFeedWinClick(createUser(), restricted, 'book-of-dead')).toEqual({
      kind: 'navigate',
      to: { name: 'game-play', mode: 'real', friendlyUrl: 'book-of-dead' },
    });
  });

  it('opens the login modal for the game for a visitor', () => {
    expect(activityFeedWinClick(null, restricted, 'book-of-dead')).toEqual({
      kind: 'open-modal',
      modal: 'login',
      params: { game: 'book-of-dead' },
    });
  });

  it('does nothing when the KYC restriction applies', () => {
    expect(
      activityFeedWinClick(createUser({ kycVerified: 'NOT_VERIFIED' }), restricted, 'book-of-dead'),
    ).toEqual({
      kind: 'stay',
    });
  });

  it('opens real play for a NOT_VERIFIED player when the flag is off', () => {
    const user = createUser({ kycVerified: 'NOT_VERIFIED' });
    expect(activityFeedWinClick(user, { restrictGameplayKycNotVerified: false }, 'starburst').kind).toBe(
      'navigate',
    );
  });
});
