import type { FastifyInstance } from 'fastify';
import { controlError, type ControlContext } from './control-context.ts';

/**
 * GET and PATCH config/general and config/customer: a PATCH body names only the fields it changes
 * (nested gameproviders lists too, e.g. `{ "gameproviders": { "maintenanceMode": ["EGT"] } }`); the
 * result must satisfy the contract's GeneralConfig or CustomerConfig schema. Answers the new config.
 */
export function registerConfigControls(app: FastifyInstance, context: ControlContext): void {
  const { state } = context;

  app.get('/__sandbox/config/general', async (_request, reply) => reply.send(state.generalConfig));
  app.get('/__sandbox/config/customer', async (_request, reply) => reply.send(state.customerConfig));

  app.patch('/__sandbox/config/general', async (request, reply) => {
    const result = context.generalConfig.apply(state.generalConfig, request.body);
    if (!result.ok) return controlError(reply, 400, result.message);
    state.generalConfig = result.value;
    return reply.send(state.generalConfig);
  });

  app.patch('/__sandbox/config/customer', async (request, reply) => {
    const result = context.customerConfig.apply(state.customerConfig, request.body);
    if (!result.ok) return controlError(reply, 400, result.message);
    state.customerConfig = result.value;
    return reply.send(state.customerConfig);
  });
}
