import { describe, expect, it } from 'vitest';
import { ApiError, readApiError, readRetryAfter } from './api-error.ts';

function response(status: number, statusText = ''): Response {
  return new Response(null, { status, statusText });
}

describe('readApiError', () => {
  it('carries the errorCode, HTTP status and message of an ErrorResponse', () => {
    const error = readApiError(response(400), { errorCode: 1, errorMessage: 'Bad credentials' });

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 1, httpStatus: 400, errorMessage: 'Bad credentials' });
  });

  it('keeps the responsible-gaming type and period of errorCode 40', () => {
    const error = readApiError(response(400), {
      errorCode: 40,
      errorMessage: 'Responsible gaming limit exceeded',
      responsibleGamingType: 'PLACE_BET',
      responsibleGamingPeriod: 'DAILY',
    });

    expect(error).toMatchObject({ responsibleGamingType: 'PLACE_BET', responsibleGamingPeriod: 'DAILY' });
  });

  it('keeps the request field a refusal names', () => {
    const error = readApiError(response(400), {
      errorCode: 57,
      errorMessage: 'The personal code is not a valid Latvian code',
      field: 'personalNumber',
    });

    expect(error.field).toBe('personalNumber');
  });

  it('reads an ErrorResponse given as JSON text', () => {
    expect(readApiError(response(401), '{"errorCode":98,"errorMessage":"x"}').errorCode).toBe(98);
  });

  it.each([
    ['garbled text', '<html>502 Bad Gateway</html>'],
    ['an empty body', undefined],
    ['a non-integer errorCode', { errorCode: '96', errorMessage: 'x' }],
    ['a JSON array', [1, 2]],
  ])('gives errorCode -1 for %s', (_case, body) => {
    expect(readApiError(response(502, 'Bad Gateway'), body)).toMatchObject({
      errorCode: -1,
      httpStatus: 502,
    });
  });

  it('falls back to the status text when the body has no message', () => {
    expect(readApiError(response(502, 'Bad Gateway'), undefined).errorMessage).toBe('Bad Gateway');
  });
});

describe('Retry-After', () => {
  it("gives a 429's wait in seconds", () => {
    const throttled = new Response(null, { status: 429, headers: { 'Retry-After': '30' } });
    expect(readApiError(throttled, { errorCode: -1, errorMessage: 'x' }).retryAfterSeconds).toBe(30);
  });

  it('is undefined without the header', () => {
    expect(
      readApiError(response(429), { errorCode: -1, errorMessage: 'x' }).retryAfterSeconds,
    ).toBeUndefined();
  });

  it('counts an HTTP date from now', () => {
    const now = Date.parse('2026-11-29T10:00:00Z');
    expect(readRetryAfter('Sun, 29 Nov 2026 10:01:30 GMT', now)).toBe(90);
  });

  it('never gives a negative wait for a date already past', () => {
    const now = Date.parse('2026-11-29T10:00:00Z');
    expect(readRetryAfter('Sun, 29 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('is undefined for an unreadable value', () => {
    expect(readRetryAfter('soon')).toBeUndefined();
  });
});
