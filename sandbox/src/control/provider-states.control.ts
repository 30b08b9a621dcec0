import type { FastifyInstance } from 'fastify';
import type { ProviderStateHandler, ProviderStateStep } from '../provider-states/provider-state.ts';
import { providerStates } from '../provider-states/provider-states.ts';
import { bodySchema, checkBody, controlError, type ControlContext } from './control-context.ts';

/** A provider-state change as Pact verifiers post it (pact_verifier_cli, pact-js, pact-jvm). */
interface StateChange {
  readonly state: string;
  readonly params?: Readonly<Record<string, unknown>>;
  /** Without it, a setup (verifiers that do not tear down send none). */
  readonly action?: 'setup' | 'teardown';
}

const validateChange = bodySchema<StateChange>({
  type: 'object',
  additionalProperties: false,
  required: ['state'],
  properties: {
    state: { type: 'string', maxLength: 500 },
    params: { type: 'object' },
    action: { enum: ['setup', 'teardown'] },
  },
});

function stepOf(handler: ProviderStateHandler, action: 'setup' | 'teardown'): ProviderStateStep | undefined {
  if (typeof handler === 'function') return action === 'setup' ? handler : undefined;
  return handler[action];
}

/**
 * The provider-state change endpoint of Pact verification (Pact's `stateChangeUrl`): POST
 * provider-states `{ state, params, action }` puts the sandbox into the state an interaction's
 * `given(…)` names (`action` "setup", the default) or takes it out again ("teardown"), and answers the
 * values the interaction takes from the state (`accessToken`, ids…) as a JSON object. GET lists the
 * states' names. The state "" (an interaction without a state) changes nothing. An unknown state, or parameters the state cannot use, answer 400 with the reason.
 * Like the whole control API, loopback callers only: a state may replace accounts.
 */
export function registerProviderStateControls(app: FastifyInstance, context: ControlContext): void {
  const handlers = providerStates({ state: context.state, app });

  app.get('/__sandbox/provider-states', async (_request, reply) =>
    reply.send({ states: Object.keys(handlers).sort() }),
  );

  app.post('/__sandbox/provider-states', async (request, reply) => {
    if (!checkBody(validateChange, request.body, reply)) return reply;
    const { state, params = {}, action = 'setup' } = request.body;
    // pact_verifier_cli changes to the state "" around an interaction that names none: nothing to do.
    if (state === '') return reply.send({});
    const handler = handlers[state];
    if (handler === undefined) return controlError(reply, 400, `Unknown provider state "${state}"`);
    let values: unknown;
    try {
      values = await stepOf(handler, action)?.(params);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return controlError(reply, 400, `The provider state "${state}" (${action}) failed: ${reason}`);
    }
    return reply.send(values ?? {});
  });
}
