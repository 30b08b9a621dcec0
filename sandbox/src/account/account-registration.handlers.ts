import {
  ok,
  readString,
  SandboxError,
  type OperationContext,
  type OperationHandlers,
  type SandboxReply,
} from '../handlers/operation-handler.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import { limitsChosenAtRegistration } from '../responsible-gaming/registration-limits.rule.ts';
import { limitsOf } from '../responsible-gaming/limits.store.ts';
import { findPlayerByUsername } from '../state.ts';
import { activate, logIn } from './account-auth.handlers.ts';
import type { AccountContext } from './account-context.ts';
import { holderOf, checkUnique, type UniqueField } from './account-uniqueness.ts';
import { activationKeyTtlMs, resetKeyTtlMs } from './one-time-key.store.ts';
import { newPlayer, newProfile } from './new-player.ts';
import { checkPassword, checkRegistration, type RegistrationBody } from './registration.rule.ts';

const activationSubjects: Readonly<Record<string, string>> = {
  LV: 'Aktivizējiet savu LV Casino kontu',
  EN: 'Activate your LV Casino account',
  RU: 'Активируйте свой аккаунт LV Casino',
};

/** A link into the web app: the casino page of the player's language with a modal and its parameters. */
export function modalLink(
  origin: string,
  lang: string,
  modal: string,
  params: Record<string, string>,
): string {
  const query = new URLSearchParams({ modal, ...params });
  return `${origin}/${lang.toLowerCase()}/casino?${query.toString()}`;
}

/** The player of an email or a username (forgot-password forms accept either). */
export function playerOfLogin(context: AccountContext, login: string): PlayerRecord | undefined {
  return findPlayerByUsername(context.state, login) ?? holderOf(context, 'email', login);
}

/**
 * The password rules for a reset. The web checks them before it sends, so a breach is a client bug:
 * -1 naming the rule (resetPassword's contract has no 57, which would answer 500).
 */
function checkNewPassword(password: string, username: string, state: AccountContext['state']): void {
  try {
    checkPassword(password, username, state.generalConfig);
  } catch (error) {
    if (error instanceof SandboxError) throw new SandboxError(400, -1, error.message);
    throw error;
  }
}

/**
 * Registration (uniqueness, IP limit, the limits chosen in force at once, activation mail and SMS into
 * the outbox, auto-login token), field uniqueness, activation by key, forgot password by mail or SMS,
 * and reset password.
 */
