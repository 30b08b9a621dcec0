import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applicationErrorReaction, isChunkLoadError, transportErrorKind } from './transport-error.rule.ts';

describe('transportErrorKind', () => {
  it.each([
    ['Request aborted', 'aborted'],
    ['Network Error', 'network'],
    ['timeout of 0ms exceeded', 'timeout'],
    ['Unsupported protocol ftp:', 'unsupported-protocol'],
    ['TypeError: Failed to fetch', 'network'],
    ['TypeError: NetworkError when attempting to fetch resource.', 'network'],
    ['TypeError: Load failed', 'network'],
    ['AbortError: The user aborted a request.', 'aborted'],
    ['TimeoutError: The operation timed out.', 'timeout'],
  ])('reads %s as %s', (message, kind) => {
    expect(transportErrorKind(message)).toBe(kind);
  });

  it('reads any other message as no transport error', () => {
    expect(transportErrorKind('Request failed with status code 500')).toBeNull();
  });

  it('finds a known message wherever it sits in the text', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('Request aborted', 'Network Error'),
        fc.string(),
        (a, message, b) => {
          expect(transportErrorKind(`${a}${message}${b}`)).not.toBeNull();
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('isChunkLoadError', () => {
  it('recognises a ChunkLoadError by name', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
  });

  it('recognises a failed dynamic import by message', () => {
    expect(
      isChunkLoadError({ name: 'TypeError', message: 'Failed to fetch dynamically imported module: /a.js' }),
    ).toBe(true);
  });

  it('does not take an error without a message for one', () => {
    expect(isChunkLoadError({ name: 'TypeError' })).toBe(false);
  });

  it('does not take another error for one', () => {
    expect(isChunkLoadError({ name: 'TypeError', message: 'x is undefined' })).toBe(false);
  });
});

describe('applicationErrorReaction', () => {
  it('opens the new-version modal on a failed chunk load', () => {
    expect(applicationErrorReaction({ name: 'ChunkLoadError' })).toEqual({
      kind: 'open-modal',
      modal: 'new-version-modal',
    });
  });

  it('shows the unexpected-error page otherwise', () => {
    expect(applicationErrorReaction({ message: 'boom' })).toEqual({ kind: 'unexpected-error' });
  });
});
