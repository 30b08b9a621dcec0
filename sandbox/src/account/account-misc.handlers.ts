import { sourceOfFundsOf, sourceOfFundsThreshold } from './source-of-funds.store.ts';
import {
  ok,
  readString,
  requireCustomer,
  SandboxError,
  type OperationHandlers,
} from '../handlers/operation-handler.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import { findPlayerById } from '../state.ts';
import { createPrng } from '../seed/prng.ts';
import type { AccountContext } from './account-context.ts';
import { holderOf } from './account-uniqueness.ts';
import { ReferralStore } from './referral.store.ts';
import { latvianRegions, townCode } from './regions.seed.ts';

/** The label that runs a refer-a-friend programme; other labels answer 31 (referral disabled). */
export const referralLabel = 'LV';

/** Lifetime totals (minor units): anna's and janis's history, none for new players, made up for others. */
function lifetimeTotals(
  player: PlayerRecord,
  registeredHere: boolean,
): { deposits: number; withdrawals: number; bets: number; wins: number } {
  if (player.id === 1001)
    return { deposits: 350_000, withdrawals: 180_000, bets: 1_204_500, wins: 1_129_550 };
  if (player.id === 1002) return { deposits: 15_000, withdrawals: 0, bets: 42_000, wins: 32_000 };
  if (registeredHere) return { deposits: 0, withdrawals: 0, bets: 0, wins: 0 };
  const prng = createPrng(player.id);
  const deposits = prng.int(1, 500) * 1000;
  const bets = deposits * prng.int(2, 6);
  return { deposits, withdrawals: Math.floor(deposits / 3), bets, wins: Math.floor(bets * 0.94) };
}

/**
 * Regions and towns, complaints, refer a friend (31 other label, 64 KYC not verified, 119 account not
 * active, 7 email invited, 13 email registered), lifetime statistics, source of funds and the Swintt
 * game-session logout.
 */
export function createAccountMiscHandlers(context: AccountContext): OperationHandlers {
  const { state, profiles } = context;
  const referrals = new ReferralStore();
  const complaints: { playerId: number; complaintId: string; createdAt: string }[] = [];
  const sourceOfFunds = sourceOfFundsOf(state);
  const endedGameSessions = new Set<string>();

  const allowReferral = (player: PlayerRecord, label: unknown): void => {
    if (label !== referralLabel)
      throw new SandboxError(400, 31, `Refer a friend is not offered on label ${String(label)}`);
    if (player.kycVerified !== 'VERIFIED')
      throw new SandboxError(400, 64, 'Refer a friend needs a verified identity');
    if (player.accountLockStatus !== 'ACTIVE')
      throw new SandboxError(400, 119, 'Refer a friend needs an active account');
  };

  return {
    getRegions: () => ok(latvianRegions.map(({ code, name }) => ({ code, name }))),

    getTowns: ({ request }) => {
      const code = readString(request.query, 'region') ?? '';
      const region = latvianRegions.find((r) => r.code === code);
      if (region === undefined) throw new SandboxError(400, -1, `Unknown region ${code}`);
      return ok(region.towns.map((name) => ({ code: townCode(name), name, region: region.code })));
    },

    createComplaint: (ctx) => {
      const player = requireCustomer(ctx);
      const createdAt = new Date(state.now()).toISOString();
      const complaintId = `SUD-${createdAt.slice(0, 4)}-${String(418 + complaints.length).padStart(5, '0')}`;
      complaints.push({ playerId: player.id, complaintId, createdAt });
      return ok({ complaintId, status: 'RECEIVED', createdAt });
    },

    generateReferralCode: (ctx) => {
      const player = requireCustomer(ctx);
      allowReferral(player, ctx.request.headers['x-label-entry-point']);
      return ok({ code: referrals.codeOf(player.id, player.username) });
    },

    createReferralInvitation: (ctx) => {
      const player = requireCustomer(ctx);
      allowReferral(player, ctx.request.headers['x-label-entry-point']);
      const { email } = ctx.request.body as { email: string };
      const hasAccount = (playerId: number): boolean => findPlayerById(state, playerId) !== undefined;
      if (referrals.isInvited(email, hasAccount))
        throw new SandboxError(400, 7, 'This email has already been invited');
      if (holderOf(context, 'email', email) !== undefined) {
        throw new SandboxError(400, 13, 'This email already belongs to a customer');
      }
      const code = referrals.codeOf(player.id, player.username);
      const invitation = referrals.invite(player.id, email, code, new Date(state.now()).toISOString());
      const { playerId: _playerId, ...body } = invitation;
      return ok(body);
    },

    searchReferralInvitations: (ctx) =>
      ok(referrals.of(requireCustomer(ctx).id).map(({ playerId: _playerId, ...invitation }) => invitation)),

    getLifetimeStatistics: (ctx) => {
      const player = requireCustomer(ctx);
      const totals = lifetimeTotals(player, profiles.of(player).registeredHere);
      return ok({
        totalDeposits: totals.deposits,
        totalWithdrawals: totals.withdrawals,
        totalBets: totals.bets,
        totalWins: totals.wins,
        currency: player.currency,
        registeredAt: profiles.of(player).registeredAt,
      });
    },

    getSourceOfFundsStatus: (ctx) => {
      const dueDate = sourceOfFunds.dueDateOf(requireCustomer(ctx).id);
      return ok({ pending: dueDate !== null, thresholdAmount: sourceOfFundsThreshold, dueDate });
    },

    declareSourceOfFunds: (ctx) => {
      const player = requireCustomer(ctx);
      const body = ctx.request.body as { sources: string[]; otherSource?: string };
      if (body.sources.includes('OTHER') && (body.otherSource ?? '').trim() === '') {
        throw new SandboxError(400, 57, 'Describe the other source of funds');
      }
      sourceOfFunds.declared(player.id);
      return { status: 204 };
    },

    logoutSwinttGameSession: (ctx) => {
      requireCustomer(ctx);
      endedGameSessions.add(String(ctx.request.path.gameSessionId));
      return { status: 204 };
    },
  };
}
