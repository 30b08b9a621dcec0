import { describe, expect, it } from 'vitest';
import { lintOperations, listOperations } from './contract-coverage.operations.ts';
import { buildOpenapi, buildOperation, buildPrivateOperation } from './contract-coverage.testing.ts';

function problemsOf(
  operation: Record<string, unknown>,
  exemptIds: readonly string[] = [],
): readonly string[] {
  const openapi = buildOpenapi({ '/api/v1/customerfacing/x': { get: operation } });
  return lintOperations(
    listOperations(openapi),
    exemptIds.map((operationId) => ({ operationId, reason: 'test' })),
  );
}

describe('contract coverage: operation conventions', () => {
  it('accepts a public and a private operation that follow every convention', () => {
    expect(problemsOf(buildOperation())).toEqual([]);
    expect(problemsOf(buildPrivateOperation())).toEqual([]);
  });

  it.each([
    ['operationId', 'has no operationId'],
    ['tags', 'has no tags'],
    ['summary', 'has no summary'],
    ['x-origin', 'has no x-origin (specified or designed)'],
  ])('reports an operation without %s', (field, problem) => {
    const operation = { ...buildOperation(), [field]: undefined };
    expect(problemsOf(operation)).toEqual([`GET /api/v1/customerfacing/x ${problem}`]);
  });

  it('reports empty tags and an x-origin other than specified or designed', () => {
    expect(problemsOf(buildOperation({ tags: [], 'x-origin': 'guessed' }))).toEqual([
      'GET /api/v1/customerfacing/x has no tags',
      'GET /api/v1/customerfacing/x has no x-origin (specified or designed)',
    ]);
  });

  it('reports a missing client header, and a header that is not required', () => {
    const parameters = [
      { $ref: '#/components/parameters/ClientCode' },
      { name: 'X-Label-Entry-Point', in: 'header', required: false },
    ];
    expect(problemsOf(buildOperation({ parameters }))).toEqual([
      'GET /api/v1/customerfacing/x does not take the required X-Label-Entry-Point header',
    ]);
    expect(problemsOf(buildOperation({ parameters: [] }))).toHaveLength(2);
  });

  it('accepts the headers declared on the path item', () => {
    const openapi = buildOpenapi({
      '/x': {
        parameters: [
          { $ref: '#/components/parameters/ClientCode' },
          { $ref: '#/components/parameters/LabelEntryPoint' },
        ],
        get: buildOperation({ parameters: undefined }),
      },
    });
    expect(lintOperations(listOperations(openapi), [])).toEqual([]);
  });

  it('does not ask a documented exemption for the client headers', () => {
    const operation = buildOperation({ operationId: 'getGameImage', parameters: [] });
    expect(problemsOf(operation, ['getGameImage'])).toEqual([]);
  });

  it('reports an exemption that names no operation', () => {
    expect(problemsOf(buildOperation(), ['getGameImage'])).toEqual([
      'header exemption getGameImage: no operation has this operationId',
    ]);
  });

  it('reports a private operation without a 401 response', () => {
    const operation = buildPrivateOperation({ responses: { '200': { description: 'OK' } } });
    expect(problemsOf(operation)).toEqual([
      'GET /api/v1/customerfacing/x is private but has no 401 response',
    ]);
  });

  it('treats an operation without its own security as private when the document asks for a token', () => {
    const openapi = {
      ...buildOpenapi({ '/x': { get: buildOperation({ security: undefined }) } }),
      security: [{ bearerAuth: [] }],
    };
    expect(lintOperations(listOperations(openapi), [])).toEqual([
      'GET /x is private but has no 401 response',
    ]);
  });

  it('treats an anonymous requirement ({}) as public', () => {
    expect(problemsOf(buildOperation({ security: [{}] }))).toEqual([]);
  });
});
