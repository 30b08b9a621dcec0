import { describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { BONUS_ACTIONS } from './bonus-actions.rule.ts';
import { BONUS_ACTION_REFUSED_CODE, describeBonusFailure } from './bonus-failure.rule.ts';

const catalogue = new ErrorCatalogueTable(CONTRACT_ERROR_TABLE);

describe('describeBonusFailure', () => {
  it('refers to the contract’s ACCESS_DENIED for a refusal by the bonus’s state', () => {
    expect(catalogue.describe(BONUS_ACTION_REFUSED_CODE).name).toBe('ACCESS_DENIED');
  });

  it.each(BONUS_ACTIONS)('words a %s the bonus’s state refuses (400 errorCode 4) itself', (action) => {
    expect(describeBonusFailure(action, createApiFailure(4, 400), catalogue)).toEqual({
      code: 4,
      name: 'ACCESS_DENIED',
      messageKey: `bonuses.error.${action}.notAllowed`,
      clientAction: 'show-message',
    });
  });

  it('tells of a bonus the server does not know (404) as a message, not an error modal', () => {
    expect(describeBonusFailure('claim', createApiFailure(-1, 404), catalogue)).toMatchObject({
      code: -1,
      messageKey: 'bonuses.error.notFound',
      clientAction: 'show-message',
    });
  });

  it('keeps the catalogue’s description of another code', () => {
    expect(describeBonusFailure('release', createApiFailure(3), catalogue)).toEqual(catalogue.describe(3));
  });

  it('keeps the catalogue’s errorCode 4 when it does not come with a 400', () => {
    expect(describeBonusFailure('claim', createApiFailure(4, 403), catalogue).messageKey).toBe(
      'errors.api.4',
    );
  });

  it('describes a transport failure as the general error', () => {
    expect(describeBonusFailure('remove', createTransportFailure(), catalogue)).toEqual(
      catalogue.describe(-1),
    );
  });
});
