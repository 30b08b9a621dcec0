import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outputs, repoRoot } from './contract-files.ts';
import { readErrorCatalogue, type ErrorCodeEntry } from './error-catalogue.generator.ts';
import { errorCatalogueAnchor } from './error-docs.renderer.ts';
import { expandErrorResponses, malformedRequestRef } from './error-responses.expander.ts';
import { readRecord, type JsonRecord } from './json-reader.ts';
import { readOperationErrors, sharedErrorCodes } from './operation-errors.reader.ts';

const catalogue: readonly ErrorCodeEntry[] = [
  {
    code: -1,
    name: 'GENERAL_ERROR',
    meaning: 'General error.',
    messageKey: 'm',
    clientAction: 'open-error-modal',
  },
  {
    code: 1,
    name: 'BAD_CREDENTIALS',
    meaning: 'Bad credentials.',
    messageKey: 'm',
    clientAction: 'show-message',
  },
  {
    code: 39,
    name: 'SELF_EXCLUDED',
    meaning: 'Self | excluded.',
    messageKey: 'm',
    clientAction: 'open-modal',
  },
  { code: 96, name: 'ACCESS_TOKEN_EXPIRED', meaning: 'Expired.', messageKey: 'm', clientAction: 'refresh' },
];

const malformedExample = { summary: 'Malformed', value: { errorCode: -1, errorMessage: 'Bad request' } };

function documentWith(operation: JsonRecord): JsonRecord {
  return {
    openapi: '3.1.0',
    components: {
      responses: {
        MalformedRequest: {
          description: 'Malformed request.',
          content: { 'application/json': { examples: { malformedRequest: malformedExample } } },
        },
      },
    },
    info: { title: 't', version: '1', description: 'The API.' },
    paths: {
      '/login': {
        post: {
          operationId: 'login',
          description: 'Logs in.',
          'x-origin': 'specified',
          'x-error-codes': [1, 39],
          responses: { '200': { description: 'ok' }, '400': { $ref: malformedRequestRef } },
          ...operation,
        },
      },
    },
  };
}

function loginOf(document: JsonRecord): JsonRecord {
  return readRecord(readRecord(readRecord(document.paths, 'paths')['/login'], '/login').post, 'post');
}

describe('x-error-codes', () => {
  it('reads each operation with its origin and codes', () => {
    expect(readOperationErrors(documentWith({}), catalogue)).toEqual([
      { operationId: 'login', method: 'post', path: '/login', origin: 'specified', errorCodes: [1, 39] },
    ]);
  });

  it.each([
    [{ 'x-error-codes': undefined }, 'login x-error-codes: expected an array'],
    [{ 'x-error-codes': [2] }, 'login: x-error-codes lists 2, not in ErrorCode'],
    [{ 'x-error-codes': [96] }, 'login: x-error-codes lists 96, which a shared response documents'],
    [{ 'x-error-codes': [39, 1] }, 'login: x-error-codes must be ascending without repeats'],
    [{ 'x-error-codes': [1, 1] }, 'login: x-error-codes must be ascending without repeats'],
    [{ 'x-origin': 'guessed' }, 'login: x-origin must be specified or designed'],
  ])('refuses %j', (operation, message) => {
    expect(() => readOperationErrors(documentWith(operation), catalogue)).toThrow(message);
  });

  it("expands the codes into the operation's own 400, its description and the catalogue table", () => {
    const expanded = expandErrorResponses(documentWith({}), catalogue);
    const login = loginOf(expanded);
    const badRequest = readRecord(readRecord(login.responses, 'responses')['400'], '400');
    expect(badRequest.description).toContain(`[error catalogue](${errorCatalogueAnchor})`);
    expect(badRequest.description).toContain('| 39 | `SELF_EXCLUDED` | Self \\| excluded. | `open-modal` |');
    const examples = (badRequest.content as { 'application/json': { examples: JsonRecord } })[
      'application/json'
    ].examples;
    expect(Object.keys(examples)).toEqual(['errorCode1', 'errorCode39', 'malformedRequest']);
    expect(examples.errorCode39).toMatchObject({ value: { errorCode: 39, data: { permanent: false } } });
    expect(examples.malformedRequest).toEqual(malformedExample);
    expect(login.description).toContain('**Origin: specified**');
    expect(login.description).toContain('**Error codes (400):** 1 `BAD_CREDENTIALS`, 39 `SELF_EXCLUDED`');
    const info = readRecord(expanded.info, 'info');
    expect(info.description).toMatch(/^The API\.\n\n## Error catalogue\n/);
    expect(info.description).toContain('| 96 | `ACCESS_TOKEN_EXPIRED` | Expired. | `refresh` |');
    expect(info.description).toContain('## Specified and designed operations');
  });

  it('writes the x-security-risk of an operation in its description', () => {
    const login = loginOf(
      expandErrorResponses(documentWith({ 'x-security-risk': 'The key is in the URL.\n' }), catalogue),
    );
    expect(login.description).toContain(
      'Logs in.\n\n**Security risk (x-security-risk):** The key is in the URL.\n\n**Origin',
    );
  });

  it('keeps the shared MalformedRequest of an operation without codes of its own', () => {
    const login = loginOf(expandErrorResponses(documentWith({ 'x-error-codes': [] }), catalogue));
    expect(readRecord(login.responses, 'responses')['400']).toEqual({ $ref: malformedRequestRef });
    expect(login.description).toContain('**Error codes:** none of its own');
  });

  it('keeps a 400 the source writes itself, adding the examples of codes it does not show', () => {
    const written = {
      description: 'The game cannot be opened.',
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/ErrorResponse' },
          examples: { selfExcluded: { value: { errorCode: 39, errorMessage: 'Self-excluded' } } },
        },
      },
    };
    const document = documentWith({ responses: { '400': written } });
    const badRequest = readRecord(
      readRecord(loginOf(expandErrorResponses(document, catalogue)).responses, 'r')['400'],
      '400',
    );
    expect(badRequest.description).toMatch(/^The game cannot be opened\.\n\nA business failure/);
    const examples = (badRequest.content as { 'application/json': { examples: JsonRecord } })[
      'application/json'
    ].examples;
    expect(Object.keys(examples)).toEqual(['selfExcluded', 'errorCode1', 'malformedRequest']);
    expect(() =>
      expandErrorResponses(documentWith({ responses: { '400': written }, 'x-error-codes': [] }), catalogue),
    ).toThrow('login: a 400 of its own needs the codes in x-error-codes');
  });
});

