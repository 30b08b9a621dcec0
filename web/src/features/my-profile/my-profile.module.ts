import { AccountFeatureModule } from '../../kernel/account-ports.ts';
import { FileComplaintUseCase } from '@lv-casino/core/complaint/file-complaint.use-case.ts';
import { LoadLifetimeStatisticsUseCase } from '@lv-casino/core/lifetime-statistics/load-lifetime-statistics.use-case.ts';
import { ComplaintPort } from '@lv-casino/core/complaint/complaint.port.ts';
import { LifetimeStatisticsPort } from '@lv-casino/core/lifetime-statistics/lifetime-statistics.port.ts';
import { ReferralPort } from '@lv-casino/core/referral/referral.port.ts';
import { InviteFriendUseCase } from '@lv-casino/core/referral/invite-friend.use-case.ts';
import { LoadReferralUseCase } from '@lv-casino/core/referral/load-referral.use-case.ts';
import { ClockPort } from '@lv-casino/core/shared/clock.port.ts';
import { ProfilePort } from '@lv-casino/core/profile/profile.port.ts';
import { AddressChoicesUseCase } from '@lv-casino/core/profile/address-choices.use-case.ts';
import { ChangePasswordUseCase } from '@lv-casino/core/profile/change-password.use-case.ts';
import { CheckProfileFieldUniqueUseCase } from '@lv-casino/core/profile/check-profile-field-unique.use-case.ts';
import { ConfirmPhoneCodeUseCase } from '@lv-casino/core/profile/confirm-phone-code.use-case.ts';
import { LoadPersonalDataUseCase } from '@lv-casino/core/profile/load-personal-data.use-case.ts';
import { SecuritySettingsUseCase } from '@lv-casino/core/profile/security-settings.use-case.ts';
import { SendPhoneCodeUseCase } from '@lv-casino/core/profile/send-phone-code.use-case.ts';
import { UpdateAddressUseCase } from '@lv-casino/core/profile/update-address.use-case.ts';
import { UpdateContactDetailsUseCase } from '@lv-casino/core/profile/update-contact-details.use-case.ts';
import {
  FALLBACK_PASSWORD_FORMAT,
  registrationSettingsFrom,
  type RegistrationSettings,
} from '@lv-casino/core/registration/registration-settings.ts';
import { LANGUAGES } from '@lv-casino/core/routing/language.ts';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { bindUseCase } from '../../kernel/bind-use-case.ts';
import { catalogueMessages } from '../../kernel/catalogue/catalogue-message.tsx';
import { IntlStore } from '../../kernel/intl.store.ts';
import { LanguageSync } from '../../kernel/language-sync.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { SiteConfig } from '../../kernel/site-config.ts';
import { combineLoaders } from '../../i18n/combine-loaders.ts';
import { customerMessageLoader } from '../../i18n/customer-message-loader.ts';
import { ChangePasswordStore } from './change-password.store.ts';
import { ComplaintStore } from './complaint.store.ts';
import { LifetimeStatisticsStore } from './lifetime-statistics.store.ts';
import { browserUtcOffset } from '../../ui/local-time.ts';
import { LanguageChoiceStore } from './language-choice.store.ts';
import { MyProfileStore } from './my-profile.store.ts';
import { PersonalDataStore } from './personal-data.store.ts';
import { ReferralStore } from './referral.store.ts';
import { SecurityStore } from './security.store.ts';

/** The my-profile tab's texts, with the catalogue's (the codes its calls are refused with). */
export const myProfileMessages = combineLoaders(
  customerMessageLoader(import.meta.glob('./customer-messages/*.json', { import: 'default' })),
  catalogueMessages,
);

/** The config's password format and unique fields; safe values before the config is known. */
const settingsOf = (site: SiteConfig): Pick<RegistrationSettings, 'passwordFormat' | 'uniqueFields'> =>
  site.general === null
    ? { passwordFormat: FALLBACK_PASSWORD_FORMAT, uniqueFields: [] }
    : registrationSettingsFrom(site.general);

