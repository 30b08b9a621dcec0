import { describe, expect, it } from 'vitest';
import {
  FORMAT_PATTERNS,
  JSON_CONTENT_TYPE,
  POSITIVE_INTEGER,
  judge,
  operationOf,
  outcomesOf,
  preferFor,
  regexFindings,
  regexProblems,
  steeredPact,
  stepsOf,
  type HttpInteraction,
  type OpenApi,
} from './contract-mock.ts';

const error = (errorCode: number) => ({ value: { errorCode, errorMessage: `code ${String(errorCode)}` } });

/** A contract of two operations, in the shapes of contracts/bundled/openapi.json. */
const openapi = {
  paths: {
    '/deposits/{id}': { get: { responses: { '404': { $ref: '#/components/responses/NotFound' } } } },
    '/deposits/init': {
      post: {
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/Deposit' },
                example: { redirectUrl: 'https://pay.example.lv/1', status: 'PENDING' },
              },
            },
          },
          '400': {
            content: {
              'application/json': {
                examples: { errorCode40: error(40), malformedRequest: error(-1) },
              },
            },
          },
          '429': {
            headers: { 'Retry-After': { schema: { type: 'integer', minimum: 1 } } },
            content: { 'application/json': { examples: { tooMany: error(429) } } },
          },
        },
      },
    },
  },
  components: {
    responses: {
      NotFound: { content: { 'application/json': { examples: { notFound: error(-1) } } } },
    },
    schemas: {
      Deposit: {
        type: 'object',
        properties: {
          redirectUrl: { type: 'string', format: 'uri' },
          status: { $ref: '#/components/schemas/Status' },
          code: { type: 'string', pattern: '^[0-9]{4}$' },
          entries: {
            type: 'array',
            items: {
              allOf: [{ type: 'object', properties: { at: { type: 'string', format: 'date-time' } } }],
            },
          },
          token: { type: 'string' },
        },
      },
      Status: { type: 'string', enum: ['PENDING', 'SUCCESS', 'FAILED'] },
    },
  },
} as unknown as OpenApi;

type Rules = Record<string, { matchers: { match: string; regex?: string }[] }>;
const regexRules = (rules: Record<string, string>): Rules =>
  Object.fromEntries(
    Object.entries(rules).map(([path, regex]) => [path, { matchers: [{ match: 'regex', regex }] }]),
  );

const interaction = (
  description: string,
  status: number,
  content?: unknown,
  rules: { body?: Rules; header?: Rules } = {},
): HttpInteraction =>
  ({
    description,
    request: {
      method: 'POST',
      path: '/deposits/init',
      headers: { 'X-Client-Code': ['lv-casino-web'] },
      generators: {
        header: { Authorization: { type: 'ProviderState', expression: 'Bearer ${accessToken}' } },
      },
    },
    response: { status, body: { content }, matchingRules: rules },
  }) as HttpInteraction;

describe('operationOf', () => {
  it('finds the operation of a path, a literal before a template', () => {
    expect(operationOf(openapi, 'POST', '/deposits/init')).toBe(openapi.paths['/deposits/init']?.['post']);
    expect(operationOf(openapi, 'GET', '/deposits/884501')).toBe(openapi.paths['/deposits/{id}']?.['get']);
    expect(operationOf(openapi, 'GET', '/withdrawals')).toBeUndefined();
  });
});

describe('preferFor', () => {
  it('asks for the status, and for an error the named example of its errorCode', () => {
    expect(preferFor(openapi, interaction('ok', 200, { status: 'PENDING' }))).toBe('code=200');
    expect(preferFor(openapi, interaction('limits', 400, { errorCode: 40 }))).toBe(
      'code=400, example=errorCode40',
    );
    expect(preferFor(openapi, interaction('malformed', 400, { errorCode: -1 }))).toBe(
      'code=400, example=malformedRequest',
    );
  });

  it('follows a shared response and asks for the status alone where no example has the code', () => {
    const notFound = { ...interaction('gone', 404, { errorCode: -1 }) };
    const get = { ...notFound, request: { method: 'GET', path: '/deposits/1' } };
    expect(preferFor(openapi, get)).toBe('code=404, example=notFound');
    expect(preferFor(openapi, interaction('unknown code', 400, { errorCode: 77 }))).toBe('code=400');
  });
});

describe('steeredPact', () => {
  it('adds the Prefer header and drops the provider-state values, changing nothing else', () => {
    const pact = { consumer: { name: 'web' }, interactions: [interaction('limits', 400, { errorCode: 40 })] };
    const steered = steeredPact(openapi, pact);
    expect(steered.consumer).toEqual({ name: 'web' });
    expect(steered.interactions[0]?.request).toEqual({
      method: 'POST',
      path: '/deposits/init',
      headers: { 'X-Client-Code': ['lv-casino-web'], Prefer: ['code=400, example=errorCode40'] },
    });
    expect(steered.interactions[0]?.response).toEqual(pact.interactions[0]?.response);
    expect(pact.interactions[0]?.request.generators).toBeDefined();
  });
});

