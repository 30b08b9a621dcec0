import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument, type JsonObject } from './openapi-document.ts';
import { compileOperations } from './operations.ts';
import { jsonBodyLimitBytes, requestBodyLimitsOf } from './request-body-limits.ts';

const mebibytes = (n: number): number => n * 1024 * 1024;

describe('request body limits from the contract', () => {
  const operations = compileOperations(loadOpenApiDocument());
  const limitsOf = (operationId: string) =>
    operations.find((o) => o.operationId === operationId)?.requestBody;

  it('takes multipart/form-data on the three upload operations only, each with 10 MiB', () => {
    const uploads = operations.filter((o) => o.requestBody.multipart);
    expect(uploads.map((o) => [o.operationId, o.requestBody.bodyLimitBytes]).sort()).toEqual([
      ['runTrueNarrativeVerification', mebibytes(10)],
      ['sendInboxMessage', mebibytes(10)],
      ['uploadKycDocument', mebibytes(10)],
    ]);
  });

  it('keeps every other operation at 1 MiB', () => {
    const others = operations.filter((o) => !o.requestBody.multipart);
    expect(others.length).toBeGreaterThan(100);
    expect(new Set(others.map((o) => o.requestBody.bodyLimitBytes))).toEqual(new Set([jsonBodyLimitBytes]));
    expect(limitsOf('changePassword')).toEqual({
      mediaTypes: ['application/json'],
      multipart: false,
      bodyLimitBytes: mebibytes(1),
    });
  });

  it('reads the largest "at most N MB" of the parts (array items too) as N MiB', () => {
    const document: JsonObject = {
      paths: {
        '/a': {
          post: {
            requestBody: {
              content: {
                'multipart/form-data': {
                  schema: {
                    type: 'object',
                    properties: {
                      small: { type: 'string', description: 'A thumbnail, at most 2 MB.' },
                      many: {
                        type: 'array',
                        items: { type: 'string', description: 'A scan, at most 25 MB.' },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    };
    expect(requestBodyLimitsOf(document, '/a', 'post')).toEqual({
      mediaTypes: ['multipart/form-data'],
      multipart: true,
      bodyLimitBytes: mebibytes(25),
    });
  });
});
