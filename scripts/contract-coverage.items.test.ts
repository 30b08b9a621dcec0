import { describe, expect, it } from 'vitest';
import { normalisePathTemplate, readSpecItems } from './contract-coverage.items.ts';

const call = {
  written: 'GET regions',
  method: 'GET',
  path: '/api/v1/customerfacing/regions',
  spec: ['a §7'],
};

describe('spec items reader', () => {
  it('reads calls, codes, notifications and exemptions; notifications default to specified', () => {
    const items = readSpecItems({
      calls: [call],
      errorCodes: [{ code: -1, spec: ['a §8'] }],
      notifications: [{ notificationType: 'SELF_EXCLUSION', spec: ['a §8'] }],
      operationsWithoutClientHeaders: [{ operationId: 'getGameImage', reason: 'img' }],
    });
    expect(items.calls).toEqual([call]);
    expect(items.errorCodes).toEqual([{ code: -1, spec: ['a §8'] }]);
    expect(items.notifications).toEqual([
      { notificationType: 'SELF_EXCLUSION', spec: ['a §8'], origin: 'specified' },
    ]);
    expect(items.operationsWithoutClientHeaders).toEqual([{ operationId: 'getGameImage', reason: 'img' }]);
  });

  it('rejects a call listed twice, even with other parameter names', () => {
    const again = { ...call, path: '/api/v1/customerfacing/{x}', written: 'x' };
    const first = { ...call, path: '/api/v1/customerfacing/{id}' };
    expect(() => readSpecItems({ calls: [first, again] })).toThrow(
      'calls: GET /api/v1/customerfacing/{} is listed twice',
    );
  });

  it('rejects a code or a notification kind listed twice', () => {
    const code = { code: 8, spec: ['a §8'] };
    expect(() => readSpecItems({ errorCodes: [code, code] })).toThrow('errorCodes: 8 is listed twice');
    const kind = { notificationType: 'SE_BY_TIMEOUT', spec: ['a §8'] };
    expect(() => readSpecItems({ notifications: [kind, kind] })).toThrow(
      'notifications: SE_BY_TIMEOUT is listed twice',
    );
  });

  it.each([
    [{ ...call, method: 'get' }, 'calls[0].method'],
    [{ ...call, path: 'customers/balances' }, 'calls[0].path'],
    [{ ...call, spec: [] }, 'calls[0].spec'],
    [{ ...call, written: undefined }, 'calls[0].written'],
  ])('rejects a malformed call %#', (entry, where) => {
    expect(() => readSpecItems({ calls: [entry] })).toThrow(where);
  });

  it('rejects a non-integer code and an unknown origin', () => {
    expect(() => readSpecItems({ errorCodes: [{ code: '39', spec: ['a'] }] })).toThrow('errorCodes[0].code');
    expect(() =>
      readSpecItems({ notifications: [{ notificationType: 'X', spec: ['a'], origin: 'guessed' }] }),
    ).toThrow('notifications[0].origin');
  });

  it('normalises path parameter names', () => {
    expect(normalisePathTemplate('/a/{uniqueGameId}/{format}/b')).toBe('/a/{}/{}/b');
  });
});
