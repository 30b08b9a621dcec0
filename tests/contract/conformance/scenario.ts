import type { ConformanceSession } from './conformance-session.ts';
import type { RequestOverrides } from './example-request.ts';

/** A demo player of the sandbox (README: anna is KYC VERIFIED, janis NOT_VERIFIED). */
export type DemoPlayer = 'anna' | 'janis';

export interface ScenarioContext {
  readonly session: ConformanceSession;
  /** The access token of the scenario's player; undefined for operations that take none. */
  readonly token: string | undefined;
  /** Where an example value was replaced or could not be, for the run's summary. */
  readonly notes: string[];
}

/**
 * What an operation's example needs beyond the example itself: the player who calls it and the state
 * its ids refer to. `prepare` runs after the login, may make preceding calls, and answers the values
 * that replace example values (ids read from a list call, a code from the outbox).
 */
export interface Scenario {
  /** The player whose token the call carries; default anna. */
  readonly player?: DemoPlayer;
  readonly prepare?: (context: ScenarioContext) => Promise<RequestOverrides>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The values of `field` of the records of a list (or of `list[container]`). */
export function fieldsOf(list: unknown, field: string, container?: string): unknown[] {
  const rows = container === undefined ? list : isRecord(list) ? list[container] : undefined;
  return Array.isArray(rows) ? rows.filter(isRecord).map((row) => row[field]) : [];
}

/**
 * The example's id when a preceding call listed it, else the first listed id, else the example (so the
 * call is still made and its answer tells what is missing). `what` names the value in the notes.
 */
export function pickId<T>(context: ScenarioContext, what: string, listed: readonly unknown[], example: T): T {
  const present = listed.filter((value) => value !== undefined && value !== null) as T[];
  if (present.includes(example)) return example;
  const first = present[0];
  context.notes.push(
    first === undefined
      ? `${what}: nothing listed, sent the example ${JSON.stringify(example)}`
      : `${what}: example ${JSON.stringify(example)} not listed, used ${JSON.stringify(first)}`,
  );
  return first ?? example;
}

/** The code of the newest outbox message of a player (activation key, reset key or SMS code). */
export function outboxCode(
  context: ScenarioContext,
  username: string,
  kind: 'activation' | 'reset' | 'sms',
  example: string,
): string {
  const code = context.session.sandbox.state.outbox.latest(username, kind)?.code;
  if (code === undefined)
    context.notes.push(`no ${kind} code for ${username} in the outbox, sent the example's`);
  return code ?? example;
}

/** The example value of an operation's parameter. */
export function parameterExample(session: ConformanceSession, operationId: string, name: string): unknown {
  return session.operation(operationId).parameters.find((p) => p.name === name)?.example;
}

/** The example body of an operation. */
export function bodyExample(session: ConformanceSession, operationId: string): Record<string, unknown> {
  const example = session.operation(operationId).requestBody?.example;
  if (!isRecord(example)) throw new Error(`${operationId} has no object body example`);
  return example;
}

/** {@link pickId} for a parameter of an operation: its example when listed, else the first listed value. */
export function pickParameter(
  context: ScenarioContext,
  operationId: string,
  name: string,
  listed: readonly unknown[],
): unknown {
  return pickId(
    context,
    `${operationId} ${name}`,
    listed,
    parameterExample(context.session, operationId, name),
  );
}
