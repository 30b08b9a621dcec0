import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseYaml } from '@redocly/openapi-core';
import { outputs, repoRoot } from './generate/contract-files.ts';
import { readRecord } from './generate/json-reader.ts';
import { checkCoverage, type CoverageReport } from './contract-coverage.checker.ts';
import { readSpecItems } from './contract-coverage.items.ts';

/** Where the coverage check reads its inputs; absolute paths. */
export interface CoverageFiles {
  /** The list of spec items (YAML). */
  readonly items: string;
  /** The bundled OpenAPI document (JSON). */
  readonly openapi: string;
  /** The bundled AsyncAPI document (JSON). */
  readonly asyncapi: string;
}

/** The checked-in files of the repository. */
export const repositoryCoverageFiles: CoverageFiles = {
  items: join(repoRoot, 'contracts/coverage/spec-items.yaml'),
  openapi: join(repoRoot, outputs.openapiBundle),
  asyncapi: join(repoRoot, outputs.asyncapiBundle),
};

async function readJson(path: string): Promise<ReturnType<typeof readRecord>> {
  return readRecord(JSON.parse(await readFile(path, 'utf8')), path);
}

/** Reads the three files and checks the spec items against the two documents. */
export async function runContractCoverage(files: CoverageFiles): Promise<CoverageReport> {
  const items = readSpecItems(parseYaml(await readFile(files.items, 'utf8')));
  return checkCoverage(items, await readJson(files.openapi), await readJson(files.asyncapi));
}
