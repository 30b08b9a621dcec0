import type { FastifyInstance } from 'fastify';
import {
  ok,
  readBoolean,
  readString,
  requireCustomer,
  SandboxError,
  type OperationContext,
  type OperationHandlers,
  type SandboxReply,
} from '../handlers/operation-handler.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import type { SandboxState } from '../state.ts';
import { lockError } from '../games/game-access.rule.ts';
import { installRequestScope, optionalCustomer, requestOrigin } from '../games/request-scope.ts';
import { selfExclusionError } from '../games/self-exclusion.ts';
import type { Culture } from './sportsbook-events.ts';
import { SportsbookTokenStore } from './sportsbook-token.store.ts';
import { registerSportsbookRoutes } from './sportsbook.routes.ts';

/** Widget versions of the label (games-and-content.md §9). */
export const sportsbookVersions = [
  'prelive',
  'live',
  'virtuals',
  'vfec',
  'vfwc',
  'vto',
  'vbl',
  'vdr',
  'vhc',
  'vti',
  'vbi',
  'user',
];
const cultures: Readonly<Record<string, Culture>> = { lv: 'lv-LV', ru: 'ru-RU', en: 'en-GB' };

/** The widget culture of a language: lv-LV, ru-RU, en-GB (the default). */
export const cultureOf = (lang: string | undefined): Culture =>
  (lang === undefined ? undefined : cultures[lang]) ?? 'en-GB';

/** Refuses a sportsbook token to a self-excluded (39) or locked (69 frozen, 66, 2) player. */
function checkPlayer(state: SandboxState, player: PlayerRecord): void {
  const excluded = selfExclusionError(state, player);
  if (excluded !== null) throw excluded;
  const locked = lockError(player.accountLockStatus);
  if (locked !== null) throw locked;
}

/**
 * The sportsbook: the BetInAction widget config (its script is the sandbox's widget,
 * /__sandbox/sportsbook/widget.js) and token, the DSTech token, and the KIRON, FSBTech and DSTech
 * launches (URLs of the sandbox's launch page). Tokens are refused with 39 to a self-excluded player.
 * Registers the widget's routes on `app`.
 */
export function createSportsbookHandlers(state: SandboxState, app: FastifyInstance): OperationHandlers {
  installRequestScope(app);
  const tokens = new SportsbookTokenStore();
  registerSportsbookRoutes(app, { state, tokens });

  const token = (context: OperationContext, prefix: string): SandboxReply => {
    const player = requireCustomer(context);
    checkPlayer(state, player);
    const issued = tokens.issue(prefix, player.id, state.now());
    return ok({ token: issued.token, expiresAt: new Date(issued.expiresAt).toISOString() });
  };
  const launch = (
    context: OperationContext,
    provider: 'KIRON' | 'FSBTECH' | 'DSTECH',
    player: PlayerRecord | null,
  ): SandboxReply => {
    const query = context.request.query;
    const real = readBoolean(query, 'real') === true;
    if (real && player === null) throw new SandboxError(401, 3, 'Unauthorized');
    const params = new URLSearchParams({
      lang: readString(query, 'currentLang') ?? 'lv',
      mode: real ? 'real' : 'demo',
    });
    if (real && player !== null) {
      checkPlayer(state, player);
      params.set('ticket', tokens.issue('tkt', player.id, state.now()).token);
    }
    if (readBoolean(query, 'mobile') === true) params.set('mobile', 'true');
    return ok({
      provider,
      launchUrl: `${requestOrigin()}/__sandbox/sportsbook/launch/${provider}?${params.toString()}`,
      real,
    });
  };

  return {
    getBetInActionConfig: ({ request }) => {
      const locale = readString(request.query, 'locale') ?? 'lv';
      const device = readString(request.query, 'deviceType') === 'MOBILE' ? 'mobile' : 'desktop';
      return ok({
        widgetScriptUrl: `${requestOrigin()}/__sandbox/sportsbook/widget.js`,
        culture: cultureOf(locale),
        versions: sportsbookVersions,
        banners: [1, 2].map(
          (n) => `https://cdn.lv-casino.lv/sportsbook/banner-${locale}-${device}-${n}.webp`,
        ),
      });
    },
    getBetInActionToken: (context) => token(context, 'bia'),
    getDstechToken: (context) => token(context, 'dst'),
    launchKironSportsbook: (context) => launch(context, 'KIRON', optionalCustomer(state)),
    launchFsbtechSportsbook: (context) => launch(context, 'FSBTECH', optionalCustomer(state)),
    launchDstechSportsbook: (context) => launch(context, 'DSTECH', requireCustomer(context)),
  };
}
