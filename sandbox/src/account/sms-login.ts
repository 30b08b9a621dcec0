import { SandboxError } from '../handlers/operation-handler.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import type { AccountContext } from './account-context.ts';
import { maskPhone } from './sms-code.store.ts';

/**
 * The SMS (3D) step of a login: sends the player a login code by SMS (into the outbox) unless one is
 * still open, and answers errorCode 82 telling the client to continue with smsVerification/authenticate.
 */
export function smsLoginChallenge(context: AccountContext, player: PlayerRecord): SandboxError {
  const { state, profiles, sms } = context;
  const to = profiles.of(player).mobilePhone;
  if (!sms.hasOpenCode(player.id, 'login')) {
    const code = sms.send(player.id, 'login', to);
    state.outbox.add({
      kind: 'sms',
      to,
      username: player.username,
      text: `LV Casino pieteikšanās kods: ${code}`,
      code,
    });
  }
  return new SandboxError(400, 82, `A login code was sent by SMS to ${maskPhone(to)}; enter it`);
}

/**
 * Whether a password login must go through the SMS step: the player switched two-factor login by SMS
 * on in the profile's security settings.
 */
export const requiresSmsLogin = (context: AccountContext, player: PlayerRecord): boolean =>
  context.profiles.of(player).twoFactorSmsEnabled;
