import type { DepositOffer } from '@lv-casino/core/deposit/deposit-offer.ts';
import {
  DEPOSIT_PROVIDERS,
  type DepositProviderSettings,
  type GenericDepositProvider,
} from '@lv-casino/core/deposit/deposit-providers.rule.ts';
import type { CashierTransaction } from '@lv-casino/core/history/history.ts';
import type {
  CryptoDepositAddress,
  DepositBank,
  DepositRedirect,
  DepositSmsChallenge,
  DepositToken,
  DepositVoucher,
  SafechargeOrder,
  StoredCard,
} from '@lv-casino/core/deposit/deposit-payment.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { components, operations } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader, malformed } from './dto-reader.ts';

type Schemas = components['schemas'];
export type DepositProviderCode = Schemas['DepositProviderCode'];

/** The contract's provider code of a core provider id whose code is not its upper snake case. */
const IRREGULAR_CODES: Readonly<Record<string, DepositProviderCode>> = {
  nodaBanks: 'NODA',
  payByVivacom: 'PAYBYVIVACOM',
};

/**
 * A core provider id (DEPOSIT_PROVIDERS) → the contract's DepositProviderCode: trustPayment →
 * TRUST_PAYMENT, bluOr → BLU_OR, nodaBanks → NODA; null for an id that is no deposit provider.
 */
export function toProviderCode(id: string): DepositProviderCode | null {
  if (!DEPOSIT_PROVIDERS.some((provider) => provider.id === id)) return null;
  return IRREGULAR_CODES[id] ?? (id.replace(/([A-Z])/g, '_$1').toUpperCase() as DepositProviderCode);
}

/** The contract's path segments of the generic call deposit/{provider}. */
export type ProviderPathSegment = operations['initProviderDepositWithGet']['parameters']['path']['provider'];

/** The path segment of the generic call deposit/{provider}: bankTransfer → bank-transfer. */
export const toProviderPathSegment = (provider: GenericDepositProvider): ProviderPathSegment =>
  provider.replace(/([A-Z])/g, '-$1').toLowerCase() as ProviderPathSegment;

/**
 * The providerLogos of the settings (by DepositProviderCode) → core's logos (by provider id). Absent
 * gives none; each entry must be a non-empty string; a code the web does not know is left out.
 */
const toProviderLogos = (value: unknown): Readonly<Record<string, string>> => {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return malformed('body.providerLogos is not an object');
  }
  const byCode = value as Readonly<Record<string, unknown>>;
  const logos: Record<string, string> = {};
  for (const { id } of DEPOSIT_PROVIDERS) {
    const code = toProviderCode(id);
    if (code === null || !Object.hasOwn(byCode, code)) continue;
    const logo = byCode[code];
    if (typeof logo !== 'string' || logo === '') malformed(`body.providerLogos.${code} is not an address`);
    logos[id] = logo as string;
  }
  return logos;
};

/**
 * DepositProviderSettings DTO → the settings as core reads them. Every provider's flag that is
 * present must be a boolean and every method list that is present an array of strings; the providers'
 * logos become core's `logos` by provider id; other fields pass through.
 */
export const toDepositProviderSettings = (body: unknown): Result<DepositProviderSettings, string> =>
  decode(() => {
    DtoReader.of(body);
    const { providerLogos, ...settings } = body as Readonly<Record<string, unknown>>;
    for (const { flag, methodsList } of DEPOSIT_PROVIDERS) {
      if (Object.hasOwn(settings, flag) && typeof settings[flag] !== 'boolean') {
        malformed(`body.${flag} is not a boolean`);
      }
      const list = methodsList === null ? undefined : settings[methodsList];
      if (list !== undefined && !(Array.isArray(list) && list.every((item) => typeof item === 'string'))) {
        malformed(`body.${methodsList ?? ''} is not an array of strings`);
      }
    }
    return { ...settings, logos: toProviderLogos(providerLogos) };
  });

const PRODUCTS = ['CASINO', 'LIVE_CASINO'] as const;

/** DepositOffer DTOs → DepositOffers (amounts kept in minor units). */
export const toDepositOffers = (body: unknown): Result<readonly DepositOffer[], string> =>
  decode(() =>
    DtoReader.list<Schemas['DepositOffer']>(body).map((dto) => ({
      depositCode: dto.string('depositCode'),
      name: dto.string('name'),
      description: dto.string('description'),
      bonusPercentage: dto.integer('bonusPercentage'),
      maxBonusAmount: dto.integer('maxBonusAmount'),
      minDepositAmount: dto.integer('minDepositAmount'),
      currency: dto.string('currency'),
      product: dto.oneOf('product', PRODUCTS),
    })),
  );

