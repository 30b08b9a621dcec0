import { ok, readString, type OperationHandlers } from '../handlers/operation-handler.ts';
import type { SandboxState } from '../state.ts';
import type { ActivityFeedStore, GameProduct } from './activity-feed.store.ts';
import { jackpotFeed } from './jackpot-feed.ts';
import { liveTableState } from './live-tables.ts';

/**
 * The feeds that change with the clock (state.now): the Evolution live tables, the jackpot feed and
 * the month's biggest wins (seeded, plus big wins played on the sandbox game page).
 */
export function createGameFeedHandlers(state: SandboxState, activity: ActivityFeedStore): OperationHandlers {
  const { games } = state.catalogue;
  return {
    getLiveTableState: () => ok(liveTableState(games, state.now())),
    getJackpotFeed: () => ok(jackpotFeed(games, state.now())),
    getActivityFeedMonthlyBiggestWins: ({ request }) => {
      const product = readString(request.query, 'gameProduct') as GameProduct | undefined;
      return ok(activity.monthlyBiggest(state.now(), product));
    },
  };
}
