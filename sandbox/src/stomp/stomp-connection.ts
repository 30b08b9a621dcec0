import type { WebSocket } from 'ws';
import { StompFrameParser, StompFrameTooLargeError } from './stomp-frame-parser.ts';
import { StompProtocolError, serializeFrame, type StompFrame, type StompVersion } from './stomp-frame.ts';
import { negotiateHeartBeat, negotiateVersion, parseHeartBeat } from './stomp-negotiation.ts';
import type { StompAuthenticator } from './stomp-authenticator.ts';
import { StompHeartBeats } from './stomp-heart-beats.ts';
import { StompSubscriptions, type Subscription } from './stomp-subscriptions.ts';

export interface StompConnectionOptions {
  readonly id: string;
  readonly socket: WebSocket;
  readonly authenticate: StompAuthenticator;
  /** Heart-beat period the broker offers in both directions, in ms. */
  readonly heartBeatMs: number;
  /** Longest accepted frame, in characters. */
  readonly maxFrameChars: number;
  /** How long a new socket may take to send CONNECT before it is closed, in ms. */
  readonly connectTimeoutMs: number;
  /**
   * Most bytes a connection may have waiting to be sent (`ws.bufferedAmount`: a client that stopped
   * reading); a delivery beyond it ends the connection with an ERROR frame.
   */
  readonly maxBufferedBytes: number;
  readonly onClosed: (connection: StompConnection) => void;
  /** Told about each new subscription, after the RECEIPT it asked for. */
  readonly onSubscribed: (connection: StompConnection, subscription: Subscription) => void;
  /** Told about a failure of the broker itself (the connection then closes with 1011). */
  readonly onInternalError: (error: unknown) => void;
}

/** WebSocket close codes the broker uses. */
const closeCodes = {
  normal: 1000,
  goingAway: 1001,
  protocol: 1002,
  policy: 1008,
  tooBig: 1009,
  internal: 1011,
} as const;

/** One client connection: the CONNECT handshake, subscriptions, acknowledgements and heart-beats. */
export class StompConnection {
  customerId: number | null = null;
  sessionId: string | null = null;
  readonly #options: StompConnectionOptions;
  readonly #parser: StompFrameParser;
  readonly #subscriptions = new StompSubscriptions();
  #version: StompVersion = '1.2';
  #state: 'awaiting-connect' | 'connected' | 'closed' = 'awaiting-connect';
  #messageSeq = 0;
  /** The `receipt` of the frame being handled, echoed as `receipt-id` by an ERROR it causes. */
  #failingReceipt: string | undefined;
  readonly #heartBeats: StompHeartBeats;
  readonly #connectTimer: NodeJS.Timeout;

