import { sportsbookVersions } from '../sportsbook/sportsbook.handlers.ts';
import { sportsbookProviderCode } from '../sportsbook/sportsbook-provider.ts';
import type { ProviderStates } from './provider-state.ts';

/**
 * States of the sportsbook interactions (games-and-content.md §7 Sportsbook). The logged-in players
 * are the session's and the games' states ('player anna is logged in', 'a self-excluded player is
 * logged in'); this one opens the widget on the label: the sportsbook enabled, its provider enabled
 * for real money and out of maintenance, the IP allowed, and the widget offering the page versions.
 */
export const sportsbookStates: ProviderStates = (sandbox) => ({
  'the sportsbook widget is open on the label': () => {
    const general = sandbox.state.generalConfig;
    const { gameproviders } = general;
    const others = (codes: readonly string[]) => codes.filter((code) => code !== sportsbookProviderCode);
    sandbox.state.generalConfig = {
      ...general,
      sportsbookEnabled: true,
      currentIpIsForbidden: false,
      gameproviders: {
        maintenanceMode: others(gameproviders.maintenanceMode),
        enabled: [...others(gameproviders.enabled), sportsbookProviderCode],
        realMoneyMode: [...others(gameproviders.realMoneyMode), sportsbookProviderCode],
      },
    };
    const offered = ['prelive', 'live', 'virtuals'].every((version) => sportsbookVersions.includes(version));
    if (!offered) throw new Error('the sandbox widget no longer offers prelive, live and virtuals');
    return Promise.resolve();
  },
});
