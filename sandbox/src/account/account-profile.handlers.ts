import { toUser } from '../handlers/customer.handlers.ts';
import { ok, requireCustomer, SandboxError, type OperationHandlers } from '../handlers/operation-handler.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import type { AccountContext } from './account-context.ts';
import type { AccountProfile } from './account-profile.store.ts';
import { checkUnique, holderOf, type UniqueField } from './account-uniqueness.ts';
import { checkPassword } from './registration.rule.ts';

interface ProfileUpdate {
  readonly email?: string;
  readonly mobilePhone?: string;
  readonly mobilePhoneCode?: string;
  readonly address?: string;
  readonly city?: string;
  readonly postalCode?: string;
  readonly acceptPromotions?: boolean;
  readonly acceptCommunication?: boolean;
  readonly acceptCommunicationPushMessage?: boolean;
}

/** The PersonalData of the contract. */
function personalData(player: PlayerRecord, profile: AccountProfile): Record<string, unknown> {
  return {
    firstName: player.firstName,
    lastName: player.lastName,
    personalNumber: profile.personalNumber,
    dateOfBirth: profile.dateOfBirth,
    gender: profile.gender,
    email: player.email,
    mobilePhone: profile.mobilePhone,
    country: player.country,
    nationality: profile.nationality,
    address: profile.address,
    city: profile.city,
    postalCode: profile.postalCode,
  };
}

const securitySettings = (profile: AccountProfile): Record<string, boolean> => ({
  twoFactorSmsEnabled: profile.twoFactorSmsEnabled,
  loginNotificationsEnabled: profile.loginNotificationsEnabled,
});

/**
 * Terms acceptance, profile update and its uniqueness check, password change, mobile-phone verification
 * by SMS (code into the outbox), personal data, security settings and the profile language.
 */
export function createAccountProfileHandlers(context: AccountContext): OperationHandlers {
  const { state, profiles, sms } = context;
  /** The calling code chosen with each phone a code was sent to. */
  const phoneCodes = new Map<string, string>();
  return {
    acceptTermsAndConditions: (ctx) => {
      requireCustomer(ctx).acceptTermsAndConditions = true;
      return { status: 204 };
    },

    updateCustomer: (ctx) => {
      const player = requireCustomer(ctx);
      const profile = profiles.of(player);
      const body = ctx.request.body as ProfileUpdate;
      if (body.email !== undefined && /\s/.test(body.email)) {
        throw new SandboxError(400, 57, 'The email must not contain spaces');
      }
      checkUnique(context, { ...(body.email === undefined ? {} : { email: body.email }) }, player);
      if (body.mobilePhone !== undefined && body.mobilePhone !== profile.mobilePhone) {
        checkUnique(context, { mobilePhone: body.mobilePhone }, player);
        throw new SandboxError(400, 57, 'Verify the new mobile phone by SMS first');
      }
      if (body.email !== undefined) player.email = body.email;
      const {
        address,
        city,
        postalCode,
        acceptPromotions,
        acceptCommunication,
        acceptCommunicationPushMessage,
      } = body;
      Object.assign(profile, {
        ...(address === undefined ? {} : { address }),
        ...(city === undefined ? {} : { city }),
        ...(postalCode === undefined ? {} : { postalCode }),
        ...(acceptPromotions === undefined ? {} : { acceptPromotions }),
        ...(acceptCommunication === undefined ? {} : { acceptCommunication }),
        ...(acceptCommunicationPushMessage === undefined ? {} : { acceptCommunicationPushMessage }),
      });
      return ok(toUser(player));
    },

    validateProfileFieldUnique: (ctx) => {
      const player = requireCustomer(ctx);
      const { field, value } = ctx.request.body as { field: UniqueField; value: string };
      const holder = holderOf(context, field, value);
      return ok({ field, unique: holder === undefined || holder.id === player.id });
    },

    changePassword: (ctx) => {
      const player = requireCustomer(ctx);
      const body = ctx.request.body as { oldPassword: string; newPassword: string; reNewPassword: string };
      if (body.oldPassword !== player.password)
        throw new SandboxError(400, 1, 'The current password is wrong');
      if (body.newPassword !== body.reNewPassword)
        throw new SandboxError(400, 19, 'The passwords do not match');
      checkPassword(body.newPassword, player.username, state.generalConfig, 'newPassword');
      player.password = body.newPassword;
      return { status: 204 };
    },

    sendMobilePhoneVerificationCode: (ctx) => {
      const player = requireCustomer(ctx);
      const { mobilePhone, mobilePhoneCode } = ctx.request.body as {
        mobilePhone: string;
        mobilePhoneCode: string;
      };
      if (!/^\+[0-9]{8,15}$/.test(mobilePhone) || !mobilePhone.startsWith(mobilePhoneCode)) {
        throw new SandboxError(400, 57, 'The mobile phone must be the phone code followed by the number');
      }
      checkUnique(context, { mobilePhone }, player);
      const code = sms.send(player.id, 'phone', mobilePhone);
      phoneCodes.set(mobilePhone, mobilePhoneCode);
      state.outbox.add({
        kind: 'sms',
        to: mobilePhone,
        username: player.username,
        text: `LV Casino tālruņa apstiprināšanas kods: ${code}`,
        code,
      });
      return { status: 204 };
    },

    confirmMobilePhoneManually: (ctx) => {
      const player = requireCustomer(ctx);
      const body = ctx.request.body as { mobilePhone: string; verificationCode: string };
      const phone = sms.consume(player.id, 'phone', body.verificationCode, body.mobilePhone);
      checkUnique(context, { mobilePhone: phone }, player);
      const profile = profiles.of(player);
      profile.mobilePhone = phone;
      profile.mobilePhoneCode = phoneCodes.get(phone) ?? profile.mobilePhoneCode;
      return { status: 204 };
    },

    getPersonalData: (ctx) => {
      const player = requireCustomer(ctx);
      return ok(personalData(player, profiles.of(player)));
    },

    updatePersonalData: (ctx) => {
      const player = requireCustomer(ctx);
      const body = ctx.request.body as { address: string; city: string; postalCode: string };
      if (body.address.trim() === '' || body.city.trim() === '') {
        throw new SandboxError(400, 57, 'Address and city must not be blank');
      }
      const profile = profiles.of(player);
      Object.assign(profile, {
        address: body.address.trim(),
        city: body.city.trim(),
        postalCode: body.postalCode,
      });
      return ok(personalData(player, profile));
    },

    getSecuritySettings: (ctx) => ok(securitySettings(profiles.of(requireCustomer(ctx)))),

    updateSecuritySettings: (ctx) => {
      const profile = profiles.of(requireCustomer(ctx));
      const body = ctx.request.body as { twoFactorSmsEnabled: boolean; loginNotificationsEnabled: boolean };
      profile.twoFactorSmsEnabled = body.twoFactorSmsEnabled;
      profile.loginNotificationsEnabled = body.loginNotificationsEnabled;
      return ok(securitySettings(profile));
    },

    changeLanguage: (ctx) => {
      const player = requireCustomer(ctx);
      player.lang = (ctx.request.body as { lang: string }).lang;
      return ok(toUser(player));
    },
  };
}
