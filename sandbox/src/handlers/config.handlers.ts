import type { SandboxState } from '../state.ts';
import { ok, type OperationHandlers } from './operation-handler.ts';

/** GET config/general (public) and config/customer (private), read from the state on every call. */
export function createConfigHandlers(state: SandboxState): OperationHandlers {
  return {
    getGeneralConfig: () => ok(state.generalConfig),
    getCustomerConfig: () => ok(state.customerConfig),
  };
}
