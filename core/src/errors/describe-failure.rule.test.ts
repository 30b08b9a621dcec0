import { describe, expect, it } from 'vitest';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import { describeFailure, endsSession } from './describe-failure.rule.ts';

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
