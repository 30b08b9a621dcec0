import { StompHeaders, type IFrame } from '@stomp/stompjs';
import { describe, expect, it } from 'vitest';
import { errorCodeOf, errorMessageOf } from './stomp-error.ts';

const frame = (headers: Record<string, string>, body = ''): IFrame => ({
  command: 'ERROR',
  headers: Object.assign(new StompHeaders(), headers),
  body,
  isBinaryBody: false,
  binaryBody: new Uint8Array(),
});

describe('errorCodeOf', () => {
  it('reads the errorCode of a JSON body, as the sandbox sends a refused CONNECT', () => {
    expect(errorCodeOf(frame({}, '{"errorCode":97,"errorMessage":"Access token invalid"}'))).toBe(97);
  });

  it.each([
    ['errorCode', '98'],
    ['error-code', '96'],
  ])('reads an %s header when the body has none', (name, value) => {
    expect(errorCodeOf(frame({ [name]: value }, 'Session over'))).toBe(Number(value));
  });

  it.each([
    ['a text body', frame({ message: 'Unknown destination' }, 'Unknown destination')],
    ['a JSON body without a code', frame({}, '{"errorMessage":"x"}')],
    ['a code that is not a number', frame({ errorCode: 'ninety-seven' })],
    ['a code that is not an integer', frame({}, '{"errorCode":97.5}')],
  ])('gives nothing for %s', (_case, error) => {
    expect(errorCodeOf(error)).toBeUndefined();
  });
});

describe('errorMessageOf', () => {
  it('hides a bearer token the broker quotes', () => {
    expect(errorMessageOf(frame({ message: 'Bad Bearer abc.def' }))).toBe('Bad Bearer [redacted]');
  });

  it('says so when there is no message', () => {
    expect(errorMessageOf(frame({}))).toBe('no message');
  });
});
