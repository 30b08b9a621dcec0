import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type { SmartIdAuthentication } from '@lv-casino/core/smart-id/smart-id.port.ts';
import { ok, type Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { toSessionTokens } from './auth.mapper.ts';
import { decode, DtoReader, malformed } from './dto-reader.ts';

type Schemas = components['schemas'];

/** The pattern of SmartIdVerificationCode.verificationCode: the four digits the Smart-ID app shows. */
const VERIFICATION_CODE = /^[0-9]{4}$/;

/**
 * errorCode of an authenticate answer that means "not confirmed yet". authenticate holds the call
 * while it waits for the player's confirmation and answers 400 with 76 when the wait runs out first
 * (the sandbox after 5 s); the client then asks again (account-and-session.md §4 Smart-ID: the call is
 * polled). A lapsed Smart-ID session also answers 76 once; the next poll then fails with 77 (no
 * session), so the failure still reaches the player.
 */
export const SMART_ID_UNCONFIRMED_ERROR_CODE = 76;

/** SmartIdVerificationCode → the code to show; anything but four digits is malformed. */
export const toSmartIdVerificationCode = (
  body: unknown,
): Result<{ readonly verificationCode: string }, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['SmartIdVerificationCode']>(body);
    const verificationCode = dto.string('verificationCode');
    if (!VERIFICATION_CODE.test(verificationCode)) {
      return malformed('body.verificationCode is not four digits');
    }
    return { verificationCode };
  });

/** TokenPair of a confirmed Smart-ID login → authenticated with its tokens. */
export const toSmartIdAuthenticated = (body: unknown): Result<SmartIdAuthentication, string> => {
  const tokens = toSessionTokens(body);
  return tokens.ok ? ok({ status: 'authenticated', tokens: tokens.value }) : tokens;
};

/** An authenticate failure 400 with {@link SMART_ID_UNCONFIRMED_ERROR_CODE} → pending; any other answer as is. */
export const pendingWhenUnconfirmed = (
  answer: Result<SmartIdAuthentication, ApiFailure>,
): Result<SmartIdAuthentication, ApiFailure> =>
  !answer.ok &&
  answer.error.kind === 'api' &&
  answer.error.httpStatus === 400 &&
  answer.error.errorCode === SMART_ID_UNCONFIRMED_ERROR_CODE
    ? ok({ status: 'pending' })
    : answer;
