/**
 * Pact provider verification: replays every pact of the HTTP API in tests/contract/pacts/ twice against
 * one fresh sandbox, which validates each replayed request and its own response against the OpenAPI
 * document, so a pact that drifts from the contract fails here too. Exit code 1 on any failure. (The
 * message pact of the realtime notifications has its own provider: verify-message-provider.ts.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { createSandbox } from '@lv-casino/sandbox/server.ts';
import { PACT_DIR, PROVIDER } from './pact-setup.ts';
import { providerStates } from './provider-states/provider-states.ts';

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

const sandbox = await createSandbox({ port: 0, validateResponses: 'throw' });

/** Provider states: each puts the sandbox into the state an interaction assumes (one file per area). */
const stateHandlers = providerStates(sandbox);

/**
 * Twice against the same running sandbox: a provider state must put the provider into its state
 * whatever an earlier verification left there (an API team verifies again and again against one
 * running backend), so the second pass fails on a state that only works on a fresh provider.
 */
const PASSES = 2;

try {
  for (let pass = 1; pass <= PASSES; pass += 1) {
    await new Verifier({
      provider: PROVIDER,
      providerBaseUrl: sandbox.url,
      pactUrls,
      stateHandlers,
      logLevel: 'warn',
    }).verifyProvider();
    if (sandbox.violations.length > 0) {
      throw new Error(`The sandbox broke the contract while verifying:\n${sandbox.violations.join('\n')}`);
    }
  }
  console.log(
    `Verified ${pactUrls.length} pact file(s) against the sandbox, ${String(PASSES)} times in a row.`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await sandbox.close();
}
