import type { PlayerCare } from './limit-types.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Limits of the demo players at `anchor` (epoch ms). anna set her own limits and asked two days ago to
 * raise her monthly deposit limit (pending until the cooling period ends); janis has the limits he chose
 * at registration (the same place-bet amount for every period, the same maximum for every product).
 */
export function seedPlayerCare(playerId: number, anchor: number): PlayerCare {
  switch (playerId) {
    case 1001:
      return {
        limits: [
          { type: 'PLACE_BET', period: 'DAILY', amount: 50000 },
          { type: 'PLACE_BET', period: 'WEEKLY', amount: 150000 },
          { type: 'DEPOSIT', period: 'MONTHLY', amount: 200000 },
          { type: 'LOSS', period: 'MONTHLY', amount: 100000 },
          { type: 'SESSION_LENGTH', period: 'DAILY', amount: 240 },
        ],
        pending: [
          {
            uniqueId: 'rg-adj-7f2c91',
            type: 'DEPOSIT',
            period: 'MONTHLY',
            currentAmount: 200000,
            newAmount: 300000,
            confirmed: null,
            effectiveFrom: anchor + 5 * dayMs,
            notified: false,
          },
        ],
      };
    case 1002:
      return {
        limits: [
          { type: 'PLACE_BET', period: 'DAILY', amount: 30000 },
          { type: 'PLACE_BET', period: 'WEEKLY', amount: 30000 },
          { type: 'PLACE_BET', period: 'MONTHLY', amount: 30000 },
          { type: 'MAX_BET_AMOUNT', period: 'ONCE', amount: 5000 },
          { type: 'CASINO_MAX_BET_AMOUNT', period: 'ONCE', amount: 5000 },
          { type: 'LIVE_CASINO_MAX_BET_AMOUNT', period: 'ONCE', amount: 5000 },
          { type: 'SPORT_MAX_BET_AMOUNT', period: 'ONCE', amount: 5000 },
        ],
        pending: [],
      };
    default:
      return { limits: [], pending: [] };
  }
}
