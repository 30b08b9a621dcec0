import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinorUnits } from '../money/money-format.rule.ts';
import { breachMessageKey, gamingMessageOf, maxBetLimitMessage } from './gaming-message.rule.ts';

const BET_TYPES = ['PLACE_BET', 'CASINO_BETS', 'LIVE_CASINO_BETS', 'SPORT_BETS'];
const LOSS_TYPES = ['LOSS', 'CASINO_LOSS', 'LIVE_CASINO_LOSS', 'SPORT_LOSS'];
const MAX_BET_TYPES = [
  'MAX_BET_AMOUNT',
  'CASINO_MAX_BET_AMOUNT',
  'LIVE_CASINO_MAX_BET_AMOUNT',
  'SPORT_MAX_BET_AMOUNT',
];
const PERIODS = [
  ['DAILY', 'daily'],
  ['WEEKLY', 'weekly'],
  ['MONTHLY', 'monthly'],
] as const;
const KNOWN_TYPES = [...BET_TYPES, ...LOSS_TYPES, ...MAX_BET_TYPES, 'BETS_COUNT'];

describe('breachMessageKey', () => {
  it.each(BET_TYPES.flatMap((type) => PERIODS.map(([period, suffix]) => [type, period, suffix])))(
    'maps %s %s to the %s place-bet message',
    (type, period, suffix) => {
      expect(breachMessageKey(type, period)).toBe(`notifications.rg.placeBet.${suffix}`);
    },
  );

  it.each(LOSS_TYPES.flatMap((type) => PERIODS.map(([period, suffix]) => [type, period, suffix])))(
    'maps %s %s to the %s loss message',
    (type, period, suffix) => {
      expect(breachMessageKey(type, period)).toBe(`notifications.rg.loss.${suffix}`);
    },
  );

  it.each(PERIODS)('maps BETS_COUNT %s to its own %s message', (period, suffix) => {
    expect(breachMessageKey('BETS_COUNT', period)).toBe(`notifications.rg.betsCount.${suffix}`);
  });

  it.each(
    MAX_BET_TYPES.flatMap((type) => ['DAILY', 'WEEKLY', 'ONCE', undefined].map((period) => [type, period])),
  )('maps %s (period %s) to the daily max-bet message', (type, period) => {
    expect(breachMessageKey(type, period)).toBe('notifications.rg.maxBet.daily');
  });

  it('has no message for a bet limit of period ONCE', () => {
    expect(breachMessageKey('PLACE_BET', 'ONCE')).toBeNull();
  });

  it('has no message for a bet limit without a period', () => {
    expect(breachMessageKey('LOSS', undefined)).toBeNull();
  });

  it.each([
    ['DEPOSIT', 'DAILY', 'notifications.rg.deposit.daily'],
    ['DEPOSIT_COUNT', 'WEEKLY', 'notifications.rg.deposit.weekly'],
    ['WITHDRAW', 'MONTHLY', 'notifications.rg.withdraw.monthly'],
    ['WITHDRAW_COUNT', 'DAILY', 'notifications.rg.withdraw.daily'],
  ])('names the %s limit of period %s', (type, period, key) => {
    expect(breachMessageKey(type, period)).toBe(key);
  });

  it.each(['SESSION_LENGTH', 'POKER_BETS', 'BINGO_LOSS'])('has no message for the %s limit', (type) => {
    expect(breachMessageKey(type, 'DAILY')).toBeNull();
  });

  it('does not read inherited properties as types', () => {
    expect(breachMessageKey('toString', 'DAILY')).toBeNull();
  });

  it('maps every other type or period to null, and known pairs to a key of their family', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...KNOWN_TYPES), fc.string()),
        fc.oneof(fc.constantFrom('DAILY', 'WEEKLY', 'MONTHLY'), fc.string()),
        (type, period) => {
          const key = breachMessageKey(type, period);
          const known = KNOWN_TYPES.includes(type);
          const periodic = ['DAILY', 'WEEKLY', 'MONTHLY'].includes(period);
          if (!known || (!MAX_BET_TYPES.includes(type) && !periodic)) return key === null;
          return (
            key !== null &&
            /^notifications\.rg\.(placeBet|loss|betsCount|maxBet)\.(daily|weekly|monthly)$/.test(key)
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('maxBetLimitMessage', () => {
  it('shows the provider amount formatted by the money rule', () => {
    expect(maxBetLimitMessage({ maxBetAmount: 123_450, currency: 'EUR' })).toEqual({
      messageKey: 'notifications.rg.maxBetLimitReached',
      values: { amount: '1 234.50 EUR' },
    });
  });

  it.each([
    ['no configuration', undefined],
    ['a list', [500, 'EUR']],
    ['a fractional amount', { maxBetAmount: 5.5, currency: 'EUR' }],
    ['an amount as text', { maxBetAmount: '500', currency: 'EUR' }],
    ['no currency', { maxBetAmount: 500 }],
    ['a blank currency', { maxBetAmount: 500, currency: ' ' }],
  ])('is null for %s', (_, configuration) => {
    expect(maxBetLimitMessage(configuration)).toBeNull();
  });

  it('formats any integer amount exactly as the money rule does', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.constantFrom('EUR', 'BGN', 'USD'), (maxBetAmount, currency) => {
        const message = maxBetLimitMessage({ maxBetAmount, currency });
        return message?.values['amount'] === formatMinorUnits(maxBetAmount, currency);
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws, whatever the configuration', () => {
    fc.assert(
      fc.property(fc.anything(), (configuration) => {
        maxBetLimitMessage(configuration);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('gamingMessageOf', () => {
  const fallback = 'notifications.fallback';

  it('reads RESPONSIBLE_GAMING_ERROR by type and period', () => {
    const notification = {
      notificationType: 'RESPONSIBLE_GAMING_ERROR',
      responsibleGamingType: 'SPORT_LOSS',
      responsibleGamingPeriod: 'WEEKLY',
    };
    expect(gamingMessageOf(notification, fallback)).toEqual({
      messageKey: 'notifications.rg.loss.weekly',
      values: {},
    });
  });

  it('falls back to the catalogue message for a RESPONSIBLE_GAMING_ERROR pair without a message', () => {
    const notification = { notificationType: 'RESPONSIBLE_GAMING_ERROR', responsibleGamingType: 'DEPOSIT' };
    expect(gamingMessageOf(notification, fallback)).toEqual({ messageKey: fallback, values: {} });
  });

  it('shows the amount of MAX_BET_LIMIT_REACHED', () => {
    const notification = {
      notificationType: 'MAX_BET_LIMIT_REACHED',
      maxBetConfiguration: { maxBetAmount: 500, currency: 'EUR' },
    };
    expect(gamingMessageOf(notification, fallback).values).toEqual({ amount: '5.00 EUR' });
  });

  it('falls back to the catalogue message for MAX_BET_LIMIT_REACHED without a configuration', () => {
    expect(gamingMessageOf({ notificationType: 'MAX_BET_LIMIT_REACHED' }, fallback)).toEqual({
      messageKey: fallback,
      values: {},
    });
  });

  it('passes the text of GAMEPLAY_MESSAGE as the message argument', () => {
    const notification = { notificationType: 'GAMEPLAY_MESSAGE', data: { message: 'Take a break' } };
    expect(gamingMessageOf(notification, fallback)).toEqual({
      messageKey: fallback,
      values: { message: 'Take a break' },
    });
  });

  it('shows GAMEPLAY_MESSAGE without text as the plain message', () => {
    expect(
      gamingMessageOf({ notificationType: 'GAMEPLAY_MESSAGE', data: { message: 7 } }, fallback).values,
    ).toEqual({});
  });

  it.each(['REAL_MONEY_DISABLED', 'GAME_EXCLUDED', 'XPOINT_STATUS_DENIED', 'GAME_PROVIDER_NOT_APPLICABLE'])(
    'shows %s with the message of the catalogue',
    (notificationType) => {
      expect(
        gamingMessageOf(
          { notificationType, responsibleGamingType: 'LOSS', responsibleGamingPeriod: 'DAILY' },
          fallback,
        ),
      ).toEqual({
        messageKey: fallback,
        values: {},
      });
    },
  );

  it('gives the catalogue message or a breach message for any notification, never throwing', () => {
    const notification = fc.record(
      {
        notificationType: fc.oneof(
          fc.constantFrom('RESPONSIBLE_GAMING_ERROR', 'MAX_BET_LIMIT_REACHED', 'GAMEPLAY_MESSAGE'),
          fc.string(),
        ),
        responsibleGamingType: fc.oneof(fc.constantFrom(...KNOWN_TYPES), fc.string()),
        responsibleGamingPeriod: fc.constantFrom('DAILY', 'WEEKLY', 'MONTHLY', 'ONCE'),
        maxBetConfiguration: fc.anything(),
        data: fc.anything(),
      },
      { requiredKeys: ['notificationType'] },
    );
    fc.assert(
      fc.property(notification, (input) => {
        const { messageKey } = gamingMessageOf(input, fallback);
        return messageKey === fallback || messageKey.startsWith('notifications.rg.');
      }),
      { numRuns: 1000 },
    );
  });
});
