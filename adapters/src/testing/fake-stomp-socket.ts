import type { IStompSocket } from '@stomp/stompjs';

/** A STOMP frame as the fake broker sees it. */
export interface StompFrame {
  readonly command: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Deliveries of every fake socket so far: the default `message-id`s never repeat, as a broker's. */
let deliveries = 0;

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 3;

const parseFrame = (raw: string): StompFrame => {
  const text = raw.replace(/^\n+/, '');
  const split = text.indexOf('\n\n');
  const head = split === -1 ? text : text.slice(0, split);
  const body = split === -1 ? '' : text.slice(split + 2);
  const [command = '', ...lines] = head.split('\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon);
    if (!(name in headers)) headers[name] = line.slice(colon + 1);
  }
  return { command, headers, body };
};

const serialiseFrame = ({ command, headers, body }: StompFrame): string =>
  [command, ...Object.entries(headers).map(([name, value]) => `${name}:${value}`), '', body].join('\n') +
  '\0';

/**
 * An in-memory WebSocket that plays the broker: it records the frames the client sends and lets a test
 * open the socket, answer with server frames, send heart-beats and close it. Supplied to stompjs through
 * `webSocketFactory`.
 */
export class FakeStompSocket implements IStompSocket {
  url = 'ws://fake.broker/ws';
  protocol = 'v11.stomp';
  binaryType?: string;
  readyState = CONNECTING;
  onopen: ((event?: unknown) => unknown) | null = null;
  onmessage: ((event: { data: string }) => unknown) | null = null;
  onclose: ((event?: unknown) => unknown) | null = null;
  onerror: ((event: unknown) => unknown) | null = null;
  /** Every frame the client sent, heart-beats excluded. */
  readonly frames: StompFrame[] = [];
  /** How many heart-beats (bare EOLs) the client sent. */
  heartbeatsReceived = 0;

  send(data: string | ArrayBufferLike | Blob | ArrayBufferView): void {
    if (typeof data !== 'string') throw new Error('FakeStompSocket takes text frames only');
    if (this.readyState !== OPEN) throw new Error('send on a socket that is not open');
    for (const chunk of data.split('\0')) {
      if (chunk.trim() === '') {
        if (chunk.includes('\n')) this.heartbeatsReceived += 1;
        continue;
      }
      this.#receive(parseFrame(chunk));
    }
  }

  close(): void {
    if (this.readyState === CLOSED) return;
    this.readyState = CLOSED;
    this.onclose?.({ code: 1000, reason: '', wasClean: true });
  }

  /** The server accepts the WebSocket handshake. */
  open(): void {
    this.readyState = OPEN;
    this.onopen?.({});
  }

  /** The last frame the client sent with this command. */
  lastFrame(command: string): StompFrame | undefined {
    return this.frames.findLast((frame) => frame.command === command);
  }

  /** The server answers CONNECT (STOMP 1.1, heart-beat 10000,10000 unless overridden). */
  acceptConnect(headers: Record<string, string> = {}): void {
    this.serverSends({
      command: 'CONNECTED',
      headers: { version: '1.1', 'heart-beat': '10000,10000', server: 'fake', ...headers },
      body: '',
    });
  }

  /**
   * The server delivers `body` on the client's subscription to `destination`, with a `message-id`
   * unique among every fake socket's deliveries, unless `messageId` names one (a redelivery keeps it)
   * or is null (no header); `headers` add to or override the MESSAGE's headers.
   */
  deliver(
    destination: string,
    body: string,
    {
      messageId = `fake-message-${String(++deliveries)}`,
      headers = {},
    }: { readonly messageId?: string | null; readonly headers?: Readonly<Record<string, string>> } = {},
  ): void {
    const subscription = this.frames.findLast(
      (frame) => frame.command === 'SUBSCRIBE' && frame.headers.destination === destination,
    );
    if (subscription === undefined) throw new Error(`no subscription to ${destination}`);
    this.serverSends({
      command: 'MESSAGE',
      headers: {
        subscription: subscription.headers.id ?? '',
        ...(messageId === null ? {} : { 'message-id': messageId }),
        destination,
        'content-type': 'application/json',
        ...headers,
      },
      body,
    });
  }

  /** The server sends one heart-beat (a bare EOL). */
  heartbeat(): void {
    this.onmessage?.({ data: '\n' });
  }

  /** The server rejects the session with an ERROR frame and closes the socket. */
  rejectWithError(message: string): void {
    this.serverSends({ command: 'ERROR', headers: { message }, body: '' });
    this.close();
  }

  /**
   * The server refuses the connection as the sandbox's broker does: an ERROR whose JSON body carries
   * the errorCode (e.g. 97, access token invalid), then it closes the socket.
   */
  rejectWithErrorCode(errorCode: number, errorMessage = `Error ${String(errorCode)}`): void {
    this.serverSends({
      command: 'ERROR',
      headers: { message: errorMessage, 'content-type': 'application/json' },
      body: JSON.stringify({ errorCode, errorMessage }),
    });
    this.close();
  }

  /** The server confirms the client's last SUBSCRIBE with the RECEIPT it asked for. */
  confirmSubscription(): void {
    const receipt = this.lastFrame('SUBSCRIBE')?.headers.receipt;
    if (receipt === undefined) throw new Error('the last SUBSCRIBE asked for no receipt');
    this.serverSends({ command: 'RECEIPT', headers: { 'receipt-id': receipt }, body: '' });
  }

  /** The server refuses the client's last SUBSCRIBE with an ERROR (as RabbitMQ an unknown destination) and closes. */
  refuseSubscription(message: string): void {
    const receipt = this.lastFrame('SUBSCRIBE')?.headers.receipt;
    this.serverSends({
      command: 'ERROR',
      headers: { message, ...(receipt === undefined ? {} : { 'receipt-id': receipt }) },
      body: '',
    });
    this.close();
  }

  serverSends(frame: StompFrame): void {
    this.onmessage?.({ data: serialiseFrame(frame) });
  }

  #receive(frame: StompFrame): void {
    this.frames.push(frame);
    const receipt = frame.headers.receipt;
    if (frame.command === 'DISCONNECT' && receipt !== undefined) {
      this.serverSends({ command: 'RECEIPT', headers: { 'receipt-id': receipt }, body: '' });
      this.close();
    }
  }
}
