import { describe, expect, it } from 'vitest';
import type { Game } from '../dto.ts';
import { defaultGeneralConfig } from '../state.ts';
import { demoPlayers } from '../seed/players.seed.ts';
import { maskName } from './activity-feed.store.ts';
import { gameAccessError } from './game-access.rule.ts';
import { egtLevels, potValue } from './jackpot-feed.ts';
import { liveGameType, tableResult } from './live-tables.ts';
import { spin, threeOfAKind } from './slot-machine.ts';

const game: Game = {
  id: 501,
  uniqueGameId: 'pragmatic-gates-of-olympus',
  friendlyUrl: 'gates-of-olympus',
  gameName: 'Gates of Olympus',
  gameType: 'RNG',
  gameProvider: 'PRAGMATIC',
  gameVendor: 'Pragmatic Play',
  gameFlags: [],
  isNew: false,
  isHot: true,
  realMoneyEnabled: true,
  demoModeEnabled: false,
  supportsDesktop: true,
  supportsMobile: true,
  gameCategoryIds: [],
};

describe('slot machine', () => {
  it('gives the same reels for the same session and round', () => {
    expect(spin('session-a', 3, 100)).toEqual(spin('session-a', 3, 100));
  });

  it('pays three of a kind the stake times the symbol multiplier', () => {
    const rounds = Array.from({ length: 2000 }, (_, i) => spin('session-b', i, 100));
    const triple = rounds.find((r) => r.reels[0] === r.reels[1] && r.reels[1] === r.reels[2]);
    if (triple === undefined) throw new Error('no three of a kind in 2000 rounds');
    expect(triple.win).toBe(threeOfAKind[triple.reels[0]] * 100);
  });

  it('pays nothing for three different symbols', () => {
    const rounds = Array.from({ length: 200 }, (_, i) => spin('session-c', i, 100));
    const mixed = rounds.find((r) => new Set(r.reels).size === 3 && r.reels[0] !== 'CHERRY');
    expect(mixed?.win).toBe(0);
  });
});

describe('live tables', () => {
  it.each([
    ['Lightning Roulette', 'roulette'],
    ['Speed Baccarat A', 'baccarat'],
    ["Casino Hold'em Live", 'poker'],
    ['Fortune Wheel Live', 'show'],
  ])('reads the game type of %s as %s', (name, type) => {
    expect(liveGameType(name)).toBe(type);
  });

  it('gives roulette numbers from 0 to 36', () => {
    const results = Array.from({ length: 200 }, (_, i) =>
      Number(tableResult('speed-roulette', 'roulette', i)),
    );
    expect(results.every((n) => Number.isInteger(n) && n >= 0 && n <= 36)).toBe(true);
  });
});

describe('jackpot pots', () => {
  it('grow by their rate every second', () => {
    const level = egtLevels[0];
    if (level === undefined) throw new Error('no level');
    const at = Date.UTC(2026, 10, 21);
    const grown = potValue(level, 'k', at + 1000) - potValue(level, 'k', at);
    expect([level.perSecond, level.perSecond - (level.cap - level.floor)]).toContain(grown);
  });

  it('stay between their floor and cap', () => {
    const level = egtLevels[3];
    if (level === undefined) throw new Error('no level');
    const values = Array.from({ length: 50 }, (_, i) =>
      potValue(level, 'k', Date.UTC(2026, 0, 1) + i * 86_400_000),
    );
    expect(values.every((v) => v >= level.floor && v < level.cap)).toBe(true);
  });
});

describe('activity feed', () => {
  it('masks a winner as first letter, last letter and initial', () => {
    expect(maskName('Jānis', 'Kalniņš')).toBe('J***s K.');
  });
});

describe('game access', () => {
  const config = defaultGeneralConfig();
  const [anna] = demoPlayers();

  it('checks the provider before the demo mode', () => {
    const closed = { ...config, gameproviders: { ...config.gameproviders, enabled: [] } };
    const request = { game, real: false, player: null, config: closed, selfExcluded: null };
    expect(gameAccessError(request)?.errorCode).toBe(50);
  });

  it('lets a verified active player play for real', () => {
    expect(
      gameAccessError({ game, real: true, player: anna ?? null, config, selfExcluded: null }),
    ).toBeNull();
  });

  it('refuses real play from a forbidden IP with 49', () => {
    const forbidden = { ...config, currentIpIsForbidden: true };
    expect(
      gameAccessError({ game, real: true, player: anna ?? null, config: forbidden, selfExcluded: null })
        ?.errorCode,
    ).toBe(49);
  });
});
