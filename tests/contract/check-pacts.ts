/**
 * The pacts against the contracts, after the consumer tests have written them (`npm test` step):
 * 1. every interaction of every pact file in tests/contract/pacts/ (or PACT_DIR) is compared with the
 *    bundled OpenAPI and AsyncAPI documents by @pactflow/openapi-pact-comparator; any error or
 *    warning fails, apart from the reviewed findings below;
 * 2. every operation an adapter calls (adapters/src, read with TypeScript's type checker) has at least
 *    one interaction in the HTTP pact.
 * Prints the counts: interactions, messages, operations called and operations with interactions.
 * Exit code 1 on any problem.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  calledOperations,
  interactionsByOperation,
  readAdapterCalls,
  sdkOwnCalls,
} from './adapter-operations.ts';
import { comparePacts, type PactDocument, type ReviewedFinding } from './contract-comparison.ts';
import { PACT_DIR, PROVIDER } from './pact-setup.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/**
 * Findings reviewed and accepted. The comparator reads a multipart/form-data body as text fields and
 * does not apply OpenAPI's multipart rules: a part of an `integer` property is text by definition, an
 * `array` property of files is sent as repeated parts, one per file, and an `object` property is a part
 * of JSON text. The sandbox parses both by the
 * contract (and the provider verification replays these interactions), so the findings are the tool's.
 */
const REVIEWED: readonly ReviewedFinding[] = [
  {
    code: 'request.body.incompatible',
    interaction: 'a TrueNarrative check with a photo of the passport and a selfie',
    location: 'request.body.images',
    reason: 'multipart: an array of files is sent as repeated `images` parts',
  },
  {
    code: 'request.body.incompatible',
    interaction: 'a reply with a JPEG photo in anna’s payout thread',
    location: 'request.body.threadId',
    reason: 'multipart: the integer threadId is a text part',
  },
  {
    code: 'request.body.incompatible',
    interaction: 'an upload of a JPEG photo of a bank card with its number',
    location: 'request.body.data',
    reason: 'multipart: the data object is a part of JSON text, its content type set by the encoding',
  },
];

const pacts = new Map<string, PactDocument>(
  readdirSync(PACT_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file, readJson(join(PACT_DIR, file)) as PactDocument]),
);
const openapi = readJson(join(repoRoot, 'contracts/bundled/openapi.json'));
const asyncapi = readJson(join(repoRoot, 'contracts/bundled/asyncapi.json'));

const problems: string[] = [];
const comparison = await comparePacts(pacts, { openapi, asyncapi }, REVIEWED);
problems.push(...comparison.problems);
problems.push(
  ...comparison.staleReviews.map(
    (review) => `reviewed finding no longer occurs (remove it): ${review.code} in "${review.interaction}"`,
  ),
);

const httpPact = [...pacts.values()].find(
  (pact) => (pact as PactDocument & { provider?: { name?: string } }).provider?.name === PROVIDER,
);
if (httpPact === undefined)
  problems.push(`no pact of ${PROVIDER} in ${PACT_DIR}: run the consumer tests first`);
const called = calledOperations(
  [
    ...readAdapterCalls(join(repoRoot, 'adapters/src'), join(repoRoot, 'adapters/tsconfig.json')),
    ...readAdapterCalls(join(repoRoot, 'sdk/src'), join(repoRoot, 'sdk/tsconfig.json')),
    ...sdkOwnCalls(repoRoot),
  ],
  openapi,
);
const counts = interactionsByOperation(httpPact?.interactions ?? [], openapi);
for (const operation of called) {
  if ((counts.get(operation.operationId) ?? 0) === 0)
    problems.push(
      `${operation.operationId} (${operation.method} ${operation.path}) is called by ` +
        `${operation.files.map((file) => file.slice(repoRoot.length)).join(', ')} but has no interaction`,
    );
}
for (const [key] of counts)
  if (key.startsWith('?')) problems.push(`an interaction calls no operation: ${key}`);

console.log(
  `Compared ${comparison.http} HTTP interactions and ${comparison.messages} messages with the contracts ` +
    `(${REVIEWED.length} reviewed findings). Adapters and the SDK call ${called.length} operations; ` +
    `${called.filter((operation) => (counts.get(operation.operationId) ?? 0) > 0).length} have interactions ` +
    `(${counts.size} operations in the pact in all).`,
);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
