import type { Sandbox } from '@lv-casino/sandbox/server.ts';

/** A provider state's set-up: puts the sandbox into the state an interaction's `given(…)` names. */
export type ProviderStateHandler = (parameters?: Record<string, unknown>) => Promise<unknown>;

/** The provider states of one area of the contract, by the name the pacts use. */
export type ProviderStates = (sandbox: Sandbox) => Readonly<Record<string, ProviderStateHandler>>;
