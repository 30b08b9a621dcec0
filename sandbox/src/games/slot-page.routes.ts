import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Game } from '../dto.ts';
import { inlinePagePolicy } from '../http/content-security-policy.ts';
import { toBalance } from '../handlers/customer.handlers.ts';
import { findPlayerById, type SandboxState } from '../state.ts';
import { walletOf } from '../wallet/wallet.store.ts';
import { feedItem, type ActivityFeedStore } from './activity-feed.store.ts';
import type { GameSessionStore } from './game-session.store.ts';
import type { GameStatisticsStore } from './game-statistics.store.ts';
import { assertMayStake } from './player-guard.ts';
import { stakeLimits, threeOfAKind } from './slot-machine.ts';
import { playRound } from './slot-round.ts';

export interface SlotPageOptions {
  readonly state: SandboxState;
  readonly sessions: GameSessionStore;
  readonly statistics: GameStatisticsStore;
  readonly activity: ActivityFeedStore;
  readonly byId: ReadonlyMap<number, Game>;
}

/** A real win from this amount (minor units) up appears in the activity feed. */
export const feedWinAmount = 5_000;
const template = readFileSync(join(import.meta.dirname, 'slot.html'), 'utf8');
/** The page keeps its script and style inline, like a provider's game page; only those blocks may run. */
const policy = inlinePagePolicy(template);

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function page(reply: FastifyReply, status: number, title: string, data: unknown): FastifyReply {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // Every placeholder (the title shows in <title> and in the heading); functions, so `$` stays literal.
  const html = template.replaceAll('{{title}}', () => escapeHtml(title)).replace('{{data}}', () => json);
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', policy)
    .send(html);
}

/**
 * The sandbox's game page, the launch URL prepareGame returns: GET /__sandbox/games/{friendlyUrl}
 * ?mode=real|demo&token=… serves a playable slot (src/games/slot.html, plain HTML and JS), whose spins
 * POST /__sandbox/games/spin { token, stake } (minor units). Real spins are checked like any stake
 * (assertMayStake: 39, lock, limits 40), move the player's balance (see playRound), land in the
 * wallet's payment and casino histories and count in the statistics; real wins of
 * {@link feedWinAmount} or more enter the activity feed. An unknown game or session answers the page with its error.
 */
export function registerSlotPage(app: FastifyInstance, options: SlotPageOptions): void {
  const { state, sessions } = options;
  app.get<{ Params: { friendlyUrl: string }; Querystring: { mode?: string; token?: string } }>(
    '/__sandbox/games/:friendlyUrl',
    async (request, reply) => {
      const game = state.catalogue.games.find((g) => g.friendlyUrl === request.params.friendlyUrl);
      const session = sessions.get(request.query.token ?? '');
      const error =
        game === undefined
          ? 'Unknown game'
          : session?.gameId !== game.id
            ? 'Unknown game session: open the game from the casino again'
            : (request.query.mode === 'real') !== session.real
              ? `This game session is not for ${request.query.mode ?? 'unknown'} play`
              : null;
      if (error !== null || session === undefined || game === undefined) {
        return page(reply, error === 'Unknown game' ? 404 : 403, 'Game unavailable', { error });
      }
      const player = session.playerId === null ? undefined : findPlayerById(state, session.playerId);
      const balance =
        player === undefined
          ? {
              cashBalance: session.demoBalance,
              bonusBalance: 0,
              totalBalance: session.demoBalance,
              currency: 'EUR',
            }
          : toBalance(player);
      return page(reply, 200, game.gameName, {
        token: session.token,
        real: session.real,
        game: { gameName: game.gameName, gameVendor: game.gameVendor, friendlyUrl: game.friendlyUrl },
        balance,
        stakes: [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, stakeLimits.max],
        paytable: threeOfAKind,
      });
    },
  );

  app.post<{ Body: unknown }>('/__sandbox/games/spin', async (request, reply) => {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as {
      token?: unknown;
      stake?: unknown;
    };
    const session = typeof body.token === 'string' ? sessions.get(body.token) : undefined;
    if (session === undefined) {
      return reply.code(404).send({ errorCode: -1, errorMessage: 'Unknown game session' });
    }
    const player = session.playerId === null ? null : (findPlayerById(state, session.playerId) ?? null);
    const game = options.byId.get(session.gameId);
    if (game === undefined) return reply.code(404).send({ errorCode: -1, errorMessage: 'Unknown game' });
    const wallet = walletOf(state);
    const stake = typeof body.stake === 'number' ? body.stake : Number.NaN;
    const outcome = playRound(session, player, stake, {
      guard: (p, amount) => {
        assertMayStake(state, p, game.gameType, amount);
      },
      moved: (p, type, amount) => {
        wallet.recordPayment(p, type, amount);
      },
    });
    if (!outcome.ok) return reply.code(outcome.status).send(outcome.error);
    if (session.real && player !== null) {
      wallet.ledgerOf(player).casino.push({
        roundId: `${session.gameSessionId}-${String(outcome.result.round)}`,
        gameName: game.gameName,
        gameProvider: game.gameProvider,
        gameType: game.gameType,
        betAmount: stake,
        winAmount: outcome.result.win,
        currency: player.currency,
        playedAt: state.now(),
      });
      options.statistics.recordRound(game.id, player.id, outcome.result.win);
      if (outcome.result.win >= feedWinAmount) {
        const gender = /[ae]$/i.test(player.firstName) ? 'f' : 'm';
        options.activity.add(feedItem(game, outcome.result.win, { ...player, gender }), state.now());
      }
    }
    return reply.send(outcome.result);
  });
}
