import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assertMayStake } from '../games/player-guard.ts';
import { toBalance } from '../handlers/customer.handlers.ts';
import { inlinePagePolicy } from '../http/content-security-policy.ts';
import { SandboxError } from '../handlers/operation-handler.ts';
import { findPlayerById, type SandboxState } from '../state.ts';
import { walletOf } from '../wallet/wallet.store.ts';
import { eventsOf, type Culture } from './sportsbook-events.ts';
import type { SportsbookTokenStore } from './sportsbook-token.store.ts';

export interface SportsbookRoutesOptions {
  readonly state: SandboxState;
  readonly tokens: SportsbookTokenStore;
}

const widget = readFileSync(join(import.meta.dirname, 'widget.js'), 'utf8');
const launchPage = readFileSync(join(import.meta.dirname, 'launch.html'), 'utf8');
/** The launch page keeps its start-up script and style inline; only those blocks may run. */
const launchPolicy = inlinePagePolicy(launchPage);
const cultures: readonly Culture[] = ['lv-LV', 'ru-RU', 'en-GB'];
/** Smallest and largest stake of a widget bet, in minor units. */
export const betLimits = { min: 50, max: 100_000 } as const;

/**
 * CORS of the widget's API (events, session, bets), as a third-party provider's API answers it: the
 * widget runs in a sandboxed frame of the web app (an opaque origin, `Origin: null`), so any origin may
 * read the answers. Nothing here rides on cookies or the site's bearer token: the widget's own token is
 * in the query or body, so `*` (never with credentials) opens nothing else.
 */
export const widgetApiCorsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
} as const;

const allowAnyOrigin = (_request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
  void reply.header('access-control-allow-origin', widgetApiCorsHeaders['access-control-allow-origin']);
  done();
};

/**
 * The sandbox sportsbook: GET /__sandbox/sportsbook/widget.js (the widget script,
 * window.SandboxSportsbook.init({ element, token, culture, version })), GET …/events?version&culture
 * (events with odds), GET …/session?token (the player of a token, 401 without a valid one), POST
 * …/bets { token, eventId, outcome, stake } (checked like any stake: 39, lock, limits 40; takes the
 * stake from the cash balance and records an OPEN bet in the wallet's sports history) and GET
 * …/launch/{provider}?lang&mode&ticket (a page that runs the widget). The widget's API (events, session,
 * bets, and the preflight of the bets' JSON POST) answers CORS for any origin ({@link widgetApiCorsHeaders}).
 */
export function registerSportsbookRoutes(
  app: FastifyInstance,
  { state, tokens }: SportsbookRoutesOptions,
): void {
  const playerOf = (token: unknown) => {
    const id = typeof token === 'string' ? tokens.playerOf(token, state.now()) : undefined;
    return id === undefined ? undefined : findPlayerById(state, id);
  };

  app.get('/__sandbox/sportsbook/widget.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(widget),
  );

  app.get<{ Querystring: { version?: string; culture?: string } }>(
    '/__sandbox/sportsbook/events',
    { onRequest: allowAnyOrigin },
    async (request, reply) => {
      const culture = cultures.find((c) => c === request.query.culture) ?? 'en-GB';
      return reply.send(eventsOf(request.query.version ?? 'prelive', culture, state.now()));
    },
  );

  app.get<{ Querystring: { token?: string } }>(
    '/__sandbox/sportsbook/session',
    { onRequest: allowAnyOrigin },
    async (request, reply) => {
      const player = playerOf(request.query.token);
      if (player === undefined)
        return reply.code(401).send({ errorCode: 97, errorMessage: 'Sportsbook token invalid' });
      return { username: player.username, firstName: player.firstName, balance: toBalance(player) };
    },
  );

  app.options('/__sandbox/sportsbook/bets', async (_request, reply) =>
    reply.code(204).headers(widgetApiCorsHeaders).send(),
  );

  app.post<{ Body: unknown }>(
    '/__sandbox/sportsbook/bets',
    { onRequest: allowAnyOrigin },
    async (request, reply) => {
      const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
        string,
        unknown
      >;
      const player = playerOf(body.token);
      if (player === undefined)
        return reply.code(401).send({ errorCode: 97, errorMessage: 'Sportsbook token invalid' });
      const stake = body.stake;
      if (
        typeof stake !== 'number' ||
        !Number.isInteger(stake) ||
        stake < betLimits.min ||
        stake > betLimits.max
      ) {
        return reply.code(400).send({
          errorCode: -1,
          errorMessage: `stake must be an integer from ${betLimits.min} to ${betLimits.max}`,
        });
      }
      const event = ['prelive', 'live', 'virtuals']
        .flatMap((v) => eventsOf(v, 'en-GB', state.now()))
        .find((e) => e.id === body.eventId);
      const outcome = event?.outcomes.find((o) => o.key === body.outcome);
      if (event === undefined || outcome === undefined) {
        return reply.code(404).send({ errorCode: -1, errorMessage: 'Unknown event or outcome' });
      }
      try {
        assertMayStake(state, player, 'SPORT', stake);
      } catch (error) {
        if (!(error instanceof SandboxError)) throw error;
        return reply.code(error.status).send(error.toResponse());
      }
      if (player.cashBalance < stake)
        return reply.code(400).send({ errorCode: 21, errorMessage: 'Not enough money' });
      player.cashBalance -= stake;
      const wallet = walletOf(state);
      wallet.recordPayment(player, 'BET', -stake);
      const betId = `sbx-${String(state.now())}-${String(wallet.ledgerOf(player).sports.length + 1)}`;
      wallet.ledgerOf(player).sports.push({
        betId,
        betType: 'SINGLE',
        description: `${event.home} – ${event.away}: ${outcome.label}`,
        stake,
        odds: outcome.odds,
        winAmount: null,
        currency: player.currency,
        status: 'OPEN',
        placedAt: state.now(),
        settledAt: null,
      });
      return {
        betId,
        eventId: event.id,
        outcome: outcome.key,
        odds: outcome.odds,
        stake,
        potentialWin: Math.round(stake * outcome.odds),
        balance: toBalance(player),
      };
    },
  );

  app.get<{ Params: { provider: string }; Querystring: Record<string, string | undefined> }>(
    '/__sandbox/sportsbook/launch/:provider',
    async (request, reply) => {
      const lang = request.query.lang ?? 'lv';
      const culture = lang === 'ru' ? 'ru-RU' : lang === 'en' ? 'en-GB' : 'lv-LV';
      const version = request.params.provider === 'KIRON' ? 'virtuals' : 'prelive';
      const data = {
        provider: request.params.provider,
        culture,
        version,
        token: request.query.ticket ?? null,
      };
      const html = launchPage.replace('{{data}}', JSON.stringify(data).replace(/</g, '\\u003c'));
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', launchPolicy)
        .send(html);
    },
  );
}
