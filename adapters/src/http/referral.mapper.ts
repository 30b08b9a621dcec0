import { INVITATION_STATUSES, type ReferralInvitation } from '@lv-casino/core/referral/referral.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader, malformed } from './dto-reader.ts';

type Schemas = components['schemas'];

/** An ISO 8601 date-time with an offset → ms since the epoch; a body with anything else is malformed. */
const instant = (text: string, path: string): number => {
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? malformed(`${path} is not a date-time`) : ms;
};

/** ReferralCode DTO → the code. */
export const toReferralCode = (body: unknown): Result<string, string> =>
  decode(() => DtoReader.of<Schemas['ReferralCode']>(body).string('code'));

const invitationOf = (dto: DtoReader<Schemas['ReferralInvitation']>, path: string): ReferralInvitation => ({
  id: dto.integer('id'),
  email: dto.string('email'),
  code: dto.string('code'),
  status: dto.oneOf('status', INVITATION_STATUSES),
  createdAt: instant(dto.string('createdAt'), `${path}.createdAt`),
});

/** ReferralInvitation DTO → ReferralInvitation (`createdAt` as ms since the epoch). */
export const toReferralInvitation = (body: unknown): Result<ReferralInvitation, string> =>
  decode(() => invitationOf(DtoReader.of<Schemas['ReferralInvitation']>(body), 'body'));

/** ReferralInvitation DTOs → ReferralInvitations, in the server's order (newest first). */
export const toReferralInvitations = (body: unknown): Result<readonly ReferralInvitation[], string> =>
  decode(() =>
    DtoReader.list<Schemas['ReferralInvitation']>(body).map((dto, index) =>
      invitationOf(dto, `body[${String(index)}]`),
    ),
  );
