import type { OperationHandlers } from '../handlers/operation-handler.ts';
import type { SandboxState } from '../state.ts';
import { createHistoryHandlers } from './history.handlers.ts';
import { createWithdrawHandlers } from './withdraw.handlers.ts';

/** The wallet area: withdraw methods, withdrawals and the six history lists. */
export function createWalletHandlers(state: SandboxState): OperationHandlers {
  return { ...createWithdrawHandlers(state), ...createHistoryHandlers(state) };
}
