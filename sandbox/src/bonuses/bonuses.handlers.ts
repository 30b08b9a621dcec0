import { SandboxError, ok, requireCustomer, type OperationHandlers } from '../handlers/operation-handler.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import type { SandboxState } from '../state.ts';
import { readInteger, requireOwnCustomer } from '../wallet/customer-id.guard.ts';
import { isoOf } from '../wallet/riga-time.ts';
import { walletOf } from '../wallet/wallet.store.ts';
import { bonusesOf, type BonusAssetRecord, type BonusStatus, type WageringProduct } from './bonus.store.ts';

const assetView = (asset: BonusAssetRecord): object => ({
  ...asset,
  expiryDate: asset.expiryDate === null ? null : isoOf(asset.expiryDate),
});

interface DataTableQuery {
  readonly draw: number;
  readonly start: number;
  readonly length: number;
  readonly status?: string;
}

/** The bonuses tab: search and table, active flag and count, claim, forfeit and release to cash. */
export function createBonusesHandlers(state: SandboxState): OperationHandlers {
  const bonuses = bonusesOf(state);
  const wallet = walletOf(state);

  const assetIn = (player: PlayerRecord, id: number, allowed: readonly BonusStatus[], action: string) => {
    const asset = bonuses.find(player, id);
    if (asset === undefined) throw new SandboxError(404, -1, `No bonus asset ${String(id)}`);
    if (!allowed.includes(asset.status))
      throw new SandboxError(400, 4, `Bonus asset ${String(id)} is ${asset.status}; it cannot be ${action}`);
    return asset;
  };

  return {
    searchBonusAssetsForTable: (context) => {
      const player = requireCustomer(context);
      const query = context.request.body as DataTableQuery;
      const all = bonuses.assetsOf(player);
      const matching = query.status === undefined ? all : all.filter((a) => a.status === query.status);
      return ok({
        draw: query.draw,
        recordsTotal: all.length,
        recordsFiltered: matching.length,
        data: matching.slice(query.start, query.start + query.length).map(assetView),
      });
    },

    searchBonusAssets: (context) => {
      const player = requireCustomer(context);
      const filter = context.request.body as { statuses?: BonusStatus[]; wageringProduct?: WageringProduct };
      const matching = bonuses
        .assetsOf(player)
        .filter((a) => filter.statuses === undefined || filter.statuses.includes(a.status))
        .filter(
          (a) => filter.wageringProduct === undefined || a.wageringProducts.includes(filter.wageringProduct),
        );
      return ok(matching.map(assetView));
    },

    hasActiveBonus: (context) => {
      const player = requireOwnCustomer(context);
      return ok({ hasActive: bonuses.assetsOf(player).some((a) => a.status === 'ACTIVE') });
    },

    getActiveBonusesCount: (context) => {
      const player = requireOwnCustomer(context);
      return ok({
        customerActiveBonuses: bonuses.assetsOf(player).filter((a) => a.status === 'ACTIVE').length,
      });
    },

    claimBonusAsset: (context) => {
      const player = requireCustomer(context);
      const asset = assetIn(
        player,
        readInteger(context.request.query, 'bonusAssetId'),
        ['AVAILABLE'],
        'claimed',
      );
      asset.status = 'ACTIVE';
      player.bonusBalance += asset.bonusAmount;
      wallet.recordPayment(player, 'BONUS', asset.bonusAmount);
      return ok(assetView(asset));
    },

    removeBonusAsset: (context) => {
      const player = requireOwnCustomer(context, 'customerId', 'query');
      const id = readInteger(context.request.path, 'bonusAssetId');
      const asset = assetIn(player, id, ['AVAILABLE', 'ACTIVE'], 'removed');
      if (asset.status === 'ACTIVE') {
        const forfeited = Math.min(asset.bonusAmount, player.bonusBalance);
        player.bonusBalance -= forfeited;
        if (forfeited > 0) wallet.recordPayment(player, 'BONUS', -forfeited);
      }
      asset.status = 'CANCELLED';
      return { status: 204 };
    },

    releaseClearedBonusAsset: (context) => {
      const player = requireCustomer(context);
      const asset = assetIn(
        player,
        readInteger(context.request.path, 'bonusAssetId'),
        ['CLEARED'],
        'released',
      );
      const released = Math.min(asset.bonusAmount, player.bonusBalance);
      player.bonusBalance -= released;
      player.cashBalance += released;
      asset.status = 'RELEASED';
      wallet.recordPayment(player, 'BONUS_RELEASE', released);
      return ok(assetView(asset));
    },
  };
}
