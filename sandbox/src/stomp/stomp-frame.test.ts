import { describe, expect, it } from 'vitest';
import { StompFrameParser, StompFrameTooLargeError } from './stomp-frame-parser.ts';
import { bodyText, escapeHeader, serializeFrame, StompProtocolError, unescapeHeader } from './stomp-frame.ts';

const parser = (maxFrameChars = 16_384): StompFrameParser => new StompFrameParser({ maxFrameChars });
const frames = (p: StompFrameParser, chunk: string | Buffer) =>
  p.push(chunk).flatMap((item) => (item.kind === 'frame' ? [item.frame] : []));

describe('header escaping', () => {
  it('escapes backslash, line feed, colon and (in 1.2) carriage return', () => {
    expect(escapeHeader('a\\b\nc:d\re', '1.2', 'MESSAGE')).toBe('a\\\\b\\nc\\cd\\re');
  });

  it('leaves carriage returns alone in 1.1, which has no \\r escape', () => {
    expect(escapeHeader('a:\rb', '1.1', 'MESSAGE')).toBe('a\\c\rb');
  });

  it('does not escape in 1.0 nor in CONNECT and CONNECTED frames', () => {
    expect(escapeHeader('a:b\\c', '1.0', 'MESSAGE')).toBe('a:b\\c');
    expect(escapeHeader('a:b', '1.2', 'CONNECTED')).toBe('a:b');
    expect(unescapeHeader('a\\cb', '1.2', 'CONNECT')).toBe('a\\cb');
  });

  it('reverses its own escaping', () => {
    const value = 'x:\\y\nz\r';
    expect(unescapeHeader(escapeHeader(value, '1.2', 'SEND'), '1.2', 'SEND')).toBe(value);
  });

  it('rejects escape sequences the version does not define', () => {
    expect(() => unescapeHeader('a\\tb', '1.2', 'SEND')).toThrow(StompProtocolError);
    expect(() => unescapeHeader('a\\rb', '1.1', 'SEND')).toThrow(StompProtocolError);
  });
});

describe('serializeFrame', () => {
  it('writes command, escaped headers, a blank line, the body, content-length and NUL', () => {
    const bytes = serializeFrame('MESSAGE', { destination: '/a:b' }, 'hé', '1.2');
    expect(bytes.toString('utf8')).toBe('MESSAGE\ndestination:/a\\cb\ncontent-length:3\n\nhé\0');
  });

  it('omits content-length without a body', () => {
    expect(serializeFrame('RECEIPT', { 'receipt-id': '7' }, '', '1.2').toString('utf8')).toBe(
      'RECEIPT\nreceipt-id:7\n\n\0',
    );
  });
});

describe('StompFrameParser', () => {
  it('parses a frame and unescapes its headers by the negotiated version', () => {
    const [frame] = frames(parser(), 'SEND\ndestination:/q\\cx\nreceipt:1\n\nhello\0');
    expect(frame?.command).toBe('SEND');
    expect(frame?.headers.get('destination')).toBe('/q:x');
    expect(frame && bodyText(frame)).toBe('hello');
  });

  it('reads exactly content-length octets, so a body may contain NUL', () => {
    const [frame] = frames(parser(), 'SEND\ncontent-length:5\n\na\0b\0c\0');
    expect(frame && [...frame.body]).toEqual([0x61, 0, 0x62, 0, 0x63]);
  });

  it('fails when the octet at content-length is not NUL', () => {
    expect(() => parser().push('SEND\ncontent-length:2\n\nabc\0')).toThrow(StompProtocolError);
  });

  it('reports LF and CRLF between frames as heart-beats', () => {
    const items = parser().push('\n\r\nSEND\n\n\0\n');
    expect(items.map((i) => i.kind)).toEqual(['heart-beat', 'heart-beat', 'frame', 'heart-beat']);
  });

  it('accepts CRLF line endings in the header block', () => {
    const [frame] = frames(parser(), 'SUBSCRIBE\r\nid:0\r\ndestination:/q\r\n\r\n\0');
    expect(frame?.headers.get('id')).toBe('0');
    expect(frame?.headers.get('destination')).toBe('/q');
  });

  it('joins a frame split across chunks', () => {
    const p = parser();
    expect(p.push('SEND\ncontent-le')).toEqual([]);
    expect(p.push('ngth:3\n\nab')).toEqual([]);
    expect(frames(p, 'c\0').map(bodyText)).toEqual(['abc']);
  });

  it('returns several frames of one chunk in order', () => {
    expect(frames(parser(), 'ACK\nid:1\n\n\0ACK\nid:2\n\n\0').map((f) => f.headers.get('id'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('keeps the first value of a repeated header', () => {
    const [frame] = frames(parser(), 'SEND\nfoo:first\nfoo:second\n\n\0');
    expect(frame?.headers.get('foo')).toBe('first');
  });

  it('keeps colons of header values in 1.0, which has no escaping', () => {
    const p = parser();
    p.version = '1.0';
    expect(frames(p, 'SEND\ndestination:/a:b\\c\n\n\0')[0]?.headers.get('destination')).toBe('/a:b\\c');
  });

  it('rejects a frame longer than the limit, even before it is complete', () => {
    expect(() => parser(100).push(`SEND\n\n${'x'.repeat(200)}`)).toThrow(StompFrameTooLargeError);
    expect(() => parser(100).push(`SEND\ncontent-length:1000\n\n`)).toThrow(StompFrameTooLargeError);
  });

  it('counts characters, not octets, against the limit', () => {
    const body = 'ž'.repeat(60);
    expect(frames(parser(100), `SEND\n\n${body}\0`).map(bodyText)).toEqual([body]);
  });

  it('rejects a header line without a colon', () => {
    expect(() => parser().push('SEND\nnocolon\n\n\0')).toThrow(StompProtocolError);
  });
});
