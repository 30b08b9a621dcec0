import { describe, expect, it } from 'vitest';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { describeFailure, endsSession, TOO_MANY_REQUESTS } from './describe-failure.rule.ts';

const catalogue = new FakeErrorCatalogue();

describe('describeFailure', () => {
  it('describes an API failure by its errorCode', () => {
    expect(describeFailure(createApiFailure(1), catalogue)).toMatchObject({
      code: 1,
      messageKey: 'errors.api.1',
    });
  });

  it('describes an unknown errorCode as the general error', () => {
    expect(describeFailure(createApiFailure(12345), catalogue).code).toBe(-1);
  });

  it('asks the player to wait when a call came too often (429 without a code of its own)', () => {
    expect(describeFailure(createApiFailure(-1, 429), catalogue)).toEqual(TOO_MANY_REQUESTS);
  });

  it('keeps the code of a 429 that has one (54, too many registrations from one network)', () => {
    const whole = new FakeErrorCatalogue(CONTRACT_ERROR_TABLE);
    expect(describeFailure(createApiFailure(54, 429), whole).code).toBe(54);
  });

  it('describes a transport failure as the general error', () => {
    expect(describeFailure(createTransportFailure(), catalogue)).toMatchObject({
      code: -1,
      clientAction: 'open-error-modal',
    });
  });
});

describe('endsSession', () => {
  it.each([3, 96, 97, 98])('is true for code %i', (code) => {
    expect(endsSession(catalogue.describe(code))).toBe(true);
  });

  it.each([-1, 1, 2, 41])('is false for code %i', (code) => {
    expect(endsSession(catalogue.describe(code))).toBe(false);
  });
});
