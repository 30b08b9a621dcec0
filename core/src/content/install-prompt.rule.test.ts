import { describe, expect, it } from 'vitest';
import {
  INSTALL_PROMPT_PAGE_VIEWS,
  INSTALL_PROMPT_QUIET_MS,
  installPromptMoment,
  offersInstall,
} from './install-prompt.rule.ts';

const now = Date.UTC(2026, 10, 24);

describe('offersInstall', () => {
  it('offers installation to a player who never declined', () => {
    expect(offersInstall({ standalone: false, dismissedAt: null, now })).toBe(true);
  });

  it('does not offer it inside the installed app', () => {
    expect(offersInstall({ standalone: true, dismissedAt: null, now })).toBe(false);
  });

  it('stays quiet for 30 days after "Not now"', () => {
    expect(offersInstall({ standalone: false, dismissedAt: now - INSTALL_PROMPT_QUIET_MS + 1, now })).toBe(
      false,
    );
  });

  it('offers it again once 30 days have passed', () => {
    expect(offersInstall({ standalone: false, dismissedAt: now - INSTALL_PROMPT_QUIET_MS, now })).toBe(true);
  });
});

describe('installPromptMoment', () => {
  const lobby = { pathname: '/lv/casino', search: '' };
  const firstView = { visits: 1, pageViews: 1, gameOpened: false };
  const moment = (
    changes: Partial<Parameters<typeof installPromptMoment>[0]> = {},
  ): ReturnType<typeof installPromptMoment> =>
    installPromptMoment({
      standalone: false,
      dismissedAt: null,
      now,
      engagement: firstView,
      page: lobby,
      ...changes,
    });

  it('waits on a visitor’s first page view', () => {
    expect(moment()).toBe('wait');
  });

  it.each([
    ['on a second visit', { visits: 2, pageViews: 1, gameOpened: false }],
    [
      `after ${String(INSTALL_PROMPT_PAGE_VIEWS)} pages`,
      { ...firstView, pageViews: INSTALL_PROMPT_PAGE_VIEWS },
    ],
    ['once a game was opened', { ...firstView, gameOpened: true }],
  ])('opens %s', (_case, engagement) => {
    expect(moment({ engagement })).toBe('open');
  });

  it.each([
    ['over a modal the player opened', { pathname: '/lv/casino', search: '?modal=login' }],
    ['over a game being played', { pathname: '/en/game-play/real/cesis-express', search: '' }],
  ])('waits %s, however engaged', (_case, page) => {
    expect(moment({ engagement: { visits: 5, pageViews: 9, gameOpened: true }, page })).toBe('wait');
  });

  it('never opens inside the installed app or within 30 days of "Not now"', () => {
    const engaged = { visits: 5, pageViews: 9, gameOpened: true };
    expect([
      moment({ engagement: engaged, standalone: true }),
      moment({ engagement: engaged, dismissedAt: now - 1000 }),
    ]).toEqual(['never', 'never']);
  });
});
