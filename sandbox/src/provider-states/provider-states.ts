import type { ProviderStateHandlers, ProviderStateHost, ProviderStates } from './provider-state.ts';
import { accountEntryStates } from './account-entry.states.ts';
import { accountExtrasStates } from './account-extras.states.ts';
import { bonusesStates } from './bonuses.states.ts';
import { contentStates } from './content.states.ts';
import { depositsStates } from './deposits.states.ts';
import { gamesStates } from './games.states.ts';
import { historyStates } from './history.states.ts';
import { inboxStates } from './inbox.states.ts';
import { kycStates } from './kyc.states.ts';
import { playerGamesStates } from './player-games.states.ts';
import { playerProtectionStates } from './player-protection.states.ts';
import { profileStates } from './profile.states.ts';
import { sessionStates } from './session.states.ts';
import { sportsbookStates } from './sportsbook.states.ts';
import { withdrawStates } from './withdraw.states.ts';

/** Every area's provider states; an area adds its file here. */
const AREAS: readonly ProviderStates[] = [
  sessionStates,
  accountEntryStates,
  gamesStates,
  playerGamesStates,
  contentStates,
  withdrawStates,
  historyStates,
  profileStates,
  kycStates,
  playerProtectionStates,
  bonusesStates,
  inboxStates,
  accountExtrasStates,
  depositsStates,
  sportsbookStates,
];

/** All provider states by name; a name defined by two areas is a mistake and throws. */
export function providerStates(sandbox: ProviderStateHost): ProviderStateHandlers {
  const all: ProviderStateHandlers = {};
  for (const area of AREAS) {
    for (const [name, handler] of Object.entries(area(sandbox))) {
      if (name in all) throw new Error(`provider state "${name}" is defined twice`);
      all[name] = handler;
    }
  }
  return all;
}