  constructor(options: StompConnectionOptions) {
    this.#options = options;
    this.#connectTimer = setTimeout(() => {
      this.#failingReceipt = undefined;
      this.#fail(`No CONNECT frame within ${options.connectTimeoutMs} ms`, '', closeCodes.policy);
    }, options.connectTimeoutMs);
    this.#parser = new StompFrameParser({ maxFrameChars: options.maxFrameChars });
    this.#heartBeats = new StompHeartBeats(
      () => {
        options.socket.send('\n');
      },
      () => {
        this.#failingReceipt = undefined;
        this.#fail('Heart-beat timeout', '', closeCodes.goingAway);
      },
    );
    options.socket.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
      this.#receive(data);
    });
    options.socket.on('close', () => {
      this.#shutdown();
    });
    // A frame the WebSocket layer rejects (over maxPayload, unmasked, invalid UTF-8, unknown opcode, RSV
    // bits, a bad close code) or a socket failure: ws has already closed the socket with the matching
    // code (1009, 1002, 1007) and 'close' follows. Without a listener the 'error' event would end the
    // process.
    options.socket.on('error', () => {
      this.#shutdown();
    });
  }

  get id(): string {
    return this.#options.id;
  }

  /** Whether this connection is connected and subscribed to `destination` (a message would arrive). */
  listensTo(destination: string): boolean {
    return this.#state === 'connected' && this.#subscriptions.to(destination).length > 0;
  }

  /** Sends a MESSAGE to every subscription of this connection to `destination`; returns how many. */
  deliver(destination: string, body: string): number {
    if (this.#state !== 'connected') return 0;
    const subscriptions = this.#subscriptions.to(destination);
    for (const subscription of subscriptions) this.#sendMessage(subscription, body);
    return subscriptions.length;
  }

  /** Sends a MESSAGE to one subscription while it lasts; returns 1, or 0 when it has ended. */
  deliverTo(subscription: Subscription, body: string): number {
    if (this.#state !== 'connected' || !this.#subscriptions.has(subscription)) return 0;
    this.#sendMessage(subscription, body);
    return 1;
  }

  /** Ends the connection with an ERROR frame, e.g. when the session it belongs to has been logged out. */
  end(message: string): void {
    this.#failingReceipt = undefined;
    this.#fail(message, '', closeCodes.policy);
  }

  #receive(data: Uint8Array | ArrayBuffer | readonly Uint8Array[]): void {
    if (this.#state === 'closed') return;
    this.#heartBeats.heard();
    try {
      for (const item of this.#parser.push(data)) {
        if (item.kind === 'frame') this.#handle(item.frame);
        if (this.#isClosed()) return;
        this.#failingReceipt = undefined;
      }
    } catch (error) {
      if (!(error instanceof StompProtocolError)) {
        this.#options.onInternalError(error);
        this.#fail('Internal broker error', '', closeCodes.internal);
        return;
      }
      const code = error instanceof StompFrameTooLargeError ? closeCodes.tooBig : closeCodes.protocol;
      this.#fail(error.message, '', code);
    }
  }

  #handle(frame: StompFrame): void {
    const receipt = frame.headers.get('receipt');
    this.#failingReceipt = receipt;
    if (frame.command === 'CONNECT' || frame.command === 'STOMP') {
      this.#connect(frame);
      return;
    }
    if (this.#state !== 'connected') throw new StompProtocolError(`Expected CONNECT, got ${frame.command}`);
    let subscribed: Subscription | undefined;
    switch (frame.command) {
      case 'SUBSCRIBE':
        subscribed = this.#subscriptions.subscribe(frame, this.#version);
        break;
      case 'UNSUBSCRIBE':
        this.#subscriptions.unsubscribe(frame);
        break;
      case 'ACK':
      case 'NACK':
        this.#subscriptions.settle(frame, this.#version);
        break;
      case 'DISCONNECT':
        if (receipt !== undefined) this.#send('RECEIPT', { 'receipt-id': receipt });
        this.#close(closeCodes.normal, 'DISCONNECT');
        return;
      case 'SEND':
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        throw new StompProtocolError(`${frame.command} is not supported by this broker`);
      default:
        throw new StompProtocolError(`Unknown command ${frame.command}`);
    }
    if (receipt !== undefined) this.#send('RECEIPT', { 'receipt-id': receipt });
    if (subscribed !== undefined) this.#options.onSubscribed(this, subscribed);
  }

  #connect(frame: StompFrame): void {
    if (this.#state !== 'awaiting-connect') throw new StompProtocolError('Already connected');
    const version = negotiateVersion(frame.headers.get('accept-version'));
    if (version === null) {
      this.#send('ERROR', {
        version: '1.0,1.1,1.2',
        message: 'Supported protocol versions are 1.0, 1.1, 1.2',
      });
      this.#close(closeCodes.protocol, 'Unsupported version');
      return;
    }
    const auth = this.#options.authenticate(
      frame.headers.get('Authorization') ?? frame.headers.get('authorization'),
    );
    if (!auth.ok) {
      const body = JSON.stringify({ errorCode: auth.errorCode, errorMessage: auth.errorMessage });
      this.#fail(auth.errorMessage, body, closeCodes.policy, 'application/json');
      return;
    }
    this.#version = version;
    this.#parser.version = version;
    this.customerId = auth.customerId;
    this.sessionId = auth.sessionId;
    this.#state = 'connected';
    clearTimeout(this.#connectTimer);
    const headers: Record<string, string> = { version, server: 'lv-casino-sandbox/0.1', session: this.id };
    headers['user-name'] = String(auth.customerId);
    const offered = this.#options.heartBeatMs;
    if (version !== '1.0') {
      headers['heart-beat'] = `${offered},${offered}`;
      this.#heartBeats.start(
        negotiateHeartBeat(parseHeartBeat(frame.headers.get('heart-beat')), [offered, offered]),
      );
    } else {
      // STOMP 1.0 has no heart-beats: the broker sends none, but a client silent for more than twice
      // the broker's period is dropped all the same, so no connection idles for ever.
      this.#heartBeats.start({ sendEveryMs: 0, expectEveryMs: offered });
    }
    this.#send('CONNECTED', headers);
  }

  #sendMessage(subscription: Subscription, body: string): void {
    const messageId = `${this.id}-${++this.#messageSeq}`;
    const ackHeader = this.#version === '1.2' && subscription.ack !== 'auto' ? { ack: messageId } : {};
    this.#send(
      'MESSAGE',
      {
        subscription: subscription.id,
        'message-id': messageId,
        destination: subscription.destination,
        'content-type': 'application/json',
        ...ackHeader,
      },
      body,
    );
    this.#subscriptions.expectAck(messageId, subscription);
    const buffered = this.#options.socket.bufferedAmount;
    if (buffered > this.#options.maxBufferedBytes) {
      this.#failingReceipt = undefined;
      this.#fail(
        `Slow consumer: ${buffered} bytes wait to be sent, more than ${this.#options.maxBufferedBytes}`,
        '',
        closeCodes.policy,
      );
    }
  }

  #send(command: string, headers: Readonly<Record<string, string>>, body = ''): void {
    if (this.#options.socket.readyState !== this.#options.socket.OPEN) return;
    this.#options.socket.send(serializeFrame(command, headers, body, this.#version).toString('utf8'));
  }

  #fail(message: string, body: string, code: number, contentType = 'text/plain'): void {
    if (this.#state === 'closed') return;
    const receipt = this.#failingReceipt === undefined ? {} : { 'receipt-id': this.#failingReceipt };
    this.#send('ERROR', { message, 'content-type': contentType, ...receipt }, body);
    this.#close(code, message);
  }

  #close(code: number, reason: string): void {
    this.#shutdown();
    this.#options.socket.close(code, closeReason(reason));
  }

  #isClosed(): boolean {
    return this.#state === 'closed';
  }

  #shutdown(): void {
    if (this.#state === 'closed') return;
    this.#state = 'closed';
    clearTimeout(this.#connectTimer);
    this.#heartBeats.stop();
    this.#options.onClosed(this);
  }
}

/** Longest close reason a WebSocket close frame holds, in UTF-8 bytes (RFC 6455 §5.5: 125 − the code). */
const maxCloseReasonBytes = 123;

/**
 * A close reason cut to 123 UTF-8 bytes at a character boundary: ws throws on a longer one, and reasons
 * quote client input (an unknown command, a destination) that may be long or not ASCII.
 */
export function closeReason(reason: string): string {
  let cut = '';
  let bytes = 0;
  for (const character of reason) {
    bytes += Buffer.byteLength(character, 'utf8');
    if (bytes > maxCloseReasonBytes) break;
    cut += character;
  }
  return cut;
}
