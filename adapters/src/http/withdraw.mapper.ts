import type { Result } from '@lv-casino/core/shared/result.ts';
import type { Withdrawal, WithdrawMethod } from '@lv-casino/core/withdraw/withdraw.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader, malformed } from './dto-reader.ts';

type Schemas = components['schemas'];

const WITHDRAWAL_STATUSES = ['PENDING', 'APPROVED', 'PAID', 'REJECTED', 'CANCELLED'] as const;

const toMethod = (dto: DtoReader<Schemas['WithdrawMethod']>): WithdrawMethod => ({
  methodId: dto.string('methodId'),
  name: dto.string('name'),
  minAmount: dto.integer('minAmount'),
  maxAmount: dto.integer('maxAmount'),
  currency: dto.string('currency'),
  paymentAccount: dto.nullableString('paymentAccount'),
  logoUrl: dto.isNull('logoUrl') ? null : dto.string('logoUrl'),
});

/** WithdrawMethod DTOs → WithdrawMethods (amounts kept in minor units). */
export const toWithdrawMethods = (body: unknown): Result<readonly WithdrawMethod[], string> =>
  decode(() => DtoReader.list<Schemas['WithdrawMethod']>(body).map(toMethod));

/** Withdrawal DTO → Withdrawal: `createdAt` (ISO 8601 with an offset) as ms since the epoch. */
export const toWithdrawal = (body: unknown): Result<Withdrawal, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['Withdrawal']>(body);
    const createdAt = Date.parse(dto.string('createdAt'));
    return {
      withdrawalId: dto.integer('withdrawalId'),
      methodId: dto.string('methodId'),
      amount: dto.integer('amount'),
      currency: dto.string('currency'),
      status: dto.oneOf('status', WITHDRAWAL_STATUSES),
      createdAt: Number.isNaN(createdAt) ? malformed('body.createdAt is not a date-time') : createdAt,
    };
  });
