import type { SmsActivation } from '@lv-casino/core/sms/sms-verification.port.ts';
import type { SessionTokens } from '@lv-casino/core/session/user.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader } from './dto-reader.ts';

type Schemas = components['schemas'];

/** The name of the login flag in SmsAccountActivationResponse (a contract change breaks it here). */
const LOGIN_FLAG: keyof Schemas['SmsAccountActivationResponse'] = 'autoLogin';

const tokensOf = (accessToken: string | null, refreshToken: string | null): SessionTokens | null =>
  accessToken === null || accessToken === '' || refreshToken === null || refreshToken === ''
    ? null
    : { accessToken, refreshToken };

/**
 * SmsAccountActivationResponse → SmsActivation. The login flag is kept exactly as sent, whatever its
 * type (null when the body has none): only core decides what allows a login (account-and-session.md
 * §7: the string "true"). The tokens are null unless both are non-empty; a token that is neither a
 * string nor null is malformed.
 */
export const toSmsActivation = (body: unknown): Result<SmsActivation, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['SmsAccountActivationResponse']>(body);
    const tokens = tokensOf(dto.nullableString('accessToken'), dto.nullableString('refreshToken'));
    // DtoReader.of has checked that the body is an object; the flag is read untyped on purpose.
    const loginFlag: unknown = (body as Readonly<Record<string, unknown>>)[LOGIN_FLAG];
    return { tokens, loginFlag: loginFlag ?? null };
  });
