import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limitEntryOf } from './limit-entry.rule.ts';
import { LIMIT_KINDS, limitUnit } from './limit-kinds.rule.ts';
import { limitKey, planLimitUpdate, type LimitDraft } from './limit-update.rule.ts';
import type { Limit } from './limit-settings.ts';
import { createLimit } from '../testing/limit-settings.builder.ts';

const dailyDeposit = (text: string): LimitDraft => ({ type: 'DEPOSIT', period: 'DAILY', entry: { text } });

describe('the changes a limits form asks for', () => {
  it('sends nothing when no field changed', () => {
    const inForce = [createLimit({ type: 'DEPOSIT', period: 'DAILY', amount: 5000 })];
    expect(planLimitUpdate(inForce, [dailyDeposit('50')])).toEqual({
      ok: true,
      value: { kind: 'unchanged' },
    });
  });

  it('applies a new limit at once', () => {
    const plan = planLimitUpdate([], [dailyDeposit('50')]);
    expect(plan).toEqual({
      ok: true,
      value: {
        kind: 'changes',
        changes: [{ type: 'DEPOSIT', period: 'DAILY', from: null, to: 5000, applies: 'now' }],
        update: { limits: [{ type: 'DEPOSIT', period: 'DAILY', amount: 5000 }], removeLimits: [] },
      },
    });
  });

  it('applies a lower limit at once and keeps a higher one pending', () => {
    const inForce = [
      createLimit({ type: 'DEPOSIT', period: 'DAILY', amount: 5000 }),
      createLimit({ type: 'LOSS', period: 'WEEKLY', amount: 5000 }),
    ];
    const plan = planLimitUpdate(inForce, [
      dailyDeposit('20'),
      { type: 'LOSS', period: 'WEEKLY', entry: { text: '100' } },
    ]);
    expect(plan.ok && plan.value.kind === 'changes' && plan.value.changes.map((c) => c.applies)).toEqual([
      'now',
      'pending',
    ]);
  });

  it('removes an emptied limit, pending like an increase', () => {
    const inForce = [createLimit({ type: 'DEPOSIT', period: 'DAILY', amount: 5000 })];
    const plan = planLimitUpdate(inForce, [dailyDeposit('')]);
    expect(plan.ok && plan.value.kind === 'changes' && plan.value).toMatchObject({
      changes: [{ from: 5000, to: null, applies: 'pending' }],
      update: { limits: [], removeLimits: [{ type: 'DEPOSIT', period: 'DAILY' }] },
    });
  });

  it('refuses the whole form with the problem of each bad field', () => {
    const plan = planLimitUpdate(
      [],
      [
        dailyDeposit('abc'),
        { type: 'SESSION_LENGTH', period: 'DAILY', entry: { hours: '1', minutes: '75' } },
      ],
    );
    expect(plan.ok ? null : Object.fromEntries(plan.error)).toEqual({
      'DEPOSIT:DAILY': 'invalid',
      'SESSION_LENGTH:DAILY': 'minutes',
    });
  });

  it('names a limit by type and period', () => {
    expect(limitKey({ type: 'BETS_COUNT', period: 'MONTHLY' })).toBe('BETS_COUNT:MONTHLY');
  });

  it('sends an unchanged form of any limits in force as no change', () => {
    const anyLimit = fc
      .tuple(fc.constantFrom(...LIMIT_KINDS), fc.integer({ min: 1, max: 24 * 60 }))
      .map(([kind, amount]): Limit =>
        createLimit({ type: kind.type, period: kind.periods[0] ?? 'DAILY', amount }),
      );
    fc.assert(
      fc.property(fc.uniqueArray(anyLimit, { selector: limitKey }), (inForce) => {
        const drafts = inForce.map((limit) => ({
          type: limit.type,
          period: limit.period,
          entry: limitEntryOf(limitUnit(limit.type), limit.amount),
        }));
        expect(planLimitUpdate(inForce, drafts)).toEqual({ ok: true, value: { kind: 'unchanged' } });
      }),
      { numRuns: 1000 },
    );
  });
});
