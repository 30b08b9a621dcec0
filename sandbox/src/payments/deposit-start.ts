import { requestOrigin } from '../games/request-scope.ts';
import { SandboxError } from '../handlers/operation-handler.ts';
import { limitsOf } from '../responsible-gaming/limits.store.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import type { SandboxState } from '../state.ts';
import { walletOf } from '../wallet/wallet.store.ts';
import { depositOffers, type DepositProviderCode } from './deposit-catalogue.ts';
import { recordInCashier } from './deposit-settlement.ts';
import type { PaymentTransaction, TransactionStore } from './transaction.store.ts';

export interface DepositStart {
  readonly provider: DepositProviderCode;
  /** Minor units; null when the customer chooses it on the payment page. */
  readonly amount: number | null;
  readonly depositCode?: string | undefined;
  readonly method?: string | undefined;
}

const languages = ['lv', 'en', 'ru'];

/** Whether the player has a successful deposit in the wallet's cashier history. */
export const hasDeposited = (state: SandboxState, player: PlayerRecord): boolean =>
  walletOf(state)
    .ledgerOf(player)
    .cashier.some((c) => c.type === 'DEPOSIT' && c.status === 'SUCCESS');

/**
 * Opens a PENDING deposit transaction of the player and, when its amount is known, a PENDING entry of
 * the wallet's cashier history. Refused with 400 (errorCode -1) when the provider is disabled for the
 * label, the depositCode names no offer, the offer is for a first deposit and the player has deposited
 * before, or the amount is below the offer's minimum; with 40 when the amount would breach a DEPOSIT or
 * DEPOSIT_COUNT responsible-gaming limit.
 */
export function startDeposit(
  state: SandboxState,
  player: PlayerRecord,
  start: DepositStart,
  transactions: TransactionStore,
): PaymentTransaction {
  if (state.disabledDepositProviders.has(start.provider)) {
    throw new SandboxError(400, -1, `Deposit provider ${start.provider} is not enabled`);
  }
  const code = start.depositCode;
  if (code !== undefined && code !== '') {
    const offer = depositOffers.find((o) => o.depositCode === code);
    if (offer === undefined) throw new SandboxError(400, -1, `Unknown deposit offer ${code}`);
    if (offer.firstDepositOnly && hasDeposited(state, player)) {
      throw new SandboxError(400, -1, `Deposit offer ${code} is for a first deposit only`);
    }
    if (start.amount !== null && start.amount < offer.minDepositAmount) {
      throw new SandboxError(
        400,
        -1,
        `Deposit offer ${code} needs a deposit of at least ${offer.minDepositAmount}`,
      );
    }
  }
  if (start.amount !== null) limitsOf(state).assertWithin(player, ['DEPOSIT', 'DEPOSIT_COUNT'], start.amount);
  const lang = player.lang.toLowerCase();
  const transaction = transactions.create(
    {
      playerId: player.id,
      provider: start.provider,
      amount: start.amount,
      currency: player.currency,
      depositCode: code === undefined || code === '' ? null : code,
      method: start.method ?? null,
      lang: languages.includes(lang) ? lang : 'lv',
    },
    state.now(),
  );
  recordInCashier(state, player, transaction);
  return transaction;
}

/** The URL of the sandbox payment page of a transaction (absolute, at the caller's origin). */
export const payPageUrl = (transaction: PaymentTransaction): string =>
  `${requestOrigin()}/__sandbox/pay/${transaction.id}`;

/** DepositRedirect of a started deposit: its payment page is the sandbox's. */
export const depositRedirect = (transaction: PaymentTransaction) => ({
  paymentTransactionId: transaction.id,
  redirectUrl: payPageUrl(transaction),
  sessionId: transaction.sessionId,
  status: transaction.status,
});
