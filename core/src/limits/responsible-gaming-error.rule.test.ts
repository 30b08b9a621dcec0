import { describe, expect, it } from 'vitest';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import { describeLimitedFailure, responsibleGamingErrorMessage } from './responsible-gaming-error.rule.ts';

const errors = new FakeErrorCatalogue([
  { code: -1, name: 'GENERAL_ERROR', messageKey: 'errors.api.-1', clientAction: 'open-error-modal' },
  {
    code: 40,
    name: 'RESPONSIBLE_LIMITS_EXCEEDED',
    messageKey: 'errors.api.40',
    clientAction: 'show-message',
  },
]);

describe('responsibleGamingErrorMessage', () => {
  it('maps code 40 by type and period like the notification', () => {
    const body = { errorCode: 40, responsibleGamingType: 'CASINO_BETS', responsibleGamingPeriod: 'MONTHLY' };
    expect(responsibleGamingErrorMessage(body, errors)).toEqual({
      messageKey: 'notifications.rg.placeBet.monthly',
      values: {},
    });
  });

  it('shows the catalogue message of code 40 for a pair without a message', () => {
    expect(responsibleGamingErrorMessage({ errorCode: 40 }, errors)).toEqual({
      messageKey: 'errors.api.40',
      values: {},
    });
  });

  it('is null for any other code', () => {
    expect(
      responsibleGamingErrorMessage(
        { errorCode: 39, responsibleGamingType: 'LOSS', responsibleGamingPeriod: 'DAILY' },
        errors,
      ),
    ).toBeNull();
  });
});

describe('describeLimitedFailure', () => {
  it('names the limit a refusal with code 40 exceeded, by its type and period', () => {
    const failure = {
      ...createApiFailure(40),
      responsibleGamingType: 'DEPOSIT',
      responsibleGamingPeriod: 'DAILY',
    };
    expect(describeLimitedFailure(failure, errors)).toEqual({
      code: 40,
      name: 'RESPONSIBLE_LIMITS_EXCEEDED',
      messageKey: 'notifications.rg.deposit.daily',
      clientAction: 'show-message',
    });
  });

  it('keeps the catalogue entry of code 40 for a limit without a message of its own', () => {
    const failure = { ...createApiFailure(40), responsibleGamingType: 'SESSION_LENGTH' };
    expect(describeLimitedFailure(failure, errors)).toEqual(errors.describe(40));
  });

  it('describes any other failure as describeFailure does', () => {
    expect([
      describeLimitedFailure(createApiFailure(12345), errors).code,
      describeLimitedFailure(createTransportFailure(), errors).code,
    ]).toEqual([-1, -1]);
  });
});
