import type { LoadedFeature } from '../../kernel/registry.ts';
import type { SessionClockProps } from '../../kernel/session-protection.ts';
import { playerProtectionMessages, playerProtectionModule } from './player-protection.module.ts';
import SessionClock from './session-clock.tsx';

/**
 * Player protection as the app loads it with a logged-in session: the session clock (its view, shown
 * in the header and in profile-options), the module with the reality check and the socket notices,
 * and the feature's texts. The socket modals are entries of their own (the manifest, player-protection.feature.ts).
 */
export const playerProtectionFeature: LoadedFeature<SessionClockProps> = {
  view: SessionClock,
  module: playerProtectionModule,
  messages: playerProtectionMessages,
};