/** Puts a text on the clipboard; false when the browser has no clipboard or refuses. */
const copyToClipboard = async (text: string): Promise<boolean> => {
  // Absent outside a secure context (http), whatever the types say.
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (clipboard === undefined) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * The my-profile tab (my profile, personal data, change password, security, change language): core's
 * profile use-cases over the ProfilePort (bound by the platform) and a store per sub-area, created
 * each time the sub-area shows. Lifetime statistics, refer a friend and complaints use their own
 * ports (LifetimeStatisticsPort, ReferralPort, ComplaintPort, bound by the platform).
 */
export const myProfileModule = new AccountFeatureModule((options) => {
  const { bind } = options;
  bindUseCase(options, LoadPersonalDataUseCase, ProfilePort);
  bindUseCase(options, UpdateContactDetailsUseCase, ProfilePort);
  bindUseCase(options, CheckProfileFieldUniqueUseCase, ProfilePort);
  bindUseCase(options, SendPhoneCodeUseCase, ProfilePort);
  bindUseCase(options, ConfirmPhoneCodeUseCase, ProfilePort);
  bindUseCase(options, ChangePasswordUseCase, ProfilePort);
  bindUseCase(options, UpdateAddressUseCase, ProfilePort);
  bindUseCase(options, AddressChoicesUseCase, ProfilePort);
  bindUseCase(options, SecuritySettingsUseCase, ProfilePort);

  bind(MyProfileStore)
    .toDynamicValue((context) => {
      const site = context.get(SiteConfig);
      const session = context.get(SessionStore);
      return new MyProfileStore({
        load: context.get(LoadPersonalDataUseCase),
        updateContact: context.get(UpdateContactDetailsUseCase),
        checkUnique: context.get(CheckProfileFieldUniqueUseCase),
        sendCode: context.get(SendPhoneCodeUseCase),
        confirmCode: context.get(ConfirmPhoneCodeUseCase),
        uniqueFields: () => settingsOf(site).uniqueFields,
        username: () => session.user?.username ?? null,
        updateUser: (user) => {
          session.updateUser(user);
        },
        clock: context.get<ClockPort>(ClockPort),
      });
    })
    .inTransientScope();

  bind(PersonalDataStore)
    .toDynamicValue(
      (context) =>
        new PersonalDataStore({
          load: context.get(LoadPersonalDataUseCase),
          update: context.get(UpdateAddressUseCase),
          choices: context.get(AddressChoicesUseCase),
          clock: context.get<ClockPort>(ClockPort),
        }),
    )
    .inTransientScope();

  bind(ChangePasswordStore)
    .toDynamicValue((context) => {
      const site = context.get(SiteConfig);
      const session = context.get(SessionStore);
      return new ChangePasswordStore({
        change: context.get(ChangePasswordUseCase),
        rules: () => ({
          username: session.user?.username ?? '',
          passwordFormat: settingsOf(site).passwordFormat,
        }),
        clock: context.get<ClockPort>(ClockPort),
      });
    })
    .inTransientScope();

  bind(SecurityStore)
    .toDynamicValue(
      (context) =>
        new SecurityStore({
          settings: context.get(SecuritySettingsUseCase),
          clock: context.get<ClockPort>(ClockPort),
        }),
    )
    .inTransientScope();

  bind(LanguageChoiceStore)
    .toDynamicValue((context) => {
      const intl = context.get(IntlStore);
      const site = context.get(SiteConfig);
      const navigator = context.get(AppNavigator);
      const languageSync = context.get(LanguageSync);
      return new LanguageChoiceStore({
        current: () => intl.language,
        supported: () => site.general?.supportedLanguages ?? LANGUAGES,
        switchTo: (language) => {
          // The route's prefix changes with the profile kept open; then stored, saved and broadcast.
          navigator.switchLanguage(language);
          void languageSync.choose(language, false);
        },
        clock: context.get<ClockPort>(ClockPort),
      });
    })
    .inTransientScope();

  // Lifetime statistics, refer a friend and complaints: a use-case per port, a store per showing.
  bindUseCase(options, LoadLifetimeStatisticsUseCase, LifetimeStatisticsPort);
  bindUseCase(options, LoadReferralUseCase, ReferralPort);
  bindUseCase(options, InviteFriendUseCase, ReferralPort);
  bindUseCase(options, FileComplaintUseCase, ComplaintPort);

  bind(LifetimeStatisticsStore)
    .toDynamicValue(
      (context) =>
        new LifetimeStatisticsStore({
          load: context.get(LoadLifetimeStatisticsUseCase),
          utcOffsetAt: browserUtcOffset,
        }),
    )
    .inTransientScope();

  bind(ReferralStore)
    .toDynamicValue((context) => {
      const intl = context.get(IntlStore);
      return new ReferralStore({
        load: context.get(LoadReferralUseCase),
        invite: context.get(InviteFriendUseCase),
        language: () => intl.language,
        copyText: copyToClipboard,
        clock: context.get<ClockPort>(ClockPort),
      });
    })
    .inTransientScope();

  bind(ComplaintStore)
    .toDynamicValue((context) => new ComplaintStore({ file: context.get(FileComplaintUseCase) }))
    .inTransientScope();
});
