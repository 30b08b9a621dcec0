import type { VerifierOptions } from '@pact-foundation/pact';
import type { Sandbox } from '@lv-casino/sandbox/server.ts';

/** Pact's provider-state handlers by state name (a handler gets the state's parameters). */
export type ProviderStateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

/** A provider state's set-up: puts the sandbox into the state an interaction's `given(…)` names. */
export type ProviderStateHandler = ProviderStateHandlers[string];

/** The provider states of one area of the contract, by the name the pacts use. */
export type ProviderStates = (sandbox: Sandbox) => ProviderStateHandlers;
