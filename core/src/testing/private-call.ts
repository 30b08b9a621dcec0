import type { ApiFailure } from '../errors/api-failure.ts';
import type { TokenStorePort } from '../session/token-store.port.ts';
import { fail, type Result } from '../shared/result.ts';
import { createApiFailure } from './failure.builder.ts';

/**
 * Answers a private call as the API does: with no stored access token, 401 errorCode 3; otherwise
 * the configured answer. Without a token store every call gets the configured answer.
 */
export const answerPrivateCall = <T>(
  tokens: TokenStorePort | undefined,
  answer: Result<T, ApiFailure>,
): Promise<Result<T, ApiFailure>> =>
  Promise.resolve(tokens !== undefined && tokens.read() === null ? fail(createApiFailure(3)) : answer);
