import { describe, expect, it } from 'vitest';
import { BONUS_STATUSES } from './bonus.ts';
import { bonusActions, needsConfirmation } from './bonus-actions.rule.ts';

describe('bonusActions', () => {
  it('offers an AVAILABLE bonus to claim or remove', () => {
    expect(bonusActions('AVAILABLE')).toEqual(['claim', 'remove']);
  });

  it('offers an ACTIVE bonus to remove', () => {
    expect(bonusActions('ACTIVE')).toEqual(['remove']);
  });

  it('offers a CLEARED bonus to release to cash', () => {
    expect(bonusActions('CLEARED')).toEqual(['release']);
  });

  it.each(['RELEASED', 'EXPIRED', 'CANCELLED'] as const)('offers nothing for a %s bonus', (status) => {
    expect(bonusActions(status)).toEqual([]);
  });

  it('offers a release only for a CLEARED bonus and a claim only for an AVAILABLE one', () => {
    expect(BONUS_STATUSES.filter((status) => bonusActions(status).includes('release'))).toEqual(['CLEARED']);
    expect(BONUS_STATUSES.filter((status) => bonusActions(status).includes('claim'))).toEqual(['AVAILABLE']);
  });
});

describe('needsConfirmation', () => {
  it('asks before a removal only', () => {
    expect([needsConfirmation('remove'), needsConfirmation('claim'), needsConfirmation('release')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
