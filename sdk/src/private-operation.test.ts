import { describe, expect, it } from 'vitest';
import { isPrivateOperation } from './private-operation.ts';
import { privateOperations, publicOperationKeys } from './generated/private-operations.ts';

describe('isPrivateOperation', () => {
  it('is true for every operation the contract marks private', () => {
    expect(
      privateOperations.filter((operation) => !isPrivateOperation(operation.method, operation.path)),
    ).toEqual([]);
  });

  it('is false for every public operation', () => {
    expect(
      publicOperationKeys.filter((key) => {
        const [method = '', path = ''] = key.split(' ');
        return isPrivateOperation(method, path);
      }),
    ).toEqual([]);
  });

  it('reads the method in any case', () => {
    expect(isPrivateOperation('get', '/api/v1/customerfacing/currentCustomer')).toBe(true);
  });
});
