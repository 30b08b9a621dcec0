import { accountContextOf } from '../account/account-context.ts';
import { requiresSmsLogin, smsLoginChallenge } from '../account/sms-login.ts';
import type { LoginRequest } from '../dto.ts';
import { exclusionLoginError } from '../responsible-gaming/exclusion.rules.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import { findPlayerByUsername, type SandboxState } from '../state.ts';
import { readString, SandboxError, ok, type OperationHandlers } from './operation-handler.ts';

export interface AuthHooks {
  /** Called after a session has been logged out (its realtime connections end). */
  readonly onLogout: (sessionId: string) => void;
}

/** The login error of an account lock status; null for ACTIVE. Unknown statuses count as blocked. */
export function accountLockError(status: string): SandboxError | null {
  switch (status) {
    case 'ACTIVE':
      return null;
    case 'FROZEN':
      return new SandboxError(400, 69, 'Account is frozen');
    case 'COOLING_OFF':
      return new SandboxError(400, 66, 'Account is in a cooling-off period');
    default:
      return new SandboxError(400, 2, `Account is locked (${status})`);
  }
}

/**
 * Why a player with the right credentials may not log in now: an account lock (2, 66, 69), then a
 * self-exclusion (39) or a timeout (93); null when they may.
 */
export function loginRefusal(player: PlayerRecord, now: number): SandboxError | null {
  return accountLockError(player.accountLockStatus) ?? exclusionLoginError(player, now);
}

/** The 429 of a username whose failed logins are throttled (contract: LoginThrottled, per account). */
export const loginThrottled = (retryAfterSeconds: number): SandboxError =>
  new SandboxError(
    429,
    -1,
    `Too many failed logins for this username; retry after ${retryAfterSeconds} s`,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );

/** login, logout and token/refresh over the token store. */
export function createAuthHandlers(state: SandboxState, hooks: AuthHooks): OperationHandlers {
  return {
    login: ({ request }) => {
      const body = request.body as LoginRequest;
      const wait = state.loginThrottle.check(body.username);
      if (!wait.ok) throw loginThrottled(wait.retryAfterSeconds);
      const player = findPlayerByUsername(state, body.username);
      if (player?.password !== body.password) {
        state.loginThrottle.failed(body.username);
        throw new SandboxError(400, 1, 'Bad credentials');
      }
      state.loginThrottle.succeeded(body.username);
      const refusal = loginRefusal(player, state.now());
      if (refusal !== null) throw refusal;
      // Two-factor login by SMS: the session opens with the code, at smsVerification/authenticate.
      const account = accountContextOf(state);
      if (requiresSmsLogin(account, player)) throw smsLoginChallenge(account, player);
      const deviceId = body.deviceId ?? readString(request.query, 'deviceId') ?? null;
      return ok(state.tokens.issue(player.id, { deviceId, rememberMe: body.rememberme }));
    },
    logout: ({ session }) => {
      if (session !== null) {
        state.tokens.revoke(session.id);
        hooks.onLogout(session.id);
      }
      return { status: 204 };
    },
    refreshToken: ({ request }) => {
      const { refreshToken } = request.body as { refreshToken: string };
      const pair = state.tokens.refresh(refreshToken);
      if (pair === null) throw new SandboxError(401, 98, 'Refresh token expired or unknown');
      return ok(pair);
    },
  };
}
