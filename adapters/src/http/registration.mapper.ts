import type { UniqueField } from '@lv-casino/core/registration/registration-settings.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader, malformed } from './dto-reader.ts';

type Schemas = components['schemas'];

/** `<accessToken>;<refreshToken>`, the pattern of RegistrationResponse.token. */
const REGISTER_TOKEN = /^[^;]+;[^;]+$/;

/**
 * RegistrationResponse → its token, kept whole (core splits it, account-and-session.md §3 Register
 * response); a token that is not two non-empty parts around one semicolon is malformed.
 */
export const toRegisterToken = (body: unknown): Result<string, string> =>
  decode(() => {
    const token = DtoReader.of<Schemas['RegistrationResponse']>(body).string('token');
    if (!REGISTER_TOKEN.test(token)) return malformed('body.token is not <accessToken>;<refreshToken>');
    return token;
  });

/** FieldUniqueness → true when the value is free; an answer about another field than `field` is malformed. */
export const toUniqueness =
  (field: UniqueField) =>
  (body: unknown): Result<boolean, string> =>
    decode(() => {
      const dto = DtoReader.of<Schemas['FieldUniqueness']>(body);
      if (dto.string('field') !== field) return malformed(`body.field is not ${field}`);
      return dto.boolean('unique');
    });
