import { describe, expect, it } from 'vitest';
import { importRendered } from './render-module.testing.ts';
import { readPrivateOperations, renderPrivateOperations } from './private-operations.generator.ts';

const bearer = [{ bearerAuth: [] }];

function operation(operationId: string, security?: readonly unknown[]) {
  return security === undefined ? { operationId } : { operationId, security };
}

describe('private operations generator', () => {
  it('lists the operations whose own security asks for a bearer token, with upper-case methods', () => {
    const openapi = {
      paths: {
        '/a': { get: operation('publicOne', []), post: operation('privateOne', bearer) },
        '/b/{id}': { delete: operation('privateTwo', bearer) },
      },
    };
    expect(readPrivateOperations(openapi)).toEqual([
      { method: 'POST', path: '/a', operationId: 'privateOne' },
      { method: 'DELETE', path: '/b/{id}', operationId: 'privateTwo' },
    ]);
  });

  it('applies the document security to operations that declare none', () => {
    const openapi = {
      security: bearer,
      paths: { '/a': { get: operation('inherits'), put: operation('opts', []) } },
    };
    expect(readPrivateOperations(openapi).map((found) => found.operationId)).toEqual(['inherits']);
  });

  it('treats an empty requirement (anonymous allowed) as public', () => {
    const openapi = { paths: { '/a': { get: operation('optional', [{}]) } } };
    expect(readPrivateOperations(openapi)).toEqual([]);
  });

  it('renders the private operations, and the public ones as METHOD path keys', async () => {
    const rendered = await importRendered(
      renderPrivateOperations(
        [
          { method: 'POST', path: '/a/{id}', operationId: 'privateOne', isPrivate: true },
          { method: 'GET', path: '/b', operationId: 'publicOne', isPrivate: false },
        ],
        'x',
      ),
    );
    expect([rendered.privateOperations, rendered.publicOperationKeys]).toEqual([
      [{ method: 'POST', path: '/a/{id}', operationId: 'privateOne' }],
      ['GET /b'],
    ]);
  });
});
