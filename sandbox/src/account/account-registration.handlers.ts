import {
  ok,
  readString,
  SandboxError,
  type OperationContext,
  type OperationHandlers,
  type SandboxReply,
} from '../handlers/operation-handler.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
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
 * Registration (uniqueness, IP limit, activation mail and SMS into the outbox, auto-login token),
 * field uniqueness, activation by key, forgot password by mail or SMS, and reset password.
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
      const player = playerOfLogin(context, readString(request.query, 'username') ?? '');
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
      const player = playerOfLogin(context, login) ?? holderOf(context, 'mobilePhone', login);
      if (player !== undefined) {
        const to = profiles.of(player).mobilePhone;
        const password = `Lv${sms.send(player.id, 'password', to)}!`;
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

    resetPassword: ({ request }) => {
      const body = request.body as { username: string; key: string; password: string; rePassword: string };
      if (body.password !== body.rePassword) throw new SandboxError(400, 19, 'The passwords do not match');
      checkPassword(body.password, body.username, state.generalConfig);
      const player = findPlayerByUsername(state, body.username);
      keys.consume(body.key, player?.id, 'reset');
      if (player === undefined) throw new SandboxError(400, 12, 'Reset key does not belong to this account');
      player.password = body.password;
      return { status: 204 };
    },
  };
}
