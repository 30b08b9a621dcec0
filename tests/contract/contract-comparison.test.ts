import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { comparePacts, type PactDocument } from './contract-comparison.ts';

const readJson = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));
const contracts = {
  openapi: readJson('contracts/bundled/openapi.json'),
  asyncapi: readJson('contracts/bundled/asyncapi.json'),
};

/** A Pact V4 file with one HTTP interaction: a failed login answered as given. */
const loginPact = ({
  path = '/api/v2/customerfacing/login',
  errorCode,
}: { readonly path?: string; readonly errorCode?: unknown } = {}): PactDocument => ({
  interactions: [
    {
      type: 'Synchronous/HTTP',
      description: 'a login with a wrong password',
      request: {
        method: 'POST',
        path,
        headers: {
          'Content-Type': ['application/json'],
          'X-Client-Code': ['lv-casino-web'],
          'X-Label-Entry-Point': ['LV'],
        },
        body: {
          content: { username: 'anna', password: 'wrong', rememberme: false },
          contentType: 'application/json',
          encoded: false,
        },
      },
      response: {
        status: 400,
        headers: { 'Content-Type': ['application/json'] },
        body: {
          content: { errorCode: errorCode ?? 1, errorMessage: 'Bad credentials' },
          contentType: 'application/json',
          encoded: false,
        },
      },
    },
  ],
  ...{ metadata: { pactSpecification: { version: '4.0' } } },
});

const compare = (pact: PactDocument, reviewed: Parameters<typeof comparePacts>[2] = []) =>
  comparePacts(new Map([['pact.json', pact]]), contracts, reviewed);

/** The comparator compiles the contract's schemas first: seconds on a loaded machine, never a clock to beat. */
describe('comparing pacts with the contracts', { timeout: 120_000 }, () => {
  it('finds nothing in an interaction the contract allows', async () => {
    expect((await compare(loginPact())).problems).toEqual([]);
  });

  it('reports a path the contract does not have', async () => {
    const report = await compare(loginPact({ path: '/api/v2/customerfacing/signin' }));
    expect(report.problems.join('\n')).toContain('request.path-or-method.unknown');
  });

  it('reports an error body the contract does not allow', async () => {
    const report = await compare(loginPact({ errorCode: 'BAD_CREDENTIALS' }));
    expect(report.problems.join('\n')).toContain('response.body.incompatible');
  });

  it('reports a reviewed finding that no longer occurs as stale', async () => {
    const review = {
      code: 'response.body.incompatible',
      interaction: 'a login with a wrong password',
      location: 'response.body.errorCode',
      reason: 'a test',
    } as const;
    expect((await compare(loginPact(), [review])).staleReviews).toEqual([review]);
  });
});
