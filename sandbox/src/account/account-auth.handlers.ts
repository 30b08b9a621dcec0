import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TokenPair } from '../dto.ts';
import { loginRefusal } from '../handlers/auth.handlers.ts';
import { ok, requireCustomer, SandboxError, type OperationHandlers } from '../handlers/operation-handler.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import { findPlayerById, findPlayerByUsername } from '../state.ts';
import type { AccountContext } from './account-context.ts';
import { accountPagePath } from './account-pages.ts';
import { personOfCode } from './latvian-people.seed.ts';
import { digitsOf, formatPersonalCode, isValidPersonalCode } from './personal-code.rule.ts';

/**
 * How long one Smart-ID authenticate call waits for the player's confirmation before answering 76, ms:
 * well under the 5 s a Pact verifier waits for an answer by default (pact_verifier_cli --request-timeout).
 */
export const smartIdHoldMs = 3000;

interface SmsCodeBody {
  readonly username: string;
  readonly verificationCode: string;
}

/** Opens a session for a player whose account state allows a login (else 2, 66 or 69). */
export function logIn(context: AccountContext, player: PlayerRecord): TokenPair {
  const refusal = loginRefusal(player, context.state.now());
  if (refusal !== null) throw refusal;
  return context.state.tokens.issue(player.id, { deviceId: null, rememberMe: false });
}

/** Marks a new account activated: INACTIVE becomes ACTIVE; every other activation key or code is used. */
export function activate(context: AccountContext, player: PlayerRecord): void {
  if (player.accountLockStatus === 'INACTIVE') player.accountLockStatus = 'ACTIVE';
  context.keys.useAll(player.id, 'activation');
  context.sms.useAll(player.id, 'activation');
}

/**
 * customer/state, SMS login and SMS account activation, the Facebook login URL and Smart-ID
 * (generate → the simulated player confirms after 3 s → authenticate long-polls until then; verify).
 */
export function createAccountAuthHandlers(context: AccountContext): OperationHandlers {
  const { state, profiles, sms, smartId } = context;

  const smartIdPlayer = (personalNumber: string): { digits: string; player: PlayerRecord } => {
    if (!state.generalConfig.smartIDLoginEnabled)
      throw new SandboxError(400, 77, 'Smart-ID login is disabled');
    const digits = digitsOf(personalNumber) ?? '';
    const player = profiles.findBy(state.players, 'personalNumber', digits);
    if (player === undefined) {
      throw new SandboxError(400, 77, 'Smart-ID: no account is registered with this personal code');
    }
    return { digits, player };
  };

  return {
    getCustomerState: (ctx) => {
      const player = requireCustomer(ctx);
      return ok({
        isLoggedIn: player.acceptTermsAndConditions,
        accountLockStatus: player.accountLockStatus,
        kycVerified: player.kycVerified,
        acceptTermsAndConditions: player.acceptTermsAndConditions,
      });
    },

    authenticateBySms: ({ request }) => {
      const body = request.body as SmsCodeBody;
      const player = findPlayerByUsername(state, body.username);
      if (player === undefined) throw new SandboxError(400, 1, 'Bad credentials');
      const refusal = loginRefusal(player, state.now());
      if (refusal !== null) throw refusal;
      // Only a login with the password sends a login code: a code killed by wrong tries (5) or expired
      // takes the password again, so guessing codes needs the password too.
      sms.consume(player.id, 'login', body.verificationCode);
      return ok(logIn(context, player));
    },

    activateAccountBySms: ({ request }) => {
      const body = request.body as SmsCodeBody;
      const player = findPlayerByUsername(state, body.username);
      if (player === undefined) throw new SandboxError(400, 82, 'The SMS code is invalid');
      sms.consume(player.id, 'activation', body.verificationCode);
      activate(context, player);
      if (!state.generalConfig.registrationAutoLoginEnabled) {
        return ok({ autoLogin: 'false', accessToken: null, refreshToken: null });
      }
      return ok({ autoLogin: 'true', ...logIn(context, player) });
    },

    getFacebookLoginUrl: ({ client }) => {
      const stateParameter = randomBytes(6).toString('hex');
      return ok({ url: `${client.origin}${accountPagePath('facebook')}?state=${stateParameter}` });
    },

    generateSmartIdVerificationCode: ({ request }) => {
      const { digits, player } = smartIdPlayer(String(request.path.personalNumber));
      const verificationCode = smartId.start(digits, player.id);
      state.outbox.add({
        kind: 'sms',
        to: `Smart-ID ${formatPersonalCode(digits) ?? digits}`,
        username: player.username,
        subject: 'Smart-ID',
        text: `Smart-ID lietotne: apstiprināt pieteikšanos LV Casino? Kontrolkods ${verificationCode}`,
        code: verificationCode,
      });
      return ok({ verificationCode });
    },

    authenticateWithSmartId: async ({ request }) => {
      const { digits } = smartIdPlayer(String(request.path.personalNumber));
      const holdUntil = performance.now() + smartIdHoldMs;
      let poll = smartId.poll(digits);
      while (poll.state === 'pending' && performance.now() < holdUntil) {
        await sleep(Math.min(poll.waitMs, 200));
        poll = smartId.poll(digits);
      }
      if (poll.state === 'pending') throw new SandboxError(400, 76, 'Smart-ID: no confirmation yet');
      const player = findPlayerById(state, poll.playerId);
      if (player === undefined) throw new SandboxError(400, 77, 'Smart-ID: the account no longer exists');
      return ok(logIn(context, player));
    },

    verifyWithSmartId: ({ request }) => {
      if (!state.generalConfig.smartIDLoginEnabled) throw new SandboxError(400, 77, 'Smart-ID is disabled');
      const code = String(request.path.personalNumber);
      const personalNumber = formatPersonalCode(code) ?? code;
      if (!isValidPersonalCode(code)) {
        return ok({ verified: false, personalNumber, firstName: '', lastName: '' });
      }
      const player = profiles.findBy(state.players, 'personalNumber', code);
      const names = player ?? personOfCode(personalNumber);
      return ok({ verified: true, personalNumber, firstName: names.firstName, lastName: names.lastName });
    },
  };
}
