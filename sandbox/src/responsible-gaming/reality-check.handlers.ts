import { ok, requireCustomer, type OperationHandlers } from '../handlers/operation-handler.ts';
import type { SandboxState } from '../state.ts';
import { readInteger } from '../wallet/customer-id.guard.ts';
import { realityCheckCounts, realityCheckStart } from './reality-check-start.ts';
import { noRealtime, type Realtime } from './realtime.port.ts';

/**
 * The reality-check calls: the popup opened (User.acknowledgePopupShown becomes true), the player
 * acknowledged it (the counter grows, the popup is closed) and the interval in minutes changed, which
 * restarts the counting: REALITY_CHECK_START goes to the player's live connections (every session)
 * while the reality check is enabled.
 */
export function createRealityCheckHandlers(
  state: SandboxState,
  realtime: Realtime = noRealtime,
): OperationHandlers {
  return {
    markRealityCheckPopupShown: (context) => {
      requireCustomer(context).acknowledgePopupShown = true;
      return { status: 204 };
    },
    acknowledgeRealityCheck: (context) => {
      const player = requireCustomer(context);
      player.realityCheckAcknowledgeCounter += 1;
      player.acknowledgePopupShown = false;
      return ok({ acknowledgeCounter: player.realityCheckAcknowledgeCounter });
    },
    updateRealityCheckInterval: (context) => {
      const player = requireCustomer(context);
      player.realityCheckInterval = readInteger(context.request.query, 'interval');
      if (realityCheckCounts(state, player)) realtime.publishToCustomer(player.id, realityCheckStart);
      return { status: 204 };
    },
  };
}
