import { describe, expect, it } from 'vitest';
import { INSTALL_PROMPT_QUIET_MS, offersInstall } from './install-prompt.rule.ts';

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
