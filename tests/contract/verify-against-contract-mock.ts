/**
 * The HTTP pact against a mock built only from the contract (`npm test` step): proves that the pact asks
 * only what contracts/bundled/openapi.json promises, not what our sandbox happens to answer.
 * 1. Static: every regex of the pact's responses is one the contract gives at that place (a `pattern`,
 *    the regex of a `format`, a choice of an `enum`; contract-mock.ts: regexFindings), apart from the
 *    reviewed REQUEST_DERIVED_REGEXES below.
 * 2. Replay: Prism's mock (@stoplight/prism-cli) is started on a free port of 127.0.0.1 from the bundled
 *    OpenAPI document alone, and Pact's verifier replays every interaction against it. Each request
 *    carries a `Prefer` header that picks the status the interaction expects and, for an error, the
 *    contract's named example of its errorCode; provider states are no-ops. Every interaction must pass
 *    but the reviewed STATELESS_LIMITS below, which must fail (the list stays true).
 * Prism and the verifier are stopped on exit, failure or interruption. Exit code 1 on any problem.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Verifier } from '@pact-foundation/pact';
import {
  judge,
  outcomesOf,
  regexFindings,
  regexProblems,
  steeredPact,
  type HttpPact,
  type OpenApi,
  type ReviewedRegex,
  type StatelessLimit,
} from './contract-mock.ts';
import { CONSUMER, PACT_DIR, PROVIDER } from './pact-setup.ts';

/**
 * Regexes the contract does not give, reviewed and accepted: each asks for a value that follows from
 * the request, which the web branches on. Any other regex of a response must come from the contract.
 */
const REQUEST_DERIVED_REGEXES: readonly ReviewedRegex[] = [
  {
    interaction: 'a request for the casino categories of RNG games on desktop',
    location: 'body $[*].pageToShowOn',
    reason:
      'page=CASINO: each category names CASINO among its pages; the web lists a category only on ' +
      'the pages it names (core: category-visibility.rule.ts)',
  },
  {
    interaction: 'a request for the provider categories of RNG games on desktop',
    location: 'body $[*].pageToShowOn',
    reason: 'page=PROVIDERS: each category names PROVIDERS among its pages, as above',
  },
];

/**
 * Interactions a stateless mock cannot satisfy, reviewed, each with its reason. Prism answers a request
 * with the contract's one example of the status (of the errorCode, for an error), whatever was asked
 * and whatever state the player is in; these interactions expect what the request or the provider
 * state makes of the answer, where the web branches on it or shows it. A named example of each such
 * answer in the contract would let the mock give it (and take the interaction off this list).
 */
