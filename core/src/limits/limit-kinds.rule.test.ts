import { describe, expect, it } from 'vitest';
import { LIMIT_GROUPS, LIMIT_KINDS, limitKindsOf, limitUnit } from './limit-kinds.rule.ts';
import { LIMIT_TYPES } from './limit-settings.ts';

describe('limit kinds of the limits tab', () => {
  it('offers every limit type of the contract exactly once', () => {
    expect(LIMIT_KINDS.map((k) => k.type).sort()).toEqual([...LIMIT_TYPES].sort());
  });

  it('offers per-transaction maxima once per transaction and every total daily, weekly and monthly', () => {
    for (const k of LIMIT_KINDS) {
      expect(k.periods).toEqual(
        k.type.endsWith('MAX_BET_AMOUNT') ? ['ONCE'] : ['DAILY', 'WEEKLY', 'MONTHLY'],
      );
    }
  });

  it('counts count types in transactions, the session length in minutes and the rest in money', () => {
    expect([limitUnit('DEPOSIT_COUNT'), limitUnit('SESSION_LENGTH'), limitUnit('POKER_LOSS')]).toEqual([
      'count',
      'minutes',
      'money',
    ]);
  });

  it('lists every kind under one of the groups, in the groups order', () => {
    expect(LIMIT_GROUPS.flatMap((g) => limitKindsOf(g))).toEqual(LIMIT_KINDS);
  });
});
