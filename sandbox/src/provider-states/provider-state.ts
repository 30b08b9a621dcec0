import type { FastifyInstance } from 'fastify';
import type { SandboxState } from '../state.ts';

/** What a provider state works on: the sandbox's state, and its HTTP app for calls made as a client. */
export interface ProviderStateHost {
  readonly state: SandboxState;
  readonly app: FastifyInstance;
}

/** The parameters of a state (Pact's `given(name, params)`), as the verifier sends them. */
export type ProviderStateParameters = unknown;

/**
 * The values an interaction takes from its state (Pact's provider-state generators, e.g.
 * `accessToken`), or nothing.
 */
export type ProviderStateValues = Readonly<Record<string, unknown>>;

/** One step of a state: puts the sandbox into it (setup) or takes it out again (teardown). */
export type ProviderStateStep = (
  parameters?: ProviderStateParameters,
) => Promise<ProviderStateValues> | Promise<void>;

/** A provider state: its setup alone, or its setup and teardown. */
export type ProviderStateHandler =
  ProviderStateStep | { readonly setup?: ProviderStateStep; readonly teardown?: ProviderStateStep };

/** Provider states by the name the pacts use. */
export type ProviderStateHandlers = Record<string, ProviderStateHandler>;

/** The provider states of one area of the contract. */
export type ProviderStates = (host: ProviderStateHost) => ProviderStateHandlers;

/** The headers the web sends with every call (the sandbox requires them of a client). */
export const CLIENT_HEADERS = { 'X-Client-Code': 'lv-casino-web', 'X-Label-Entry-Point': 'LV' } as const;