const STATELESS_LIMITS: readonly StatelessLimit[] = [
  // Prism's multipart reading, like the comparator's (check-pacts.ts): it refuses the request (400).
  {
    interaction: 'a TrueNarrative check with a photo of the passport and a selfie',
    reason: 'multipart: Prism reads the one `images` part as a string, not as an array of one file',
  },
  {
    interaction: 'an upload of a JPEG photo of a bank card with its number',
    reason: 'multipart: Prism does not read the `data` part as the JSON object its encoding makes it',
  },
  // The answer follows from the request; the contract's example answers another request.
  {
    interaction: 'a demo prepare of a game by a visitor on mobile',
    reason: 'real=false: the adapter refuses a launch of the other mode; the example is a real-money one',
  },
  {
    interaction: "a request for the month's biggest casino wins",
    reason: 'gameProduct=CASINO: every win is of the product asked for; the example has a LIVE_CASINO win',
  },
  {
    interaction: 'a request for the provider categories of RNG games on desktop',
    reason: 'page=PROVIDERS: every category names PROVIDERS; the example category is on CASINO,LIVE_CASINO',
  },
  {
    interaction: 'a search of the catalogue for the game of a uniqueGameId on desktop',
    reason: 'the answer is the one game of the uniqueGameId asked for; the example is another game',
  },
  {
    interaction: 'a request to remove a game from the favourites of a logged-in player',
    reason: 'isFavourite=false: the answer confirms the removal; the example confirms an addition',
  },
  {
    interaction: 'a reply with a JPEG photo in anna’s payout thread',
    reason: 'the sent message carries the file sent (attachmentFileName); the example message has none',
  },
  {
    interaction: 'a new daily deposit limit of 50.00 EUR',
    reason: 'the limit in force is the one just set, nothing pending; the example has two others and a raise',
  },
  {
    interaction: 'a raise of the monthly deposit limit while another is pending',
    reason: 'the raise joins the pending removal (two adjustments); the example has one other adjustment',
  },
  // The answer is the provider state's; the contract's example shows another state or outcome.
  {
    interaction: 'a uniqueness check of a used e-mail',
    reason: 'unique: false, which the registration form shows; the example is a free username',
  },
  {
    interaction: 'a uniqueness check of a mobile phone another account has',
    reason: 'unique: false, which the profile form shows; the example is a free e-mail',
  },
  {
    interaction: 'an SMS account activation without auto-login',
    reason: 'autoLogin "false" and no tokens, so the web asks for a login; the example logs in',
  },
  {
    interaction: 'a request for the self-exclusion and timeout of a player with none',
    reason: 'no timeout (null); the example player has one',
  },
  {
    interaction: 'a request for the source-of-funds status of a player who owes none',
    reason: 'pending: false, no due date; the example player owes a declaration',
  },
  {
    interaction: 'a request for the cashier history of a player without history',
    reason: 'an empty history, for which the web shows its empty state; the example has an entry',
  },
  {
    interaction: 'a request for a year of the cashier history, 100 entries a page',
    reason: 'the web counts the 2 successful deposits of the state; the example page has one entry',
  },
  {
    interaction: 'a request for an unpublished CMS page with a redirect',
    reason: 'NOT_PUBLISHED with the redirect the web follows; the example page is published',
  },
  {
    interaction: 'a request for the CMS page help in lv on desktop',
    reason: 'the help page has no excerpt, variant or image (null); the example is a promotion with them',
  },
  {
    interaction: 'a search for the first 1000 promotions in lv',
    reason: 'the promotion has a featured image; the example page has none (null)',
  },
  {
    interaction: 'a request for the KYC documents of the logged-in customer',
    reason:
      'every document is like the one of the state, a rejected card with its number and a reason; ' +
      'the example has an ID card (no number) and no reasons',
  },
  {
    interaction: 'a search for the rejected KYC documents',
    reason: 'as the KYC documents above: a rejected card with its number and a reason',
  },
  {
    interaction: 'a request for the stored cards',
    reason: 'the stored card has a Trust Payments cardToken; the example card has none (iCard only)',
  },
  {
    interaction: 'a request for the favourite and last-played games of a logged-in player on desktop',
    reason: 'the player has a favourite game; the example has none',
  },
  {
    interaction: 'a request for the first page of inbox threads',
    reason: 'the thread opens with a message with a file (attachmentFileName); the example message has none',
  },
  {
    interaction: 'a request for the whole responsible-gaming settings of a player with limits',
    reason: 'a pending raise and a pending removal; the example has one pending raise (of a bet limit)',
  },
  {
    interaction: 'a request for the responsible-gaming settings of a player with pending adjustments',
    reason: 'as the whole settings above: a pending raise and a pending removal',
  },
];

const REPLAY = '--replay';
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const CONTRACT = join(repoRoot, 'contracts/bundled/openapi.json');
const PACT = join(PACT_DIR, `${CONSUMER}-${PROVIDER}.json`);
/** How long Prism may take to read the contract and listen, ms (about 3 s here). */
const PRISM_START_TIMEOUT_MS = 60_000;

/**
 * The replay, in a child process of its own: Pact's verifier (native code) prints every interaction
 * on standard output, which the child discards; the parent gets the verifier's JSON report. The proxy
 * of pact-js forwards a request without a body as a chunked one, which Prism reads as an empty body and
 * refuses where the contract has an optional body; a `Content-Length: 0` keeps it without a body.
 */
