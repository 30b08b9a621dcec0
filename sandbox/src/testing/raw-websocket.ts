import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { StompFrameParser } from '../stomp/stomp-frame-parser.ts';
import { serializeFrame, type StompFrame } from '../stomp/stomp-frame.ts';

/** How long a wait lasts before it fails, in ms: a bound for a hang, not for speed. */
const hangMs = 10_000;

/** WebSocket opcodes (RFC 6455 §5.2). */
export const opcodes = {
  continuation: 0x0,
  text: 0x1,
  binary: 0x2,
  close: 0x8,
  ping: 0x9,
  pong: 0xa,
} as const;

/** A frame as a test writes it, right or wrong: any opcode, RSV1, masked or not. */
export interface OutgoingWebSocketFrame {
  readonly opcode: number;
  readonly payload?: Buffer | string;
  /** Default true. */
  readonly fin?: boolean;
  /** Default false (no extension was negotiated, so a set RSV1 is a protocol error). */
  readonly rsv1?: boolean;
  /** Default true: clients must mask (RFC 6455 §5.3). */
  readonly masked?: boolean;
}

/** A frame the server sent. */
export interface IncomingWebSocketFrame {
  readonly fin: boolean;
  readonly opcode: number;
  readonly payload: Buffer;
}

/** Encodes one frame as a client would send it (or, with the options, as a broken client would). */
export function encodeWebSocketFrame(frame: OutgoingWebSocketFrame): Buffer {
  const payload =
    typeof frame.payload === 'string' ? Buffer.from(frame.payload) : (frame.payload ?? Buffer.alloc(0));
  const masked = frame.masked ?? true;
  const first = ((frame.fin ?? true) ? 0x80 : 0) | (frame.rsv1 === true ? 0x40 : 0) | (frame.opcode & 0x0f);
  let header: Buffer;
  if (payload.length < 126) {
    header = Buffer.from([first, (masked ? 0x80 : 0) | payload.length]);
  } else if (payload.length < 65_536) {
    header = Buffer.alloc(4);
    header.writeUInt8(first, 0);
    header.writeUInt8((masked ? 0x80 : 0) | 126, 1);
    header.writeUInt16BE(payload.length, 2);
  } else {
    header = Buffer.alloc(10);
    header.writeUInt8(first, 0);
    header.writeUInt8((masked ? 0x80 : 0) | 127, 1);
    header.writeBigUInt64BE(BigInt(payload.length), 2);
  }
  if (!masked) return Buffer.concat([header, payload]);
  const key = randomBytes(4);
  const body = Buffer.from(payload);
  for (let i = 0; i < body.length; i++) body[i] = (body[i] ?? 0) ^ (key[i % 4] ?? 0);
  return Buffer.concat([header, key, body]);
}

/**
 * A WebSocket client over a bare TCP socket, for tests of hostile and slow clients: it makes the opening
 * handshake by hand, then writes any frame (unmasked, unknown opcodes, RSV1, bad close codes…), reads
 * the server's frames (and the STOMP frames in its text frames), and can stop reading (`pause`) like a
 * client that no longer keeps up.
 */
export class RawWebSocket {
  readonly socket: Socket;
  /** Every frame the server sent, in order. */
  readonly frames: IncomingWebSocketFrame[] = [];
  /** The STOMP frames in the server's text frames (heart-beat EOLs left out). */
  readonly stompFrames: StompFrame[] = [];
  /** Whether the TCP connection has ended (either side). */
  ended = false;
  #buffer: Buffer;
  readonly #stomp = new StompFrameParser({ maxFrameChars: 1024 * 1024 });
  readonly #waiters: (() => void)[] = [];

  private constructor(socket: Socket, rest: Buffer) {
    this.socket = socket;
    this.#buffer = rest;
    socket.on('data', (chunk: Buffer) => {
      this.#buffer = Buffer.concat([this.#buffer, chunk]);
      this.#parse();
    });
    socket.on('close', () => {
      this.ended = true;
      this.#wake();
    });
    this.#parse();
    socket.resume();
  }