/** DepositRedirect DTO → where the payment window goes and the transaction's id (as text). */
export const toDepositRedirect = (body: unknown): Result<DepositRedirect, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['DepositRedirect']>(body);
    const redirectUrl = dto.string('redirectUrl');
    const paymentTransactionId = dto.integer('paymentTransactionId');
    return {
      redirectUrl: redirectUrl === '' ? malformed('body.redirectUrl is empty') : redirectUrl,
      paymentTransactionId: String(paymentTransactionId),
    };
  });

/**
 * A core id (text) → the contract's integer id: a positive safe integer written without sign, leading
 * zeros or fraction; null for any other text (the call is refused before it is sent).
 */
export const toIntegerId = (id: string): number | null =>
  /^[1-9]\d*$/.test(id) && Number.isSafeInteger(Number(id)) ? Number(id) : null;

/** A string field that must not be empty. */
const nonEmpty = (value: string, field: string): string =>
  value === '' ? malformed(`body.${field} is empty`) : value;

/** DepositToken DTO → the token and its transaction (as text; null before one exists). */
export const toDepositToken = (body: unknown): Result<DepositToken, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['DepositToken']>(body);
    const token = nonEmpty(dto.string('token'), 'token');
    const paymentTransactionId = dto.nullableInteger('paymentTransactionId');
    return {
      token,
      paymentTransactionId: paymentTransactionId === null ? null : String(paymentTransactionId),
    };
  });

/** SafechargeOrder DTO → the opened order (ids as text, amount in minor units). */
export const toSafechargeOrder = (body: unknown): Result<SafechargeOrder, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['SafechargeOrder']>(body);
    return {
      paymentTransactionId: String(dto.integer('paymentTransactionId')),
      sessionToken: nonEmpty(dto.string('sessionToken'), 'sessionToken'),
      orderId: dto.string('orderId'),
      merchantId: dto.string('merchantId'),
      merchantSiteId: dto.string('merchantSiteId'),
      amount: dto.integer('amount'),
      currency: dto.string('currency'),
    };
  });

/** CryptoDepositAddress DTO → where the coins go (the tag null when the coin needs none). */
export const toCryptoDepositAddress = (body: unknown): Result<CryptoDepositAddress, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['CryptoDepositAddress']>(body);
    return {
      paymentTransactionId: String(dto.integer('paymentTransactionId')),
      cryptoCurrency: dto.string('cryptoCurrency'),
      address: nonEmpty(dto.string('address'), 'address'),
      tag: dto.nullableString('tag'),
    };
  });

/** SmartPaymentsVoucher DTO → the voucher (amount in minor units, expiry as the ISO instant sent). */
export const toDepositVoucher = (body: unknown): Result<DepositVoucher, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['SmartPaymentsVoucher']>(body);
    const paymentTransactionId = String(dto.integer('paymentTransactionId'));
    const voucherCode = nonEmpty(dto.string('voucherCode'), 'voucherCode');
    const amount = dto.integer('amount');
    const currency = dto.string('currency');
    const expiresAt = dto.string('expiresAt');
    if (Number.isNaN(Date.parse(expiresAt))) malformed('body.expiresAt is not a date-time');
    return { paymentTransactionId, voucherCode, amount, currency, expiresAt };
  });

/** TwoFactorChallenge DTO → the SMS code sent for an A1 deposit. */
export const toDepositSmsChallenge = (body: unknown): Result<DepositSmsChallenge, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['TwoFactorChallenge']>(body);
    return {
      maskedPhoneNumber: dto.string('maskedPhoneNumber'),
      codeLength: dto.integer('codeLength'),
      expiresInSeconds: dto.integer('expiresInSeconds'),
    };
  });

/** StoredCard DTOs → the stored cards (ids as text; a cardToken absent, as older servers send, is null). */
export const toStoredCards = (body: unknown): Result<readonly StoredCard[], string> =>
  decode(() =>
    DtoReader.list<Schemas['StoredCard']>(body).map((dto) => ({
      customerCreditCardId: String(dto.integer('customerCreditCardId')),
      maskedCardNumber: dto.string('maskedCardNumber'),
      cardBrand: dto.string('cardBrand'),
      expiryMonth: dto.integer('expiryMonth'),
      expiryYear: dto.integer('expiryYear'),
      cardToken: dto.isNull('cardToken') ? null : dto.string('cardToken'),
    })),
  );

/** NodaBank DTOs → the banks of a Noda deposit. */
export const toDepositBanks = (body: unknown): Result<readonly DepositBank[], string> =>
  decode(() =>
    DtoReader.list<Schemas['NodaBank']>(body).map((dto) => ({
      id: dto.string('id'),
      name: dto.string('name'),
      logoUrl: dto.string('logoUrl'),
      country: dto.string('country'),
    })),
  );

/** How many of the cashier transactions are successful deposits. */
export const countSuccessfulDeposits = (rows: readonly CashierTransaction[]): number =>
  rows.filter((row) => row.type === 'DEPOSIT' && row.status === 'SUCCESS').length;
