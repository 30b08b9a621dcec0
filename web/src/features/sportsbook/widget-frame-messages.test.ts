import { describe, expect, it } from 'vitest';
import { MAX_FRAME_HEIGHT, readFrameMessage } from './widget-frame-messages.ts';

describe('readFrameMessage', () => {
  it.each(['frame-ready', 'ready', 'error'])('reads %s', (type) => {
    expect(readFrameMessage({ type, extra: 'dropped' })).toEqual({ type });
  });

  it('reads a height, rounded up to whole pixels', () => {
    expect(readFrameMessage({ type: 'height', height: 640.2 })).toEqual({ type: 'height', height: 641 });
  });

  it('caps a runaway height', () => {
    expect(readFrameMessage({ type: 'height', height: 1e9 })).toEqual({
      type: 'height',
      height: MAX_FRAME_HEIGHT,
    });
  });

  it.each([
    ['a height that is not a number', { type: 'height', height: '640' }],
    ['a negative height', { type: 'height', height: -1 }],
    ['an endless height', { type: 'height', height: Infinity }],
    ['an unknown type', { type: 'init', token: 'bia-1' }],
    ['a string', 'ready'],
    ['null', null],
  ])('ignores %s', (_, data) => {
    expect(readFrameMessage(data)).toBeNull();
  });
});
