import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  calledOperations,
  interactionsByOperation,
  readAdapterCalls,
  type AdapterCall,
  sdkOwnCalls,
} from './adapter-operations.ts';

const repo = new URL('../../', import.meta.url).pathname;
const openapi: unknown = JSON.parse(readFileSync(join(repo, 'contracts/bundled/openapi.json'), 'utf8'));
const adapterTsconfig = join(repo, 'adapters/tsconfig.json');

const request = (method: string, path: string) => ({ request: { method, path } });

/** Type-checking the adapters takes seconds, and many more on a loaded machine: no test waits on a clock. */
const TYPE_CHECK_TIMEOUT_MS = 300_000;

describe('the operations the adapters call', () => {
  let calls: AdapterCall[] = [];
  beforeAll(() => {
    calls = readAdapterCalls(join(repo, 'adapters/src'), adapterTsconfig);
  }, TYPE_CHECK_TIMEOUT_MS);

  it("are read from the adapters' sources, constants and templates included", () => {
    const operations = calledOperations(calls, openapi);
    const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
    expect([byId.get('login')?.path, byId.get('getInboxThread')?.path]).toEqual([
      '/api/v2/customerfacing/login',
      '/api/v1/customerfacing/customers/messageinbox/thread/{threadId}',
    ]);
  });

  it('a call of a path the contract does not have is an error', () => {
    expect(() =>
      calledOperations([{ file: 'x.http-adapter.ts', method: 'GET', path: '/api/v1/nothing' }], openapi),
    ).toThrow('which the contract does not have');
  });

  it(
    'a path that is not a literal of the contract is an error',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'adapter-operations-'));
      try {
        await writeFile(
          join(dir, 'loose.http-adapter.ts'),
          'export const send = (client: { GET(path: string): void }, path: string) => client.GET(path);\n',
        );
        expect(() => readAdapterCalls(dir, adapterTsconfig)).toThrow('not a path of the contract');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    TYPE_CHECK_TIMEOUT_MS,
  );
});

describe('counting interactions by operation', () => {
  it('gives a request to the operation whose path has fewer parameters', () => {
    const counts = interactionsByOperation(
      [request('POST', '/api/v1/customerfacing/payment/deposit/banklink')],
      openapi,
    );
    expect([...counts.keys()]).toEqual(['initBanklinkDeposit']);
  });

  it('counts a request of no operation under its path', () => {
    const counts = interactionsByOperation([request('GET', '/api/v1/nothing')], openapi);
    expect([...counts.keys()]).toEqual(['? GET /api/v1/nothing']);
  });
});

describe('the calls the SDK sends by itself', () => {
  it('are the token refresh, POST to the path the SDK declares', () => {
    const repoRoot = new URL('../..', import.meta.url).pathname;
    expect(sdkOwnCalls(repoRoot).map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/v2/customerfacing/token/refresh',
    ]);
  });
});
