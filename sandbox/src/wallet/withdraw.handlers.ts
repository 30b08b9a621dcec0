import { SandboxError, ok, requireCustomer, type OperationHandlers } from '../handlers/operation-handler.ts';
import { withdrawLogoOf } from '../payments/payment-logos.ts';
import { limitsOf } from '../responsible-gaming/limits.store.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import type { SandboxState } from '../state.ts';
import { readInteger } from './customer-id.guard.ts';
import type { PlayerLedger, WithdrawMethodRecord, WithdrawalRecord } from './ledger.ts';
import { isoOf } from './riga-time.ts';
import { walletOf } from './wallet.store.ts';

interface WithdrawalRequest {
  readonly methodId: string;
  readonly amount: number;
  readonly paymentAccount?: string;
}

/** A method as answered, with the logo of its card scheme or bank transfer (none for another). */
const methodView = ({ verified: _verified, ...method }: WithdrawMethodRecord): object => ({
  ...method,
  logoUrl: withdrawLogoOf(method.methodId),
});

const withdrawalView = (w: WithdrawalRecord): object => ({
  withdrawalId: w.withdrawalId,
  methodId: w.methodId,
  amount: w.amount,
  currency: w.currency,
  status: w.status,
  createdAt: isoOf(w.createdAt),
});

/** Who may withdraw at all: not a frozen account (69), a KYC-verified one (91), with a method (35). */
function withdrawableMethods(player: PlayerRecord, ledger: PlayerLedger): WithdrawMethodRecord[] {
  if (player.accountLockStatus === 'FROZEN') throw new SandboxError(400, 69, 'Account is frozen');
  if (player.kycVerified !== 'VERIFIED')
    throw new SandboxError(400, 91, 'KYC verification is required to withdraw');
  if (ledger.methods.length === 0)
    throw new SandboxError(
      400,
      35,
      'No withdraw methods: deposit first, withdrawals go back to a deposit method',
    );
  return ledger.methods;
}

/**
 * Withdraw methods, withdrawal requests and cancellation. A request takes the amount from the cash
 * balance into a PENDING withdrawal, paid out after 24 hours; cancelling it before then returns it. Checks in order: 69, 91, 35, the method,
 * 116 unverified card, 117 open sports bets, 25 empty balance, 24 under / 23 over the method's bounds,
 * 21 over the cash balance, then 40 for a WITHDRAW or WITHDRAW_COUNT limit.
 */
export function createWithdrawHandlers(state: SandboxState): OperationHandlers {
  const wallet = walletOf(state);
  return {
    getWithdrawMethods: (context) => {
      const player = requireCustomer(context);
      return ok(withdrawableMethods(player, wallet.ledgerOf(player)).map(methodView));
    },

    requestWithdrawal: (context) => {
      const player = requireCustomer(context);
      const ledger = wallet.ledgerOf(player);
      const { methodId, amount } = context.request.body as WithdrawalRequest;
      const method = withdrawableMethods(player, ledger).find((m) => m.methodId === methodId);
      if (method === undefined) throw new SandboxError(404, -1, `No withdraw method ${methodId}`);
      if (!method.verified)
        throw new SandboxError(400, 116, `The card ${method.name} is not verified for withdrawals`);
      if (ledger.sports.some((bet) => bet.status === 'OPEN'))
        throw new SandboxError(400, 117, 'Bets are in progress; withdraw after they are settled');
      if (player.cashBalance === 0) throw new SandboxError(400, 25, 'The cash balance is empty');
      if (amount < method.minAmount)
        throw new SandboxError(400, 24, `The smallest withdrawal is ${String(method.minAmount)}`);
      if (amount > method.maxAmount)
        throw new SandboxError(400, 23, `The largest withdrawal is ${String(method.maxAmount)}`);
      if (amount > player.cashBalance)
        throw new SandboxError(
          400,
          21,
          `Not enough money: the cash balance is ${String(player.cashBalance)}`,
        );
      limitsOf(state).assertWithin(player, ['WITHDRAW', 'WITHDRAW_COUNT'], amount);
      player.cashBalance -= amount;
      const cashier = wallet.recordCashier(player, {
        type: 'WITHDRAW',
        method: method.name,
        amount,
        status: 'PENDING',
      });
      wallet.recordPayment(player, 'WITHDRAW', -amount);
      const withdrawal: WithdrawalRecord = {
        withdrawalId: wallet.nextWithdrawalId(),
        methodId,
        amount,
        currency: player.currency,
        status: 'PENDING',
        createdAt: cashier.createdAt,
        cashier,
      };
      ledger.withdrawals.push(withdrawal);
      return ok(withdrawalView(withdrawal));
    },

    cancelWithdrawal: (context) => {
      const player = requireCustomer(context);
      const id = readInteger(context.request.path, 'withdrawalId');
      const withdrawal = wallet.ledgerOf(player).withdrawals.find((w) => w.withdrawalId === id);
      if (withdrawal === undefined) throw new SandboxError(404, -1, `No withdrawal ${String(id)}`);
      if (withdrawal.status !== 'PENDING')
        throw new SandboxError(
          400,
          4,
          `Withdrawal ${String(id)} is ${withdrawal.status}; only a PENDING one can be cancelled`,
        );
      withdrawal.status = 'CANCELLED';
      withdrawal.cashier.status = 'CANCELLED';
      player.cashBalance += withdrawal.amount;
      wallet.recordPayment(player, 'ADJUSTMENT', withdrawal.amount);
      return ok(withdrawalView(withdrawal));
    },
  };
}
