import { TOO_MANY_REQUESTS } from '@lv-casino/core/errors/describe-failure.rule.ts';
import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { describe, expect, it } from 'vitest';
import { failureText } from './failure-text.ts';

const badCredentials: ErrorDescriptor = {
  code: 1,
  name: 'BAD_CREDENTIALS',
  messageKey: 'errors.api.1',
  clientAction: 'show-message',
};

describe('failureText', () => {
  it("is the catalogue's text of an error", () => {
    expect(failureText(badCredentials, null)).toEqual({ id: 'errors.api.1' });
  });

  it('is the general "wait a minute" for a 429 that said no wait', () => {
    expect(failureText(TOO_MANY_REQUESTS, null)).toEqual({ id: 'errors.api.tooManyRequests' });
  });

  it('says a wait under a minute in seconds', () => {
    expect(failureText(TOO_MANY_REQUESTS, 30)).toEqual({
      id: 'errors.api.tooManyRequests.seconds',
      values: { seconds: 30 },
    });
  });

  it('says a longer wait in whole minutes, rounded up', () => {
    expect(failureText(TOO_MANY_REQUESTS, 61)).toEqual({
      id: 'errors.api.tooManyRequests.minutes',
      values: { minutes: 2 },
    });
  });
});