async function replay(pactPath: string, providerBaseUrl: string): Promise<void> {
  const pact = JSON.parse(readFileSync(pactPath, 'utf8')) as HttpPact;
  const states = new Set(pact.interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name)));
  const report = await new Verifier({
    provider: PROVIDER,
    providerBaseUrl,
    pactUrls: [pactPath],
    stateHandlers: Object.fromEntries([...states].map((state) => [state, () => Promise.resolve()])),
    requestFilter: (request: IncomingMessage, _response: unknown, next: () => void) => {
      if (
        request.headers['content-length'] === undefined &&
        request.headers['transfer-encoding'] === undefined
      )
        request.headers['content-length'] = '0';
      next();
    },
    logLevel: 'error',
  })
    .verifyProvider()
    .catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
  process.send?.(report);
}

const freePort = (): Promise<number> =>
  new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (typeof address === 'object' && address !== null) resolvePort(address.port);
        else reject(new Error('no free port'));
      });
    });
  });

/** Prism and the replay while they run, and the folder of the steered pact: what cleanUp removes. */
const children = new Set<ChildProcess>();
let workDir: string | undefined;

/** Stops Prism and the replay and removes the steered pact: at the end, on failure and on a signal. */
const cleanUp = (): void => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill();
  if (workDir !== undefined) rmSync(workDir, { recursive: true, force: true });
};

/** Starts Prism's mock of the contract alone; resolves once it answers HTTP. */
async function startPrism(): Promise<string> {
  const port = await freePort();
  const cli = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');
  const prism = spawn(
    process.execPath,
    [cli, 'mock', CONTRACT, '--host', '127.0.0.1', '--port', String(port), '--verboseLevel', 'warn'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.add(prism);
  let output = '';
  prism.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  prism.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + PRISM_START_TIMEOUT_MS;
  for (;;) {
    if (prism.exitCode !== null) throw new Error(`Prism ended (${String(prism.exitCode)}):\n${output}`);
    if (Date.now() > deadline)
      throw new Error(`Prism did not listen within ${String(PRISM_START_TIMEOUT_MS)} ms`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return url;
    } catch {
      await new Promise((resolveWait) => setTimeout(resolveWait, 100));
    }
  }
}

/** Runs the replay in a child process and answers the verifier's JSON report. */
function runReplay(pactPath: string, url: string): Promise<string> {
  return new Promise((resolveReport, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [REPLAY, pactPath, url], {
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    children.add(child);
    let report: string | undefined;
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on(
      'message',
      (message) => (report = typeof message === 'string' ? message : JSON.stringify(message)),
    );
    child.on('error', reject);
    child.on('exit', (code) => {
      children.delete(child);
      if (report === undefined)
        reject(new Error(`the replay ended (${String(code)}) without a report:\n${errors}`));
      else resolveReport(report);
    });
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  const openapi = JSON.parse(readFileSync(CONTRACT, 'utf8')) as OpenApi;
  const pact = JSON.parse(readFileSync(PACT, 'utf8')) as HttpPact;

  const findings = regexFindings(openapi, pact.interactions);
  const problems = regexProblems(findings, REQUEST_DERIVED_REGEXES);

  workDir = mkdtempSync(join(tmpdir(), 'pact-contract-mock-'));
  try {
    const steered = join(workDir, 'steered-pact.json');
    writeFileSync(steered, JSON.stringify(steeredPact(openapi, pact)));
    const outcomes = outcomesOf(await runReplay(steered, await startPrism()));
    problems.push(...judge(pact.interactions, outcomes, STATELESS_LIMITS));
    const failed = outcomes.filter((outcome) => outcome.mismatches.length > 0).length;
    console.log(
      `Replayed ${String(outcomes.length)} interactions against Prism's mock of the contract: ` +
        `${String(outcomes.length - failed)} pass, ${String(failed)} fail ` +
        `(${String(STATELESS_LIMITS.length)} listed as beyond a stateless mock). ` +
        `${String(findings.length)} regexes not from the contract (${String(REQUEST_DERIVED_REGEXES.length)} reviewed). ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    cleanUp();
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
}

if (process.argv[2] === REPLAY) {
  await replay(process.argv[3] ?? '', process.argv[4] ?? '');
} else {
  process.on('exit', cleanUp);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      cleanUp();
      process.exit(130);
    });
  try {
    await main();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  }
}
