import type { Balance } from '@lv-casino/core/money/balance.ts';
import { isLanguage } from '@lv-casino/core/routing/language.ts';
import type { AccountLockStatus, User } from '@lv-casino/core/session/user.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader } from './dto-reader.ts';

type Schemas = components['schemas'];

const KNOWN_LOCK_STATUSES = ['ACTIVE', 'FROZEN', 'INACTIVE', 'CLOSED', 'COOLING_OFF'] as const;

/** The five documented statuses pass through; anything else the server sends means blocked. */
export const toAccountLockStatus = (status: string): AccountLockStatus =>
  KNOWN_LOCK_STATUSES.find((known) => known === status) ?? 'BLOCKED';

/** User DTO → User: language lower-cased (null when unknown), unknown lock status → BLOCKED. */
export const toUser = (body: unknown): Result<User, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['User']>(body);
    const lang = dto.string('lang').toLowerCase();
    return {
      id: dto.integer('id'),
      username: dto.string('username'),
      firstName: dto.string('firstName'),
      lastName: dto.string('lastName'),
      middleName: dto.string('middleName'),
      lang: isLanguage(lang) ? lang : null,
      currency: dto.string('currency'),
      country: dto.string('country'),
      acceptTermsAndConditions: dto.boolean('acceptTermsAndConditions'),
      kycVerified: dto.oneOf('kycVerified', ['VERIFIED', 'NOT_VERIFIED', 'WAITING_BO_USER']),
      kycNotVerifiedReason:
        dto.nullableString('kycNotVerifiedReason') === 'NEW_PAYMENT_METHOD' ? 'NEW_PAYMENT_METHOD' : null,
      accountLockStatus: toAccountLockStatus(dto.string('accountLockStatus')),
      realityCheckInterval: dto.nullableInteger('realityCheckInterval'),
    };
  });

/** Balance DTO → Balance (minor units kept). */
export const toBalance = (body: unknown): Result<Balance, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['Balance']>(body);
    return {
      cash: dto.integer('cashBalance'),
      bonus: dto.integer('bonusBalance'),
      total: dto.integer('totalBalance'),
      currency: dto.string('currency'),
    };
  });
