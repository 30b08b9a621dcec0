import type {
  CustomerConfig,
  GameProviderLists,
  GeneralConfig,
  PaymentLogo,
} from '@lv-casino/core/config/config.ts';
import { isLanguage, LANGUAGES, type Language } from '@lv-casino/core/routing/language.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader } from './dto-reader.ts';

type Schemas = components['schemas'];

/** Refresh period of the jackpot feed when the server gives none, in ms (account-and-session.md §9). */
export const DEFAULT_JACKPOTS_FEED_TIMEOUT_MS = 180_000;

/** "lv, EN,de" → ['lv', 'en']: trimmed, lower-cased, unknown and repeated codes dropped. */
export const parseLanguages = (list: string): Language[] => [
  ...new Set(
    list
      .split(',')
      .map((code) => code.trim().toLowerCase())
      .filter(isLanguage),
  ),
];

/**
 * GeneralConfig DTO → GeneralConfig. An unknown default language falls back to the first supported
 * one (then to lv); when no supported language is known, the default language alone is offered. A
 * live chat's address absent, null or empty is no live chat; payment logos absent or null are none.
 */
export const toGeneralConfig = (body: unknown): Result<GeneralConfig, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['GeneralConfig']>(body);
    const supported = parseLanguages(dto.string('supportedLanguages'));
    const [declared] = parseLanguages(dto.string('defaultLanguage'));
    const defaultLanguage = declared ?? supported[0] ?? LANGUAGES[0];
    const jackpotsFeedTimeout = dto.integer('jackpotsFeedTimeout');
    const liveChatUrl = dto.isNull('liveChatUrl') ? '' : dto.string('liveChatUrl');
    return {
      supportedLanguages: supported.length > 0 ? supported : [defaultLanguage],
      defaultLanguage,
      baseCurrency: dto.string('baseCurrency'),
      registrationAutoLoginEnabled: dto.boolean('registrationAutoLoginEnabled'),
      smartIDLoginEnabled: dto.boolean('smartIDLoginEnabled'),
      forgotPasswordSmsVerificationEnabled: dto.boolean('forgotPasswordSmsVerificationEnabled'),
      currentIpIsForbidden: dto.boolean('currentIpIsForbidden'),
      instantorEnabled: dto.boolean('instantorEnabled'),
      sportsbookEnabled: dto.boolean('sportsbookEnabled'),
      restrictGameplayKycNotVerified: dto.boolean('restrictGameplayKycNotVerified'),
      jackpotsFeedTimeoutMs: jackpotsFeedTimeout > 0 ? jackpotsFeedTimeout : DEFAULT_JACKPOTS_FEED_TIMEOUT_MS,
      maxBetsAmount: dto.integer('maxBetsAmount'),
      maxBetTransactionAmount: dto.integer('maxBetTransactionAmount'),
      registrationPasswordFormat: dto.string('registrationPasswordFormat'),
      registrationUniqueFields: dto.string('registrationUniqueFields'),
      gameProviders: toGameProviderLists(dto.object('gameproviders')),
      liveChatUrl: liveChatUrl === '' ? null : liveChatUrl,
      paymentLogos: dto.isNull('paymentLogos') ? [] : toPaymentLogos(dto.objects('paymentLogos')),
    };
  });

type PaymentLogoDto = NonNullable<Schemas['GeneralConfig']['paymentLogos']>[number];

/**
 * The footer's payment logos in the order given, each address as given (absolute or relative to the
 * site). Name and address must be strings; an entry with either empty is left out (it could be shown
 * with no text alternative, or not at all).
 */
const toPaymentLogos = (list: readonly DtoReader<PaymentLogoDto>[]): PaymentLogo[] =>
  list
    .map((item) => ({ name: item.string('name').trim(), logoUrl: item.string('logoUrl') }))
    .filter(({ name, logoUrl }) => name !== '' && logoUrl !== '');

const toGameProviderLists = (dto: DtoReader<Schemas['GameProviders']>): GameProviderLists => ({
  maintenanceMode: dto.strings('maintenanceMode'),
  enabled: dto.strings('enabled'),
  realMoneyMode: dto.strings('realMoneyMode'),
});

/** CustomerConfig DTO → CustomerConfig. */
export const toCustomerConfig = (body: unknown): Result<CustomerConfig, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['CustomerConfig']>(body);
    return {
      realityCheckEnabled: dto.boolean('realityCheckEnabled'),
      realityCheckSecondsToTakeAction: dto.integer('realityCheckSecondsToTakeAction'),
      realityCheckLogoutOnTimeoutEnabled: dto.boolean('realityCheckLogoutOnTimeoutEnabled'),
      responsibleGamingLimitsEnabled: dto.boolean('responsibleGamingLimitsEnabled'),
      selfExcludeEnabled: dto.boolean('selfExcludeEnabled'),
      inboxMessagesEnabled: dto.boolean('inboxMessagesEnabled'),
    };
  });
