import type { Balance, User } from '../dto.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import { ok, requireCustomer, type OperationHandlers } from './operation-handler.ts';

/** The contract's User of a player; isLoggedIn equals acceptTermsAndConditions (account-and-session §3). */
export function toUser(player: PlayerRecord): User {
  return {
    id: player.id,
    username: player.username,
    email: player.email,
    firstName: player.firstName,
    lastName: player.lastName,
    middleName: player.middleName,
    lang: player.lang,
    currency: player.currency,
    country: player.country,
    isLoggedIn: player.acceptTermsAndConditions,
    acceptTermsAndConditions: player.acceptTermsAndConditions,
    kycVerified: player.kycVerified,
    kycNotVerifiedReason: player.kycNotVerifiedReason,
    accountLockStatus: player.accountLockStatus,
    realityCheckInterval: player.realityCheckInterval,
    firstPlaceBetPlaced: player.firstPlaceBetPlaced,
    firstPlacedBetTime: player.firstPlacedBetTime,
    acknowledgePopupShown: player.acknowledgePopupShown,
    realityCheckAcknowledgeCounter: player.realityCheckAcknowledgeCounter,
  };
}

/** Balances in minor units; the total is cash plus bonus. */
export function toBalance(player: PlayerRecord): Balance {
  return {
    cashBalance: player.cashBalance,
    bonusBalance: player.bonusBalance,
    totalBalance: player.cashBalance + player.bonusBalance,
    currency: player.currency,
  };
}

/** currentCustomer and balances of the bearer token's customer. */
export function createCustomerHandlers(): OperationHandlers {
  return {
    getCurrentCustomer: (context) => ok(toUser(requireCustomer(context))),
    getBalances: (context) => ok(toBalance(requireCustomer(context))),
  };
}
