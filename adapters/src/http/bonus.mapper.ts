import {
  BONUS_STATUSES,
  WAGERING_PRODUCTS,
  type BonusAsset,
  type BonusTablePage,
} from '@lv-casino/core/bonuses/bonus.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader, malformed } from './dto-reader.ts';

type Schemas = components['schemas'];

const isProduct = (value: string): value is (typeof WAGERING_PRODUCTS)[number] =>
  (WAGERING_PRODUCTS as readonly string[]).includes(value);

const nonNegative = (value: number, path: string): number =>
  value < 0 ? malformed(`${path} is negative`) : value;

const toAsset = (dto: DtoReader<Schemas['BonusAsset']>, path: string): BonusAsset => {
  const products = dto.strings('wageringProducts');
  const expiry = dto.nullableString('expiryDate');
  const expiresAt = expiry === null ? null : Date.parse(expiry);
  return {
    bonusAssetId: dto.integer('bonusAssetId'),
    bonusName: dto.string('bonusName'),
    status: dto.oneOf('status', BONUS_STATUSES),
    bonusAmount: nonNegative(dto.integer('bonusAmount'), `${path}.bonusAmount`),
    currency: dto.string('currency'),
    wageringRequirement: nonNegative(dto.integer('wageringRequirement'), `${path}.wageringRequirement`),
    wageredAmount: nonNegative(dto.integer('wageredAmount'), `${path}.wageredAmount`),
    wageringProducts: products.every(isProduct)
      ? products
      : malformed(`${path}.wageringProducts holds a product other than ${WAGERING_PRODUCTS.join(', ')}`),
    expiresAt:
      expiresAt !== null && Number.isNaN(expiresAt)
        ? malformed(`${path}.expiryDate is not a date-time`)
        : expiresAt,
  };
};

/** BonusAsset DTO → BonusAsset: amounts kept in minor units, `expiryDate` as ms since the epoch. */
export const toBonusAsset = (body: unknown): Result<BonusAsset, string> =>
  decode(() => toAsset(DtoReader.of<Schemas['BonusAsset']>(body), 'body'));

/** A list of BonusAsset DTOs (the search) → BonusAssets, in the server's order (newest first). */
export const toBonusAssets = (body: unknown): Result<readonly BonusAsset[], string> =>
  decode(() =>
    DtoReader.list<Schemas['BonusAsset']>(body).map((dto, index) => toAsset(dto, `body[${String(index)}]`)),
  );

/** BonusAssetTable DTO → BonusTablePage (`draw` is the adapter's business, not core's). */
export const toBonusTablePage = (body: unknown): Result<BonusTablePage, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['BonusAssetTable']>(body);
    return {
      assets: dto
        .objects<Schemas['BonusAsset']>('data')
        .map((asset, index) => toAsset(asset, `body.data[${String(index)}]`)),
      totalCount: nonNegative(dto.integer('recordsTotal'), 'body.recordsTotal'),
      filteredCount: nonNegative(dto.integer('recordsFiltered'), 'body.recordsFiltered'),
    };
  });

/** ActiveBonusFlag DTO → whether a bonus is active. */
export const toHasActive = (body: unknown): Result<boolean, string> =>
  decode(() => DtoReader.of<Schemas['ActiveBonusFlag']>(body).boolean('hasActive'));

/** ActiveBonusesCount DTO → the count of active bonuses (customerActiveBonuses). */
export const toActiveBonusesCount = (body: unknown): Result<number, string> =>
  decode(() =>
    nonNegative(
      DtoReader.of<Schemas['ActiveBonusesCount']>(body).integer('customerActiveBonuses'),
      'body.customerActiveBonuses',
    ),
  );