  /** Opens a TCP connection to `${baseUrl}${path}` and upgrades it; fails unless the server answers 101. */
  static async open(
    baseUrl: string,
    { path = '/ws', protocols = ['v12.stomp'] }: { path?: string; protocols?: readonly string[] } = {},
  ): Promise<RawWebSocket> {
    const { hostname, port } = new URL(baseUrl);
    const socket = connect(Number(port), hostname.replace(/^\[|\]$/g, ''));
    // A server that closes a hostile client may reset the connection while the test still writes.
    socket.on('error', () => undefined);
    const key = randomBytes(16).toString('base64');
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n` +
        (protocols.length === 0 ? '' : `Sec-WebSocket-Protocol: ${protocols.join(', ')}\r\n`) +
        '\r\n',
    );
    const { head, rest } = await readHead(socket);
    const status = head.split('\r\n', 1)[0] ?? '';
    if (!/^HTTP\/1\.1 101 /.test(status)) {
      socket.destroy();
      throw new Error(`The WebSocket handshake failed: ${status}`);
    }
    return new RawWebSocket(socket, rest);
  }

  /** Writes one frame (masked unless told otherwise). */
  send(frame: OutgoingWebSocketFrame): void {
    if (!this.socket.destroyed) this.socket.write(encodeWebSocketFrame(frame));
  }

  /** Writes raw bytes, e.g. a frame header that announces more than it sends. */
  write(bytes: Buffer): void {
    if (!this.socket.destroyed) this.socket.write(bytes);
  }

  /** Sends a STOMP frame in a masked text frame. */
  sendStomp(command: string, headers: Record<string, string>, body = ''): void {
    this.send({ opcode: opcodes.text, payload: serializeFrame(command, headers, body, '1.2') });
  }

  /** Stops reading: the server's frames pile up in the kernel's buffers, then in the server's. */
  pause(): void {
    this.socket.pause();
  }

  resume(): void {
    this.socket.resume();
  }

  /** Waits for the server's close frame; returns its status code (1005 when it carries none). */
  async closeCode(timeoutMs = hangMs): Promise<number> {
    await this.#until(() => this.#closeFrame() !== undefined || this.ended, timeoutMs, 'a close frame');
    const close = this.#closeFrame();
    if (close === undefined) throw new Error('The connection ended without a close frame');
    return close.payload.length >= 2 ? close.payload.readUInt16BE(0) : 1005;
  }

  /** Waits for the STOMP frame at `index` (in arrival order). */
  async stompFrame(index: number, timeoutMs = hangMs): Promise<StompFrame> {
    await this.#until(() => this.stompFrames.length > index, timeoutMs, `STOMP frame ${index}`);
    return this.stompFrames[index] as StompFrame;
  }

  /** Waits for the first STOMP frame with this command; returns it. */
  async stompFrameOf(command: string, timeoutMs = hangMs): Promise<StompFrame> {
    const found = () => this.stompFrames.find((frame) => frame.command === command);
    await this.#until(() => found() !== undefined, timeoutMs, `a ${command} frame`);
    return found() as StompFrame;
  }

  /** Waits until the TCP connection has ended. */
  async waitForEnd(timeoutMs = hangMs): Promise<void> {
    await this.#until(() => this.ended, timeoutMs, 'the connection to end');
  }

  destroy(): void {
    this.socket.destroy();
  }

  #closeFrame(): IncomingWebSocketFrame | undefined {
    return this.frames.find((frame) => frame.opcode === opcodes.close);
  }

  #parse(): void {
    for (;;) {
      const frame = takeFrame(this.#buffer);
      if (frame === null) break;
      this.#buffer = this.#buffer.subarray(frame.size);
      this.frames.push(frame.frame);
      if (frame.frame.opcode === opcodes.text) {
        for (const item of this.#stomp.push(frame.frame.payload)) {
          if (item.kind === 'frame') this.stompFrames.push(item.frame);
        }
      }
    }
    this.#wake();
  }

  async #until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 20);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  #wake(): void {
    for (const waiter of this.#waiters.splice(0)) waiter();
  }
}

/** One unmasked server frame from the start of `buffer`, or null while it is incomplete. */
function takeFrame(buffer: Buffer): { frame: IncomingWebSocketFrame; size: number } | null {
  if (buffer.length < 2) return null;
  const first = buffer.readUInt8(0);
  const second = buffer.readUInt8(1);
  let length = second & 0x7f;
  let offset = 2;
  if (length === 126) {
    if (buffer.length < 4) return null;
    length = buffer.readUInt16BE(2);
    offset = 4;
  } else if (length === 127) {
    if (buffer.length < 10) return null;
    length = Number(buffer.readBigUInt64BE(2));
    offset = 10;
  }
  if (buffer.length < offset + length) return null;
  return {
    frame: {
      fin: (first & 0x80) !== 0,
      opcode: first & 0x0f,
      payload: buffer.subarray(offset, offset + length),
    },
    size: offset + length,
  };
}

/** Reads a socket up to the end of the HTTP head; returns the head and what followed it. */
async function readHead(socket: Socket): Promise<{ head: string; rest: Buffer }> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const timer = setTimeout(() => {
      cleanUp();
      reject(new Error('Timed out waiting for the handshake answer'));
    }, hangMs);
    const onData = (chunk: Buffer): void => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      cleanUp();
      socket.pause();
      resolve({ head: received.subarray(0, end).toString('latin1'), rest: received.subarray(end + 4) });
    };
    const onClose = (): void => {
      cleanUp();
      reject(new Error('The connection closed during the handshake'));
    };
    const cleanUp = (): void => {
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('close', onClose);
    };
    socket.on('data', onData);
    socket.on('close', onClose);
  });
}
