import { demoPlayers } from '@lv-casino/sandbox/seed/players.seed.ts';
import { findPlayerByUsername } from '@lv-casino/sandbox/state.ts';
import type { ProviderStates } from './provider-state.ts';

/** States of the login and session interactions. */
export const sessionStates: ProviderStates = (sandbox) => ({
  'player anna is active': () => {
    const anna = findPlayerByUsername(sandbox.state, 'anna');
    const seeded = demoPlayers().find((player) => player.username === 'anna');
    if (anna === undefined || seeded === undefined) throw new Error('the seed has no player anna');
    Object.assign(anna, seeded);
    return Promise.resolve();
  },
});
