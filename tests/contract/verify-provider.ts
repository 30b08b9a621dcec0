/**
 * Pact provider verification of the HTTP pacts in tests/contract/pacts/, twice against one fresh
 * sandbox, as an API team verifies against its own running backend:
 *
 * 1. with pact-js's `Verifier`, its state handlers forwarding every setup and teardown to the sandbox's
 *    provider-state endpoint (`POST /__sandbox/provider-states`);
 * 2. with the standard Pact verifier CLI (`pact-verifier` of @pact-foundation/pact-cli, the Rust
 *    pact_verifier_cli) and its defaults but `--state-change-url` and `--state-change-teardown`.
 *
 * The second pass runs against what the first left behind, so a provider state that only works on a
 * fresh provider fails it. The sandbox validates each replayed request and its own response against the
 * OpenAPI document, so a pact that drifts from the contract fails here too. Exit code 1 on any failure.
 * (The message pact of the realtime notifications has its own provider: verify-message-provider.ts.)
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { createSandbox } from '@lv-casino/sandbox/server.ts';
import { PACT_DIR, PROVIDER } from './pact-setup.ts';

const providerOf = (path: string): unknown =>
  (JSON.parse(readFileSync(path, 'utf8')) as { provider?: { name?: unknown } }).provider?.name;

const pactUrls = readdirSync(PACT_DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => join(PACT_DIR, file))
  .filter((path) => providerOf(path) === PROVIDER);
if (pactUrls.length === 0) {
  console.error(`No pact files of ${PROVIDER} in ${PACT_DIR}: run the consumer tests first.`);
  process.exit(1);
}

/** The pact-verifier command of @pact-foundation/pact-cli (a Node launcher of the native binary). */
function pactVerifierCli(): string {
  const require = createRequire(import.meta.url);
  const manifestPath = require.resolve('@pact-foundation/pact-cli/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin: Record<string, string> };
  const bin = manifest.bin['pact-verifier'];
  if (bin === undefined) throw new Error('@pact-foundation/pact-cli has no pact-verifier command');
  return join(dirname(manifestPath), bin);
}

const sandbox = await createSandbox({ port: 0, validateResponses: 'throw' });
const stateChangeUrl = `${sandbox.url}/__sandbox/provider-states`;

async function changeState(state: string, params: unknown, action: 'setup' | 'teardown'): Promise<object> {
  const response = await fetch(stateChangeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ state, params: params ?? {}, action }),
  });
  const body = (await response.json()) as object;
  if (!response.ok) throw new Error(`${state} (${action}): ${JSON.stringify(body)}`);
  return body;
}

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;
/** What a pact-js state handler answers: the values of the state (JSON). */
type StateValues = Awaited<ReturnType<Extract<StateHandlers[string], (...args: never[]) => unknown>>>;

/** pact-js's state handlers: each forwards to the sandbox's endpoint, as a stateChangeUrl would. */
async function forwardingStateHandlers(): Promise<StateHandlers> {
  const { states } = (await (await fetch(stateChangeUrl)).json()) as { states: string[] };
  return Object.fromEntries(
    states.map((state) => [
      state,
      {
        setup: async (params) => (await changeState(state, params, 'setup')) as StateValues,
        teardown: async (params) => {
          await changeState(state, params, 'teardown');
        },
      },
    ]),
  );
}

/** Runs the standard verifier CLI against the sandbox; resolves with its exit code. */
function verifyWithCli(): Promise<number> {
  const { hostname, port } = new URL(sandbox.url);
  const args = [
    ...pactUrls.flatMap((path) => ['--file', path]),
    ...['--provider-name', PROVIDER, '--hostname', hostname, '--port', port],
    ...['--state-change-url', stateChangeUrl, '--state-change-teardown'],
    ...['--loglevel', 'warn', '--no-colour'],
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [pactVerifierCli(), ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      // Its report lists every interaction; print it only when it failed (Pact prints the mismatches).
      if (code !== 0) process.stderr.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

function checkViolations(): void {
  if (sandbox.violations.length > 0) {
    throw new Error(`The sandbox broke the contract while verifying:\n${sandbox.violations.join('\n')}`);
  }
}

try {
  await new Verifier({
    provider: PROVIDER,
    providerBaseUrl: sandbox.url,
    pactUrls,
    stateHandlers: await forwardingStateHandlers(),
    logLevel: 'warn',
  }).verifyProvider();
  checkViolations();
  const code = await verifyWithCli();
  if (code !== 0) throw new Error(`pact-verifier (the standard CLI) failed with exit code ${String(code)}`);
  checkViolations();
  console.log(
    `Verified ${String(pactUrls.length)} pact file(s) against one sandbox twice: with pact-js, then with the standard pact-verifier CLI.`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await sandbox.close();
}
