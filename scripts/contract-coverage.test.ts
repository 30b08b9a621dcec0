import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hasGaps } from './contract-coverage.checker.ts';
import { formatCoverageReport } from './contract-coverage.report.ts';
import { repositoryCoverageFiles, runContractCoverage } from './contract-coverage.runner.ts';
import { buildAsyncapi, buildMessage, buildOpenapi, buildOperation } from './contract-coverage.testing.ts';

const workDirs: string[] = [];

afterEach(async () => {
  await Promise.all(workDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function writeInputs(itemsYaml: string, openapi: unknown, asyncapi: unknown) {
  const dir = await mkdtemp(join(tmpdir(), 'lv-casino-coverage-'));
  workDirs.push(dir);
  const files = {
    items: join(dir, 'spec-items.yaml'),
    openapi: join(dir, 'openapi.json'),
    asyncapi: join(dir, 'asyncapi.json'),
  };
  await writeFile(files.items, itemsYaml);
  await writeFile(files.openapi, JSON.stringify(openapi));
  await writeFile(files.asyncapi, JSON.stringify(asyncapi));
  return files;
}

const itemsYaml = `
calls:
  - written: GET regions
    method: GET
    path: /api/v1/customerfacing/regions
    spec: [account-and-session §7 Registration and account]
  - written: GET towns?region={region}
    method: GET
    path: /api/v1/customerfacing/towns
    spec: [account-and-session §7 Registration and account]
errorCodes:
  - { code: -1, spec: [account-and-session §8] }
notifications:
  - { notificationType: SELF_EXCLUSION, spec: [account-and-session §8] }
`;

describe('contract coverage run', () => {
  it('reads the YAML list and both bundles, and names every gap in the report', async () => {
    const files = await writeInputs(
      itemsYaml,
      buildOpenapi({ '/api/v1/customerfacing/regions': { get: buildOperation({ summary: '' }) } }, [-1]),
      buildAsyncapi({ selfExclusion: buildMessage('SELF_EXCLUSION') }),
    );
    const report = await runContractCoverage(files);
    expect(hasGaps(report)).toBe(true);
    const text = formatCoverageReport(report);
    expect(text).toContain('calls:              1/2 mapped');
    expect(text).toContain('error code items:   1/1 mapped');
    expect(text).toContain('notification items: 1/1 mapped');
    expect(text).toContain(
      '  - call GET /api/v1/customerfacing/towns [account-and-session §7 Registration and account]: no operation',
    );
    expect(text).toContain('  - GET /api/v1/customerfacing/regions has no summary');
  });

  it('has no gap when every item maps and every operation follows the conventions', async () => {
    const files = await writeInputs(
      itemsYaml,
      buildOpenapi(
        {
          '/api/v1/customerfacing/regions': { get: buildOperation({ operationId: 'getRegions' }) },
          '/api/v1/customerfacing/towns': { get: buildOperation({ operationId: 'getTowns' }) },
        },
        [-1],
      ),
      buildAsyncapi({ selfExclusion: buildMessage('SELF_EXCLUSION') }),
    );
    const report = await runContractCoverage(files);
    expect(hasGaps(report)).toBe(false);
    expect(formatCoverageReport(report)).toContain(
      'operations:         2 (x-origin specified 2, designed 0)',
    );
  });

  it('fails on a malformed list with the path of the offending entry', async () => {
    const files = await writeInputs('calls:\n  - { method: GET }\n', buildOpenapi({}), buildAsyncapi({}));
    await expect(runContractCoverage(files)).rejects.toThrow('calls[0].path');
  });
});

describe('the checked-in spec items against the checked-in bundles', () => {
  it('map every error code of the catalogue and every call of the walking skeleton', async () => {
    const report = await runContractCoverage(repositoryCoverageFiles);
    expect(report.counts.errorCodeItems).toEqual({ listed: 66, mapped: 66 });
    const skeletonPaths = [
      '/api/v2/customerfacing/config/general',
      '/api/v2/customerfacing/login',
      '/api/v1/customerfacing/currentCustomer',
      '/api/v1/customerfacing/customers/balances',
      '/api/v1/customerfacing/gaming/images/{uniqueGameId}/{format}/{fileName}',
    ];
    for (const path of skeletonPaths) {
      expect(report.unmapped.filter((line) => line.includes(` ${path} `))).toEqual([]);
    }
  });

  it('map the forced-logout notification kinds', async () => {
    const report = await runContractCoverage(repositoryCoverageFiles);
    expect(report.unmapped.filter((line) => /SELF_EXCLUSION|SESSION_END_BY_OPERATOR/.test(line))).toEqual([]);
  });
});