describe('the bundled contract', () => {
  const bundle = readRecord(
    JSON.parse(readFileSync(join(repoRoot, outputs.openapiBundle), 'utf8')),
    'bundle',
  );
  const operations = readOperationErrors(bundle, readErrorCatalogue(bundle));

  it('gives every operation its x-error-codes, with no shared code', () => {
    expect(operations).toHaveLength(142);
    const withCodes = operations.filter((operation) => operation.errorCodes.length > 0);
    expect(withCodes.length).toBeGreaterThanOrEqual(60);
    for (const operation of operations)
      for (const code of operation.errorCodes) expect(sharedErrorCodes).not.toContain(code);
  });

  it('shows every shared error response by named examples whose errorCode the catalogue has', () => {
    const responses = readRecord(readRecord(bundle.components, 'components').responses, 'responses');
    const known = new Set(readErrorCatalogue(bundle).map((entry) => entry.code));
    const lacking = Object.entries(responses).filter(([name, response]) => {
      const content = readRecord(readRecord(response, name).content, `${name}.content`);
      const json = readRecord(content['application/json'], `${name} JSON`);
      const examples = Object.values(readRecord(json.examples ?? {}, `${name}.examples`));
      return (
        examples.length === 0 ||
        examples.some((example) => {
          const value = readRecord(readRecord(example, name).value, `${name} example`);
          return typeof value.errorCode !== 'number' || !known.has(value.errorCode);
        })
      );
    });
    expect(lacking.map(([name]) => name)).toEqual([]);
  });

  it('links every error response of every operation to the error catalogue', () => {
    const paths = readRecord(bundle.paths, 'paths');
    const responses = readRecord(readRecord(bundle.components, 'components').responses, 'responses');
    for (const operation of operations) {
      const node = readRecord(readRecord(paths[operation.path], operation.path)[operation.method], 'op');
      for (const [status, entry] of Object.entries(readRecord(node.responses, 'responses'))) {
        if (Number(status) < 400) continue;
        const ref = readRecord(entry, status).$ref;
        const response = readRecord(
          typeof ref === 'string' ? responses[ref.replace('#/components/responses/', '')] : entry,
          `${operation.operationId} ${status}`,
        );
        expect(response.description, `${operation.operationId} ${status}`).toContain(
          `(${errorCatalogueAnchor})`,
        );
      }
    }
  });

  it('gives every private operation the shared 401', () => {
    const paths = readRecord(bundle.paths, 'paths');
    for (const operation of operations) {
      const node = readRecord(readRecord(paths[operation.path], operation.path)[operation.method], 'op');
      const security = Array.isArray(node.security) ? (node.security as unknown[]) : [];
      const isPublic =
        security.length === 0 || security.some((s) => Object.keys(readRecord(s, 's')).length === 0);
      if (isPublic) continue;
      expect(readRecord(node.responses, 'responses')['401'], operation.operationId).toEqual({
        $ref: '#/components/responses/Unauthorized',
      });
    }
  });

  it('declares 429 with Retry-After on login, registration, password reset, SMS and Smart-ID calls only', () => {
    const paths = readRecord(bundle.paths, 'paths');
    const limited = operations.filter((operation) => {
      const item = readRecord(paths[operation.path], operation.path);
      const responses = readRecord(readRecord(item[operation.method], 'op').responses, 'responses');
      return responses['429'] !== undefined;
    });
    expect(limited.map((operation) => operation.operationId).sort()).toEqual([
      'activateAccountBySms',
      'authenticateBySms',
      'authenticateWithSmartId',
      'confirmMobilePhoneManually',
      'generateSmartIdVerificationCode',
      'login',
      'registerCustomer',
      'registerCustomerWithInstantor',
      'requestPasswordReset',
      'requestPasswordResetBySms',
      'sendMobilePhoneVerificationCode',
      'verifyWithSmartId',
    ]);
    const tooMany = readRecord(
      readRecord(bundle.components, 'components').responses,
      'responses',
    ).TooManyRequests;
    expect(
      readRecord(readRecord(tooMany, 'TooManyRequests').headers, 'headers')['Retry-After'],
    ).toBeDefined();
  });
});
