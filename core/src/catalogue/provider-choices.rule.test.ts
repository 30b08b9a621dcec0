import { describe, expect, it } from 'vitest';
import { SPORTSBOOK_PROVIDER } from '../sportsbook/sportsbook.ts';
import { gameProviderChoices } from './provider-choices.rule.ts';

describe('gameProviderChoices', () => {
  it('offers the enabled providers without the sportsbook’s', () => {
    expect(gameProviderChoices(['EGT', SPORTSBOOK_PROVIDER, 'NETENT'], [])).toEqual(['EGT', 'NETENT']);
  });

  it('keeps a provider a filter already names, once', () => {
    expect(gameProviderChoices(['EGT'], ['EGT', 'PLAYTECH'])).toEqual(['EGT', 'PLAYTECH']);
  });
});
