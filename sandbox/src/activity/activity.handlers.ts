import { ok, readString, requireCustomer, type OperationHandlers } from '../handlers/operation-handler.ts';
import type { SandboxState } from '../state.ts';
import { walletOf } from '../wallet/wallet.store.ts';
import { summariseActivity, type ActivityGranularity } from './activity-summary.ts';

const granularities: readonly string[] = ['day', 'week', 'month'] satisfies ActivityGranularity[];
const isGranularity = (value: string | undefined): value is ActivityGranularity =>
  value !== undefined && granularities.includes(value);

/** The activity summary of the profile's activity view, summed from the player's ledger. */
export function createActivityHandlers(state: SandboxState): OperationHandlers {
  const wallet = walletOf(state);
  return {
    getActivitySummary: (context) => {
      const player = requireCustomer(context);
      const granularity = readString(context.request.query, 'granularity');
      // The contract's enum has refused any other value before the handler runs.
      if (!isGranularity(granularity))
        throw new Error(`granularity ${String(granularity)} passed validation`);
      return ok(summariseActivity(wallet.ledgerOf(player), granularity, player.currency, state.now()));
    },
  };
}
