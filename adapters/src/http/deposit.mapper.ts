import type { DepositOffer } from '@lv-casino/core/deposit/deposit-offer.ts';
import {
  DEPOSIT_PROVIDERS,
  type DepositProviderSettings,
  type GenericDepositProvider,
} from '@lv-casino/core/deposit/deposit-providers.rule.ts';
import type { CashierTransaction } from '@lv-casino/core/history/history.ts';
import type { DepositRedirect } from '@lv-casino/core/ports/deposit.port.ts';
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
 * DepositProviderSettings DTO → the settings as core reads them. Every provider's flag that is
 * present must be a boolean and every method list that is present an array of strings; other fields
 * pass through.
 */
export const toDepositProviderSettings = (body: unknown): Result<DepositProviderSettings, string> =>
  decode(() => {
    DtoReader.of(body);
    const settings = body as Readonly<Record<string, unknown>>;
    for (const { flag, methodsList } of DEPOSIT_PROVIDERS) {
      if (Object.hasOwn(settings, flag) && typeof settings[flag] !== 'boolean') {
        malformed(`body.${flag} is not a boolean`);
      }
      const list = methodsList === null ? undefined : settings[methodsList];
      if (list !== undefined && !(Array.isArray(list) && list.every((item) => typeof item === 'string'))) {
        malformed(`body.${methodsList ?? ''} is not an array of strings`);
      }
    }
    return { ...settings };
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

/** How many of the cashier transactions are successful deposits. */
export const countSuccessfulDeposits = (rows: readonly CashierTransaction[]): number =>
  rows.filter((row) => row.type === 'DEPOSIT' && row.status === 'SUCCESS').length;
