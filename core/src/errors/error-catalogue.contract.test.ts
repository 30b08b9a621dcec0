import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import { describeFailure, endsSession } from './describe-failure.rule.ts';
import { ErrorCatalogueTable } from './error-catalogue.table.ts';

const catalogue = new ErrorCatalogueTable(CONTRACT_ERROR_TABLE);

/** Every code of account-and-session.md §8, ranges expanded. */
const SPEC_CODES = [
  -1, 1, 2, 3, 4, 5, 7, 8, 10, 12, 13, 14, 15, 19, 21, 23, 24, 25, 26, 31, 33, 35, 38, 39, 40, 41, 44, 45, 47,
  48, 49, 50, 51, 52, 53, 54, 56, 57, 58, 59, 64, 66, 69, 72, 75, 76, 77, 80, 81, 82, 83, 84, 91, 93, 95, 96,
  97, 98, 99, 104, 105, 106, 115, 116, 117, 119,
];

const SPECIAL: Readonly<Record<number, readonly [string, string]>> = {
  [-1]: ['errors.api.-1', 'open-error-modal'],
  3: ['errors.api.3', 'force-logout-open-login'],
  39: ['gaming.error.self.excluded', 'open-self-excluded-modal'],
  41: ['errors.api.41', 'open-error-modal'],
  58: ['errors.api.58', 'open-forgot-password'],
  96: ['errors.api.96', 'refresh-and-retry'],
  97: ['errors.api.97', 'refresh-and-retry'],
  98: ['global.error.session.expired', 'session-expired'],
};

describe('the contract error catalogue', () => {
  it('lists exactly the codes of the specification', () => {
    expect(CONTRACT_ERROR_TABLE.map((entry) => entry.code)).toEqual(SPEC_CODES);
  });

  it.each(SPEC_CODES)('gives code %i its message key and client action', (code) => {
    const [messageKey, clientAction] = SPECIAL[code] ?? [`errors.api.${String(code)}`, 'show-message'];
    expect(catalogue.describe(code)).toMatchObject({ code, messageKey, clientAction });
  });

  it('resolves every unlisted code to the general error', () => {
    fc.assert(
      fc.property(
        fc.integer().filter((code) => !SPEC_CODES.includes(code)),
        (code) => {
          expect(catalogue.describe(code).code).toBe(-1);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('describes a transport failure as the general error', () => {
    expect(describeFailure(createTransportFailure('timeout of 0ms exceeded'), catalogue)).toMatchObject({
      code: -1,
      clientAction: 'open-error-modal',
    });
  });

  it('ends the session exactly for codes 3, 96, 97 and 98', () => {
    const ending = SPEC_CODES.filter((code) =>
      endsSession(describeFailure(createApiFailure(code), catalogue)),
    );
    expect(ending).toEqual([3, 96, 97, 98]);
  });
});
