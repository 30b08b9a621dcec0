import type { SessionTokens } from '@lv-casino/core/session/user.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader, malformed } from './dto-reader.ts';

type Schemas = components['schemas'];

/** TokenPair DTO → SessionTokens; an empty token is malformed. */
export const toSessionTokens = (body: unknown): Result<SessionTokens, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['TokenPair']>(body);
    const accessToken = dto.string('accessToken');
    const refreshToken = dto.string('refreshToken');
    if (accessToken === '' || refreshToken === '') return malformed('body holds an empty token');
    return { accessToken, refreshToken };
  });
