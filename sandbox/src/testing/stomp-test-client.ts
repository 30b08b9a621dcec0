import { WebSocket } from 'ws';
import { StompFrameParser } from '../stomp/stomp-frame-parser.ts';
import { serializeFrame, type StompFrame, type StompVersion } from '../stomp/stomp-frame.ts';

/**
 * How long a wait lasts before it fails, in ms: a bound for a hang, not for speed. A wait returns as
 * soon as what it waits for is observed, so a generous bound costs a passing test nothing.
 */
const hangMs = 10_000;

/** A raw STOMP-over-WebSocket client for tests: sends any bytes, records frames, heart-beats and the close. */
export class StompTestClient {
  readonly socket: WebSocket;
  readonly frames: StompFrame[] = [];
  heartBeats = 0;
  closeCode: number | null = null;
  readonly closed: Promise<number>;
  readonly #parser = new StompFrameParser({ maxFrameChars: 1024 * 1024 });
  readonly #waiters: (() => void)[] = [];

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.on('message', (data: Buffer) => {
      for (const item of this.#parser.push(data)) {
        if (item.kind === 'frame') this.frames.push(item.frame);
        else this.heartBeats++;
      }
      this.#wake();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code) => {
        this.closeCode = code;
        this.#wake();
        resolve(code);
      });
    });
  }

  /** Opens a WebSocket to `${baseUrl}/ws` offering the given subprotocols. */
  static async open(
    baseUrl: string,
    protocols: readonly string[] = ['v12.stomp', 'v11.stomp', 'v10.stomp'],
  ): Promise<StompTestClient> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, [...protocols]);
    const client = new StompTestClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => {
        resolve();
      });
      socket.once('error', reject);
    });
    return client;
  }

  send(raw: string | Buffer): void {
    this.socket.send(raw);
  }

  sendFrame(
    command: string,
    headers: Record<string, string>,
    body = '',
    version: StompVersion = '1.2',
  ): void {
    this.send(serializeFrame(command, headers, body, version).toString('utf8'));
  }

  /** CONNECT with a bearer token and the frame the broker answers. */
  async connect(token: string | undefined, headers: Record<string, string> = {}): Promise<StompFrame> {
    this.sendFrame('CONNECT', {
      'accept-version': '1.2,1.1,1.0',
      host: 'localhost',
      'heart-beat': '0,0',
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
      ...headers,
    });
    return this.nextFrame();
  }

  /** Waits for the next frame not yet returned by this method. */
  async nextFrame(timeoutMs = hangMs): Promise<StompFrame> {
    const index = this.#consumed++;
    await this.#until(() => this.frames.length > index, timeoutMs, 'a frame');
    return this.frames[index] as StompFrame;
  }

  /** Waits until the socket is closed; returns the close code. */
  async waitForClose(timeoutMs = hangMs): Promise<number> {
    await this.#until(() => this.closeCode !== null, timeoutMs, 'the socket to close');
    return this.closeCode ?? 0;
  }

  /** Waits until at least `count` heart-beats have arrived; fails as soon as the socket closes first. */
  async waitForHeartBeats(count: number, timeoutMs = hangMs): Promise<void> {
    const arrived = () => this.heartBeats >= count;
    await this.#until(() => arrived() || this.closeCode !== null, timeoutMs, `${count} heart-beats`);
    if (!arrived()) {
      throw new Error(
        `The socket closed (${this.closeCode}) after ${this.heartBeats} of ${count} heart-beats`,
      );
    }
  }

  close(): void {
    this.socket.terminate();
  }

  #consumed = 0;

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
