import { describe, expect, it } from 'vitest';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { responsibleGamingErrorMessage } from './responsible-gaming-error.rule.ts';

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
