import { describe, expect, it } from 'vitest';
import { splitViewLobbies } from './split-view.rule.ts';

describe('splitViewLobbies', () => {
  it('looks in the live casino first on a live-casino path', () => {
    expect(splitViewLobbies('LIVE_CASINO')).toEqual(['LIVE_CASINO', 'CASINO']);
  });

  it('looks in the casino first on a casino path', () => {
    expect(splitViewLobbies('CASINO')).toEqual(['CASINO', 'LIVE_CASINO']);
  });

  it('looks in the casino first anywhere else', () => {
    expect(splitViewLobbies('HOME_PAGE')).toEqual(['CASINO', 'LIVE_CASINO']);
  });
});
