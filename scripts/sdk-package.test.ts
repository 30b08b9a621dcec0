/**
 * @lv-casino/sdk as another front end consumes it: the build (sdk/tsconfig.build.json) emitted into a
 * package folder next to openapi-fetch, then imported by its name only, through the `exports` map.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './generate/contract-files.ts';

const run = promisify(execFile);
const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');
let consumerDir = '';

const consumerSource = `
import {
  ApiError,
  createCustomerFacingClient,
  errorCatalogue,
  isSelfExclusionNotification,
  privateOperations,
  type Schema,
  type TokenSource,
} from '@lv-casino/sdk';

const tokens: TokenSource = { read: () => null, write: () => undefined, clear: () => undefined };
const client = createCustomerFacingClient({ baseUrl: '', clientCode: 'lv-casino-web', labelEntryPoint: 'LV', tokens });

export async function firstName(): Promise<string | undefined> {
  const me = await client.GET('/api/v1/customerfacing/currentCustomer');
  return me.data?.firstName;
}

export async function unknownPath(): Promise<void> {
  // @ts-expect-error the contract has no such path, so the generated types must reject it
  await client.GET('/api/v1/customerfacing/no-such-call');
}

export const kyc: Schema<'User'>['kycVerified'] = 'VERIFIED';
export const action: string | undefined = errorCatalogue[0]?.clientAction;
export const privateCount: number = privateOperations.length;
export const isError: boolean = new ApiError({ errorCode: 3, httpStatus: 401, errorMessage: 'Unauthorized' }) instanceof Error;
export const selfExcluded: boolean = isSelfExclusionNotification({ notificationType: 'SELF_EXCLUSION' });
`;

const runtimeSource = `
import { createCustomerFacingClient, errorCatalogue, isSelfExclusionNotification } from '@lv-casino/sdk';
console.log(JSON.stringify({
  client: typeof createCustomerFacingClient,
  codes: errorCatalogue.length,
  guard: isSelfExclusionNotification({ notificationType: 'SELF_EXCLUSION' }),
}));
`;

const consumerTsconfig = {
  compilerOptions: {
    strict: true,
    target: 'ES2023',
    module: 'nodenext',
    moduleResolution: 'nodenext',
    lib: ['ES2023', 'DOM'],
    types: [],
    noEmit: true,
    skipLibCheck: false,
  },
  files: ['consumer.ts'],
};

beforeAll(async () => {
  consumerDir = await mkdtemp(join(tmpdir(), 'lv-casino-sdk-consumer-'));
  const packageDir = join(consumerDir, 'node_modules/@lv-casino/sdk');
  await mkdir(packageDir, { recursive: true });
  await copyFile(join(repoRoot, 'sdk/package.json'), join(packageDir, 'package.json'));
  await symlink(
    join(repoRoot, 'node_modules/openapi-fetch'),
    join(consumerDir, 'node_modules/openapi-fetch'),
  );
  await run(process.execPath, [
    tsc,
    '-p',
    join(repoRoot, 'sdk/tsconfig.build.json'),
    '--outDir',
    join(packageDir, 'dist'),
  ]);
  await writeFile(join(consumerDir, 'package.json'), JSON.stringify({ type: 'module', private: true }));
  await writeFile(join(consumerDir, 'tsconfig.json'), JSON.stringify(consumerTsconfig));
  await writeFile(join(consumerDir, 'consumer.ts'), consumerSource);
  await writeFile(join(consumerDir, 'runtime.js'), runtimeSource);
}, 120_000);

afterAll(async () => {
  if (consumerDir !== '') await rm(consumerDir, { recursive: true, force: true });
});

describe('@lv-casino/sdk package', () => {
  it('its emitted declarations type-check a consumer that imports the package by name', async () => {
    const result = await run(process.execPath, [tsc, '-p', join(consumerDir, 'tsconfig.json')]).then(
      () => '',
      (error: unknown) => String((error as { stdout?: unknown }).stdout ?? error),
    );
    expect(result).toBe('');
  }, 120_000);

  it('its emitted JavaScript runs in Node through the import condition', async () => {
    const { stdout } = await run(process.execPath, [join(consumerDir, 'runtime.js')], { cwd: consumerDir });
    const result = JSON.parse(stdout) as { client: string; codes: number; guard: boolean };
    expect([result.client, result.guard]).toEqual(['function', true]);
    expect(result.codes).toBeGreaterThan(0);
  });
});
