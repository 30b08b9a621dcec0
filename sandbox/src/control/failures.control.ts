import type { FastifyInstance } from 'fastify';
import { operationEntriesOf } from './catalogues.ts';
import { bodySchema, checkBody, controlError, type ControlContext } from './control-context.ts';
import { failureResponse, type FailureRequest } from './failure-injector.ts';

const validateFailure = bodySchema<FailureRequest>({
  type: 'object',
  required: ['operationId'],
  additionalProperties: false,
  properties: {
    operationId: { type: 'string', minLength: 1 },
    errorCode: { type: 'integer' },
    httpStatus: { type: 'integer', minimum: 400, maximum: 599 },
    times: { type: 'integer', minimum: 1, maximum: 1000 },
    field: { type: 'string', minLength: 1 },
  },
});

/**
 * GET operations and error-codes (the contract's operationIds and ErrorCode catalogue, for the console);
 * POST failures { operationId, errorCode?, httpStatus?, times?, field? } arms a failure of the next call(s): an
 * errorCode answers with the status the contract pairs with it (401 for 3, 96, 97, 98; 500 for 41; else
 * 400), httpStatus alone answers that status (500 with errorCode 41), field names the refused request
 * field in the body (ErrorResponse.field). A failure the operation's declared
 * responses do not allow is refused (400). GET failures lists the armed ones; DELETE failures (or
 * failures/{operationId}) disarms.
 */
export function registerFailureControls(app: FastifyInstance, context: ControlContext): void {
  const { failures } = context.state;
  const operations = new Map(context.operations.map((o) => [o.operationId, o]));
  const meanings = new Map(context.errorCodes.map((e) => [e.code, e.meaning]));

  app.get('/__sandbox/operations', async (_request, reply) =>
    reply.send(operationEntriesOf(context.operations)),
  );
  app.get('/__sandbox/error-codes', async (_request, reply) => reply.send(context.errorCodes));

  app.post('/__sandbox/failures', async (request, reply) => {
    if (!checkBody(validateFailure, request.body, reply)) return reply;
    const operation = operations.get(request.body.operationId);
    if (operation === undefined) {
      return controlError(reply, 404, `The contract has no operation "${request.body.operationId}"`);
    }
    const { httpStatus, body } = failureResponse(request.body, (code) => meanings.get(code));
    const violation = operation.checkResponse({ status: httpStatus, contentType: 'application/json', body });
    if (violation !== null) {
      return controlError(reply, 400, `${operation.operationId} cannot fail that way: ${violation}`);
    }
    const armed = failures.arm({
      operationId: operation.operationId,
      httpStatus,
      body,
      times: request.body.times ?? 1,
    });
    return reply.code(201).send(armed);
  });

  app.get('/__sandbox/failures', async (_request, reply) => reply.send(failures.list()));

  app.delete('/__sandbox/failures', async (_request, reply) => {
    failures.clear();
    return reply.code(204).send();
  });

  app.delete<{ Params: { operationId: string } }>(
    '/__sandbox/failures/:operationId',
    async (request, reply) => {
      if (!failures.clear(request.params.operationId)) {
        return controlError(reply, 404, `No failure is armed for "${request.params.operationId}"`);
      }
      return reply.code(204).send();
    },
  );
}
