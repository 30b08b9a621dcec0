import { ok, requireCustomer, type OperationHandlers } from '../handlers/operation-handler.ts';
import { readInteger } from '../wallet/customer-id.guard.ts';

/**
 * The reality-check calls: the popup opened (User.acknowledgePopupShown becomes true), the player
 * acknowledged it (the counter grows, the popup is closed) and the interval in minutes changed.
 */
export function createRealityCheckHandlers(): OperationHandlers {
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
      requireCustomer(context).realityCheckInterval = readInteger(context.request.query, 'interval');
      return { status: 204 };
    },
  };
}