export function createAccountRegistrationHandlers(context: AccountContext): OperationHandlers {
  const { state, profiles, keys, sms, registrations } = context;

  const register = ({ request, client }: OperationContext): SandboxReply => {
    const body = request.body as RegistrationBody;
    const config = state.generalConfig;
    if (config.currentIpIsForbidden)
      throw new SandboxError(400, 49, 'Registration from this IP is forbidden');
    registrations.check(client.ip);
    checkRegistration(body, config, state.now());
    checkUnique(context, {
      username: body.username,
      email: body.email,
      mobilePhone: body.mobilePhone,
      personalNumber: body.personalNumber,
    });
    const player = newPlayer(body, Math.max(1000, ...state.players.map((p) => p.id)) + 1, config);
    state.players.push(player);
    profiles.set(player, newProfile(body, state.now()));
    limitsOf(state).update(player, { limits: limitsChosenAtRegistration(body.responsibleGaming) });
    registrations.record(client.ip);
    const activationKey = keys.issue(player.id, 'activation', activationKeyTtlMs);
    const link = modalLink(client.publicOrigin, player.lang, 'activate-account', {
      username: player.username,
      activationKey,
    });
    state.outbox.add({
      kind: 'activation',
      to: player.email,
      username: player.username,
      subject: activationSubjects[player.lang] ?? 'Activate your LV Casino account',
      text: `Labdien, ${player.firstName}! Lai aktivizētu kontu, atveriet saiti: ${link}`,
      link,
      code: activationKey,
    });
    const smsCode = sms.send(player.id, 'activation', body.mobilePhone);
    state.outbox.add({
      kind: 'sms',
      to: body.mobilePhone,
      username: player.username,
      text: `LV Casino konta aktivizācijas kods: ${smsCode}`,
      code: smsCode,
    });
    const tokens = state.tokens.issue(player.id, { deviceId: null, rememberMe: false });
    return ok({ token: `${tokens.accessToken};${tokens.refreshToken}` });
  };

  const sendUnlessThrottled = (playerId: number, to: string): string | undefined => {
    try {
      return sms.send(playerId, 'password', to);
    } catch (error) {
      if (error instanceof SandboxError && (error.errorCode === 81 || error.errorCode === 84))
        return undefined;
      throw error;
    }
  };

  /** 429 with Retry-After once the login asked for {@link resetRequestLimit} resets, known or not. */
  const throttleResetRequests = (login: string): void => {
    const verdict = context.resetRequests.take('passwordReset', login.trim().toLowerCase());
    if (!verdict.ok) {
      throw new SandboxError(
        429,
        -1,
        `Too many password reset requests for this login; retry after ${verdict.retryAfterSeconds} s`,
        undefined,
        { 'retry-after': String(verdict.retryAfterSeconds) },
      );
    }
  };

  return {
    registerCustomer: register,

    registerCustomerWithInstantor: (ctx) => {
      if (!state.generalConfig.instantorEnabled) {
        throw new SandboxError(400, 4, 'Registration through Instantor is not enabled');
      }
      return register(ctx);
    },

    validateRegistrationFieldUnique: ({ request }) => {
      const { field, value } = request.body as { field: UniqueField; value: string };
      return ok({ field, unique: holderOf(context, field, value) === undefined });
    },

    activateAccount: ({ request }) => {
      const username = readString(request.query, 'username') ?? '';
      const player = findPlayerByUsername(state, username);
      keys.consume(readString(request.query, 'activationKey') ?? '', player?.id, 'activation');
      if (player === undefined)
        throw new SandboxError(400, 12, 'Activation key does not belong to this account');
      activate(context, player);
      return ok(logIn(context, player));
    },

    requestPasswordReset: ({ request, client }) => {
      const login = readString(request.query, 'username') ?? '';
      throttleResetRequests(login);
      const player = playerOfLogin(context, login);
      if (player !== undefined) {
        const key = keys.issue(player.id, 'reset', resetKeyTtlMs);
        const link = modalLink(client.publicOrigin, player.lang, 'reset-password', {
          username: player.username,
          key,
        });
        state.outbox.add({
          kind: 'reset',
          to: player.email,
          username: player.username,
          subject: 'LV Casino paroles maiņa',
          text: `Lai iestatītu jaunu paroli, atveriet saiti (derīga 1 stundu): ${link}`,
          link,
          code: key,
        });
      }
      return { status: 204 };
    },

    requestPasswordResetBySms: ({ request }) => {
      if (!state.generalConfig.forgotPasswordSmsVerificationEnabled) {
        throw new SandboxError(400, 83, 'SMS verification is disabled');
      }
      const login = (request.body as { username: string }).username;
      throttleResetRequests(login);
      const player = playerOfLogin(context, login) ?? holderOf(context, 'mobilePhone', login);
      // A paused or exhausted SMS (81, 84) answers 204 like an unknown login: those codes would tell
      // anyone asking twice that the account exists. The player got the previous SMS moments ago.
      const to = player === undefined ? '' : profiles.of(player).mobilePhone;
      const smsCode = player === undefined ? undefined : sendUnlessThrottled(player.id, to);
      if (player !== undefined && smsCode !== undefined) {
        const password = `Lv${smsCode}!`;
        player.password = password;
        state.outbox.add({
          kind: 'sms',
          to,
          username: player.username,
          text: `LV Casino jaunā parole: ${password}`,
          code: password,
        });
      }
      return { status: 204 };
    },

    // An unknown user, an unknown, foreign or used key: all answer 8 alike (no username enumeration).
    resetPassword: ({ request }) => {
      const body = request.body as { username: string; key: string; password: string; rePassword: string };
      if (body.password !== body.rePassword) throw new SandboxError(400, 19, 'The passwords do not match');
      const player = findPlayerByUsername(state, body.username);
      keys.check(body.key, player?.id, 'reset', true);
      checkNewPassword(body.password, body.username, state);
      keys.consume(body.key, player?.id, 'reset', true);
      if (player !== undefined) player.password = body.password;
      return { status: 204 };
    },
  };
}