describe('stepsOf', () => {
  it('reads the steps of a Pact body path', () => {
    expect(stepsOf('$')).toEqual([]);
    expect(stepsOf('$.content[*].createdAt')).toEqual(['content', '*', 'createdAt']);
    expect(stepsOf("$[0]['a b'].c")).toEqual(['0', 'a b', 'c']);
    expect(() => stepsOf('content')).toThrow(/cannot read/);
  });
});

describe('regexFindings', () => {
  it("accepts a field's pattern, its format's regex and a choice of its enum", () => {
    const body = regexRules({
      '$.code': '^[0-9]{4}$',
      '$.redirectUrl': FORMAT_PATTERNS['uri'] ?? '',
      '$.entries[*].at': FORMAT_PATTERNS['date-time'] ?? '',
      '$.status': '^(PENDING|SUCCESS)$',
    });
    expect(regexFindings(openapi, [interaction('ok', 200, {}, { body })])).toEqual([]);
  });

  it("finds a provider's shape of a value, a value outside the enum and a field the contract lacks", () => {
    const body = regexRules({
      '$.redirectUrl': String.raw`^https?://[^/]+/__sandbox/pay/\d+$`,
      '$.token': '^epg-[0-9a-f]{12}$',
      '$.status': '^(PENDING|REFUNDED)$',
      '$.unknown': '^x$',
    });
    expect(
      regexFindings(openapi, [interaction('sandbox', 200, {}, { body })]).map((finding) => finding.location),
    ).toEqual(['body $.redirectUrl', 'body $.token', 'body $.status', 'body $.unknown']);
  });

  it('accepts the JSON Content-Type and a positive integer for an integer header of at least 1', () => {
    const header = regexRules({ 'Content-Type': JSON_CONTENT_TYPE, 'Retry-After': POSITIVE_INTEGER });
    expect(regexFindings(openapi, [interaction('throttled', 429, {}, { header })])).toEqual([]);
    const loose = regexRules({ 'Retry-After': String.raw`^\d+$`, 'X-Trace': '^t-' });
    expect(regexFindings(openapi, [interaction('loose', 429, {}, { header: loose })])).toEqual([
      { interaction: 'loose', location: 'header Retry-After', regex: String.raw`^\d+$` },
      { interaction: 'loose', location: 'header X-Trace', regex: '^t-' },
    ]);
  });
});

describe('regexProblems', () => {
  it('fails a finding not reviewed and a review whose finding is gone', () => {
    const findings = [
      { interaction: 'categories', location: 'body $[*].page', regex: '(.*,)?CASINO(,.*)?' },
      { interaction: 'deposit', location: 'body $.redirectUrl', regex: '/__sandbox/' },
    ];
    const reviewed = [
      { interaction: 'categories', location: 'body $[*].page', reason: 'the page asked for' },
      { interaction: 'gone', location: 'body $.x', reason: 'was there' },
    ];
    expect(regexProblems(findings, reviewed)).toEqual([
      'regex not from the contract: "deposit" body $.redirectUrl /__sandbox/',
      'reviewed regex no longer in the pact (remove it from the list): "gone" body $.x',
    ]);
  });
});

describe('outcomesOf and judge', () => {
  const report = JSON.stringify({
    interactionResults: [
      { description: 'passes', result: 'OK' },
      {
        description: 'listed',
        result: 'Error',
        mismatch: { mismatches: [{ path: '$.unique', mismatch: 'Expected true to be equal to false' }] },
      },
      { description: 'fails', result: 'Error', mismatch: { message: 'state change failed' } },
    ],
  });
  const interactions = ['passes', 'listed', 'fails', 'skipped'].map((name) => interaction(name, 200));

  it("reads each interaction's mismatches from the verifier's report", () => {
    expect(outcomesOf('{}')).toEqual([]);
    expect(outcomesOf(report)).toEqual([
      { description: 'passes', mismatches: [] },
      { description: 'listed', mismatches: ['$.unique Expected true to be equal to false'] },
      { description: 'fails', mismatches: ['state change failed'] },
    ]);
  });

  it('fails an unlisted failure and an interaction not verified, and passes a listed failure', () => {
    const problems = judge(interactions, outcomesOf(report), [{ interaction: 'listed', reason: 'state' }]);
    expect(problems).toEqual(['fails: "fails"\n    state change failed', 'not verified: "skipped"']);
  });

  it('keeps the list true: a listed interaction that passes or is gone is a problem', () => {
    const limits = [
      { interaction: 'listed', reason: 'state' },
      { interaction: 'passes', reason: 'state' },
      { interaction: 'gone', reason: 'state' },
    ];
    expect(judge(interactions.slice(0, 2), outcomesOf(report).slice(0, 2), limits)).toEqual([
      'listed, but passes against the mock (remove it from the list): "passes"',
      'listed, but no longer in the pact (remove it from the list): "gone"',
    ]);
  });
});
