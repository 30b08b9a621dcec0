import { createActivityHandlers } from '../activity/activity.handlers.ts';
import { createBonusesHandlers } from '../bonuses/bonuses.handlers.ts';
import type { OperationHandler, OperationHandlers } from '../handlers/operation-handler.ts';
import { createInboxHandlers } from '../inbox/inbox.handlers.ts';
import { limitsOf } from '../responsible-gaming/limits.store.ts';
import { createRealityCheckHandlers } from '../responsible-gaming/reality-check.handlers.ts';
import { noRealtime, type Realtime } from '../responsible-gaming/realtime.port.ts';
import { createResponsibleGamingHandlers } from '../responsible-gaming/responsible-gaming.handlers.ts';
import type { SandboxState } from '../state.ts';
import { createWalletHandlers } from '../wallet/wallet.handlers.ts';

/**
 * The player-care operations of the account area: bonuses, inbox and simple messages, responsible
 * gaming (limits, self-exclusion, timeout), reality check, withdrawals, the history lists and the
 * activity summary. `realtime`
 * (the STOMP broker) carries the notifications that limit changes, self-exclusion, timeouts and a new
 * reality-check interval send.
 * Every call first settles the customer's pending limit adjustments, so one that came due is announced
 * (RESPONSIBLE_GAMING_CHANGES_APPLY) on the next call of a connected customer, e.g. the bonus badge count.
 */
export function createPlayerCareHandlers(
  state: SandboxState,
  realtime: Realtime = noRealtime,
): OperationHandlers {
  const limits = limitsOf(state);
  const handlers: OperationHandlers = {
    ...createBonusesHandlers(state),
    ...createInboxHandlers(state),
    ...createResponsibleGamingHandlers(state, realtime),
    ...createRealityCheckHandlers(state, realtime),
    ...createWalletHandlers(state),
    ...createActivityHandlers(state),
  };
  const settlingFirst =
    (handler: OperationHandler): OperationHandler =>
    (context) => {
      if (context.customer !== null) {
        limits.settle(context.customer, (customerId, message) =>
          realtime.publishToCustomer(customerId, message),
        );
      }
      return handler(context);
    };
  return Object.fromEntries(Object.entries(handlers).map(([id, handler]) => [id, settlingFirst(handler)]));
}
