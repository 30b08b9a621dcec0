import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isBackendPath } from '../http/backend-path.ts';
import type { SandboxState } from '../state.ts';

/** Thrown into Fastify's error handling when the changes of a request could not be committed. */
export class CommitFailedError extends Error {
  readonly statusCode = 500;

  constructor(cause: unknown) {
    super(`Committing the players to the database failed: ${messageOf(cause)}`, { cause });
    this.name = 'CommitFailedError';
  }
}

/**
 * Commits what a request changed (`state.persist()`: the players whose record changed, in one SQLite
 * transaction) before its answer leaves, so nothing the sandbox acknowledged is lost when the process
 * dies right after answering (kill -9). `node:sqlite` is synchronous: the commit has finished when the
 * hook passes the payload on.
 *
 * An onSend hook runs for every answer: API operations, the control API, the payment page's settle,
 * errors and 404s. Register it before the routes; route-level onSend hooks (compression) run after it,
 * so a failed commit replaces the answer before anything encoded it. A failed commit turns the answer
 * into the error handler's 500 (errorCode 41, logged with the cause): the caller is never told that
 * something it may lose was done. The change stays in memory and is committed with the next answer
 * whose commit succeeds.
 */
export function registerCommitBeforeAnswer(app: FastifyInstance, state: SandboxState): void {
  /** Requests whose commit failed: their 500 passes this hook again and must not try once more. */
  const failed = new WeakSet<FastifyRequest>();
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (failed.has(request) || servesTheWebBuild(request)) {
      done(null, payload);
      return;
    }
    try {
      state.persist();
    } catch (error) {
      failed.add(request);
      done(new CommitFailedError(error));
      return;
    }
    done(null, payload);
  });
}

/**
 * A GET or HEAD outside /api, /ws and /__sandbox: a file of the web build or the SPA's index.html, which
 * change nothing. Skipping them keeps the comparison of every player record off the page's many asset
 * answers.
 */
function servesTheWebBuild(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isBackendPath(request.url.split('?')[0] ?? '/')
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
