/**
 * Pact message verification of the realtime notifications: every interaction of the message pact
 * (tests/contract/pacts/lv-casino-web-lv-casino-customer-notifications.json) is produced by a fresh
 * sandbox the way it really sends it. For each interaction the provider state logs a new player in
 * over HTTP and subscribes her to /user/queue/notifications over a real WebSocket (STOMP, bearer token);
 * the message provider then makes the state's event happen (through the HTTP API, the back office of the
 * control API, or a backend event of the control API, from which the sandbox works out the notification:
 * see notifications/notification-triggers.ts), takes the
 * MESSAGE frame's body and destination, checks the body against the kind's payload schema of the
 * AsyncAPI document, and hands it to Pact, which matches it against the pact. Exit code 1 on any failure.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { createSandbox } from '@lv-casino/sandbox/server.ts';
import { AsyncApiPayloads } from './notifications/asyncapi-payloads.ts';
import {
  NOTIFICATION_STATES,
  NOTIFICATIONS_PACT_FILE,
  NOTIFICATIONS_PROVIDER,
  type NotificationState,
} from './notifications/notification-pact.ts';
import { notificationTriggers, openScene, type Scene } from './notifications/notification-triggers.ts';
import { PACT_DIR } from './pact-setup.ts';

/** Longest wait for the notification after its trigger. */
const MESSAGE_TIMEOUT_MS = 3000;
/** Longest run of the whole verification (it takes a few seconds); past it the process fails. */
const RUN_TIMEOUT_MS = 60_000;

setTimeout(() => {
  console.error(`The message verification did not finish within ${String(RUN_TIMEOUT_MS / 1000)} s.`);
  process.exit(1);
}, RUN_TIMEOUT_MS).unref();

const pactFile = join(PACT_DIR, NOTIFICATIONS_PACT_FILE);
if (!existsSync(pactFile)) {
  console.error(`No message pact ${pactFile}: run the consumer tests first.`);
  process.exit(1);
}
const pact = JSON.parse(readFileSync(pactFile, 'utf8')) as {
  readonly interactions: readonly { readonly description: string }[];
};

let clockOffsetMs = 0;
const sandbox = await createSandbox({
  port: 0,
  validateResponses: 'throw',
  now: () => Date.now() + clockOffsetMs,
});
const triggers = notificationTriggers({
  sandbox,
  advanceClock: (ms) => {
    clockOffsetMs += ms;
  },
});
const payloads = new AsyncApiPayloads();
const failures: string[] = [];

/** The interaction under verification: its subscribed player, and the state that makes the message. */
let current:
  | {
      readonly scene: Scene;
      readonly state: NotificationState;
      readonly params: Readonly<Record<string, unknown>>;
    }
  | undefined;

async function closeScene(): Promise<void> {
  const scene = current?.scene;
  current = undefined;
  await scene?.subscriber.close();
}

const stateHandlers: NonNullable<VerifierOptions['stateHandlers']> = Object.fromEntries(
  Object.values(NOTIFICATION_STATES).map((state) => [
    state,
    {
      setup: async (params) => {
        await closeScene();
        const given = typeof params === 'object' && params !== null && !Array.isArray(params) ? params : {};
        current = { scene: await openScene(sandbox), state, params: given };
      },
      teardown: closeScene,
    },
  ]),
);

/** Makes the sandbox send the interaction's notification and catches it on the player's subscription. */
async function produce(description: string): Promise<unknown> {
  try {
    if (current === undefined) throw new Error('no provider state set up a subscribed player');
    const { scene, state, params } = current;
    await triggers[state](scene, params);
    const received = await scene.subscriber.next(MESSAGE_TIMEOUT_MS);
    const message = JSON.parse(received.body) as unknown;
    const problems = payloads.problems(message);
    if (problems !== '') throw new Error(`${received.body} breaks the AsyncAPI document: ${problems}`);
    return {
      __pactMessageMetadata: { destination: received.destination, contentType: received.contentType },
      message,
    };
  } catch (error) {
    failures.push(`${description}: ${error instanceof Error ? error.message : String(error)}`);
    throw error;
  }
}

const messageProviders: NonNullable<VerifierOptions['messageProviders']> = Object.fromEntries(
  pact.interactions.map(({ description }) => [description, () => produce(description)]),
);

/** Twice against the same running sandbox: a state must not depend on a fresh provider. */
const PASSES = 2;

const problems: string[] = [];
try {
  for (let pass = 1; pass <= PASSES; pass += 1) {
    await new Verifier({
      provider: NOTIFICATIONS_PROVIDER,
      pactUrls: [pactFile],
      stateHandlers,
      messageProviders,
      logLevel: 'warn',
    }).verifyProvider();
  }
} catch {
  // Pact has printed each interaction's mismatches above.
  problems.push('Pact message verification failed.');
} finally {
  await closeScene();
  await sandbox.close();
}
if (failures.length > 0) problems.push(`The sandbox failed to produce:\n${failures.join('\n')}`);
if (sandbox.violations.length > 0) {
  problems.push(`The sandbox broke the contract while verifying:\n${sandbox.violations.join('\n')}`);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
} else {
  console.log(
    `Verified ${String(pact.interactions.length)} notification messages against the sandbox, ${String(PASSES)} times in a row.`,
  );
}
