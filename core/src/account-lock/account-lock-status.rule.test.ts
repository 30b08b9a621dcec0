import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  lockBlocksPlay,
  lockErrorCode,
  lockForcesLogout,
  parseAccountLockStatus,
} from './account-lock-status.rule.ts';

const KNOWN = ['ACTIVE', 'FROZEN', 'INACTIVE', 'CLOSED', 'COOLING_OFF'] as const;

describe('parseAccountLockStatus', () => {
  it.each(KNOWN)('keeps %s', (status) => {
    expect(parseAccountLockStatus(status)).toBe(status);
  });

  it.each(['SUSPENDED', 'active', '', null, 3])('reads %j as BLOCKED', (value) => {
    expect(parseAccountLockStatus(value)).toBe('BLOCKED');
  });

  it('reads every value that is not one of the five as BLOCKED (property)', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((value) => !(KNOWN as readonly unknown[]).includes(value)),
        (value) => {
          expect(parseAccountLockStatus(value)).toBe('BLOCKED');
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('lockBlocksPlay', () => {
  it('lets an ACTIVE account play', () => {
    expect(lockBlocksPlay('ACTIVE')).toBe(false);
  });

  it.each(['FROZEN', 'INACTIVE', 'CLOSED', 'COOLING_OFF', 'BLOCKED'] as const)(
    'blocks play for %s',
    (status) => {
      expect(lockBlocksPlay(status)).toBe(true);
    },
  );
});

describe('lockForcesLogout', () => {
  it('keeps an ACTIVE session', () => {
    expect(lockForcesLogout('ACTIVE')).toBe(false);
  });

  it.each(['FROZEN', 'INACTIVE', 'CLOSED', 'COOLING_OFF', 'BLOCKED'] as const)(
    'ends the session for %s',
    (status) => {
      expect(lockForcesLogout(status)).toBe(true);
    },
  );
});

describe('lockErrorCode', () => {
  it.each([
    ['FROZEN', 69],
    ['COOLING_OFF', 66],
    ['CLOSED', 2],
    ['INACTIVE', 2],
    ['BLOCKED', 2],
  ] as const)('explains %s with code %i', (status, code) => {
    expect(lockErrorCode(status)).toBe(code);
  });
});
