import type { Sandbox } from '@lv-casino/sandbox/server.ts';
import { startTestSandbox, type CollectingLogger } from '@lv-casino/sandbox/testing/sandbox-harness.ts';
import type { ContractOperation, JsonObject } from './contract-document.ts';
import type { ObservedResponse } from './contract-validator.ts';
import { buildExampleRequest, type RequestOverrides } from './example-request.ts';

/** The day the contract's examples are written for (history ranges, timeout end dates). */
export const examplesDate = Date.parse('2026-11-21T10:00:00Z');

export interface CallResult extends ObservedResponse {
  /** Method, path and query that were called, for failure messages. */
  readonly request: string;
}

function mediaTypeOf(response: Response): string | null {
  const header = response.headers.get('content-type');
  return header === null ? null : (header.split(';')[0]?.trim().toLowerCase() ?? null);
}

/**
 * One sandbox started in-process (free port, response validation `throw`, clock pinned to
 * {@link examplesDate}) and calls of the contract's operations against it, built from the examples.
 */
export class ConformanceSession {
  readonly sandbox: Sandbox & { readonly logger: CollectingLogger };
  readonly #document: JsonObject;
  readonly #operations: ReadonlyMap<string, ContractOperation>;

  private constructor(
    sandbox: Sandbox & { readonly logger: CollectingLogger },
    document: JsonObject,
    operations: readonly ContractOperation[],
  ) {
    this.sandbox = sandbox;
    this.#document = document;
    this.#operations = new Map(operations.map((o) => [o.operationId, o]));
  }

  static async start(
    document: JsonObject,
    operations: readonly ContractOperation[],
  ): Promise<ConformanceSession> {
    const clock = { offsetMs: 0 };
    const sandbox = await startTestSandbox({ openApi: document, now: () => examplesDate + clock.offsetMs });
    const session = new ConformanceSession(sandbox, document, operations);
    session.#clock = clock;
    return session;
  }

  #clock = { offsetMs: 0 };

  /** Moves the sandbox's clock forward (it starts pinned to the day the examples are written for). */
  advanceClock(ms: number): void {
    this.#clock.offsetMs += ms;
  }

  operation(operationId: string): ContractOperation {
    const operation = this.#operations.get(operationId);
    if (operation === undefined) throw new Error(`The contract has no operation ${operationId}`);
    return operation;
  }

  /** Calls an operation with its example request, the overrides and the token (when given). */
  async call(operationId: string, overrides: RequestOverrides = {}, token?: string): Promise<CallResult> {
    const operation = this.operation(operationId);
    const { target, init } = buildExampleRequest(this.#document, operation, overrides, token);
    const response = await fetch(`${this.sandbox.url}${target}`, init);
    const mediaType = mediaTypeOf(response);
    const text = await response.text();
    const body =
      text === '' ? undefined : mediaType === 'application/json' ? (JSON.parse(text) as unknown) : text;
    return { status: response.status, mediaType, body, request: `${operation.method} ${target}` };
  }

  /** A call a test needs to succeed to set up state; throws naming the operation when it does not. */
  async setUp(operationId: string, overrides: RequestOverrides = {}, token?: string): Promise<unknown> {
    const result = await this.call(operationId, overrides, token);
    if (result.status < 200 || result.status > 299) {
      throw new Error(
        `set-up call ${operationId} (${result.request}) answered ${result.status}: ${JSON.stringify(result.body)}`,
      );
    }
    return result.body;
  }

  /** Logs a demo player in through the login operation and answers the access token. */
  async login(username: string): Promise<string> {
    const example = this.operation('login').requestBody?.example as JsonObject;
    const body = (await this.setUp('login', { body: { ...example, username } })) as { accessToken: string };
    return body.accessToken;
  }

  /** Errors the sandbox logged (handler crashes, response violations). */
  loggedErrors(): string[] {
    return this.sandbox.logger.lines.filter((line) => line.startsWith('error '));
  }

  async close(): Promise<void> {
    await this.sandbox.close();
  }
}
