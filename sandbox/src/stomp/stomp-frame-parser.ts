import { StompProtocolError, unescapeHeader, type StompFrame, type StompVersion } from './stomp-frame.ts';

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;

/** A frame longer than the broker accepts. */
export class StompFrameTooLargeError extends StompProtocolError {
  override readonly name = 'StompFrameTooLargeError';
}

/** What the parser found in the stream: a frame, or an EOL sent as a heart-beat. */
export type StompParsedItem =
  { readonly kind: 'frame'; readonly frame: StompFrame } | { readonly kind: 'heart-beat' };

export interface StompFrameParserOptions {
  /** Longest frame accepted, in characters of the whole frame (command, headers and body). */
  readonly maxFrameChars: number;
}

/**
 * Incremental parser of a STOMP byte stream. Chunks may hold several frames, part of a frame, or
 * heart-beat EOLs (LF or CRLF) between frames. A body is read up to `content-length` octets (so it may
 * contain NUL) or, without that header, up to the first NUL. After it throws, the parser is unusable.
 */
export class StompFrameParser {
  /** Version whose escaping rules apply to headers; set once CONNECT has been negotiated. */
  version: StompVersion = '1.2';
  #buffer: Buffer = Buffer.alloc(0);
  readonly #maxFrameChars: number;

  constructor(options: StompFrameParserOptions) {
    this.#maxFrameChars = options.maxFrameChars;
  }

  /** Adds received bytes and returns every complete item they finish, in order. */
  push(chunk: string | Uint8Array | ArrayBuffer | readonly Uint8Array[]): StompParsedItem[] {
    const bytes = toBuffer(chunk);
    this.#buffer = this.#buffer.length === 0 ? bytes : Buffer.concat([this.#buffer, bytes]);
    const items: StompParsedItem[] = [];
    for (let item = this.#next(); item !== null; item = this.#next()) items.push(item);
    return items;
  }

  #next(): StompParsedItem | null {
    const buf = this.#buffer;
    if (buf.length === 0) return null;
    if (buf[0] === LF) return this.#heartBeat(1);
    if (buf[0] === CR) {
      if (buf.length < 2) return null;
      if (buf[1] === LF) return this.#heartBeat(2);
      throw new StompProtocolError('A carriage return must be followed by a line feed');
    }
    const head = readHead(buf);
    if (head === null) return this.#waitFor(buf.length);
    const [command, ...headerLines] = head.lines;
    if (command === undefined || command === '') throw new StompProtocolError('A frame needs a command');
    const headers = this.#readHeaders(command, headerLines);
    const length = headers.get('content-length');
    let bodyEnd: number;
    if (length === undefined) {
      bodyEnd = buf.indexOf(NUL, head.bodyStart);
      if (bodyEnd === -1) return this.#waitFor(buf.length);
    } else {
      if (!/^\d+$/.test(length)) throw new StompProtocolError(`Invalid content-length "${length}"`);
      bodyEnd = head.bodyStart + Number(length);
      // Each character takes at most 4 octets, so a longer body cannot fit in the limit.
      if (Number(length) > this.#maxFrameChars * 4) throw this.#tooLarge();
      if (buf.length <= bodyEnd) return this.#waitFor(buf.length);
      if (buf[bodyEnd] !== NUL)
        throw new StompProtocolError('The body is not followed by NUL at content-length');
    }
    this.#checkSize(bodyEnd + 1);
    const frame: StompFrame = {
      command,
      headers,
      body: new Uint8Array(buf.subarray(head.bodyStart, bodyEnd)),
    };
    this.#buffer = buf.subarray(bodyEnd + 1);
    return { kind: 'frame', frame };
  }

  #readHeaders(command: string, lines: readonly string[]): Map<string, string> {
    const headers = new Map<string, string>();
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon === -1) throw new StompProtocolError(`Header line without a colon in ${command}`);
      const name = unescapeHeader(line.slice(0, colon), this.version, command);
      const value = unescapeHeader(line.slice(colon + 1), this.version, command);
      if (!headers.has(name)) headers.set(name, value);
    }
    return headers;
  }

  #heartBeat(eolLength: number): StompParsedItem {
    this.#buffer = this.#buffer.subarray(eolLength);
    return { kind: 'heart-beat' };
  }

  #waitFor(pendingBytes: number): null {
    this.#checkSize(pendingBytes);
    return null;
  }

  #checkSize(frameBytes: number): void {
    if (frameBytes <= this.#maxFrameChars) return;
    if (this.#buffer.subarray(0, frameBytes).toString('utf8').length > this.#maxFrameChars)
      throw this.#tooLarge();
  }

  #tooLarge(): StompFrameTooLargeError {
    return new StompFrameTooLargeError(`Frame larger than ${this.#maxFrameChars} characters`);
  }
}

/** Reads the command and header lines up to the blank line; null while that line has not arrived. */
function readHead(buf: Buffer): { lines: string[]; bodyStart: number } | null {
  const lines: string[] = [];
  let start = 0;
  for (;;) {
    const end = buf.indexOf(LF, start);
    const nul = buf.indexOf(NUL, start);
    if (nul !== -1 && (end === -1 || nul < end))
      throw new StompProtocolError('NUL before the end of the headers');
    if (end === -1) return null;
    const lineEnd = end > start && buf[end - 1] === CR ? end - 1 : end;
    if (lineEnd === start) return { lines, bodyStart: end + 1 };
    lines.push(buf.subarray(start, lineEnd).toString('utf8'));
    start = end + 1;
  }
}

function toBuffer(chunk: string | Uint8Array | ArrayBuffer | readonly Uint8Array[]): Buffer {
  if (typeof chunk === 'string') return Buffer.from(chunk, 'utf8');
  if (chunk instanceof ArrayBuffer) return Buffer.from(new Uint8Array(chunk));
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return Buffer.concat(chunk);
}
