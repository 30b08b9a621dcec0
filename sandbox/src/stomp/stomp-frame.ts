/** STOMP versions the broker speaks, oldest first. */
export const stompVersions = ['1.0', '1.1', '1.2'] as const;
export type StompVersion = (typeof stompVersions)[number];

/** One STOMP frame. Header names are case-sensitive; a repeated header keeps its first value (STOMP 1.2). */
export interface StompFrame {
  readonly command: string;
  readonly headers: ReadonlyMap<string, string>;
  /** Raw octets of the body (empty when the frame has none). */
  readonly body: Uint8Array;
}

/** A violation of the STOMP protocol by the peer; the broker answers it with an ERROR frame. */
export class StompProtocolError extends Error {
  override readonly name: string = 'StompProtocolError';
}

/** CONNECT, STOMP and CONNECTED headers are never escaped, so 1.0 clients can negotiate. */
function usesEscaping(version: StompVersion, command: string): boolean {
  return version !== '1.0' && command !== 'CONNECT' && command !== 'STOMP' && command !== 'CONNECTED';
}

const escapes: Readonly<Record<string, string>> = { '\\': '\\\\', '\n': '\\n', ':': '\\c', '\r': '\\r' };

/** Escapes a header name or value for the frame's version (1.1: \\ \n \c; 1.2 adds \r). */
export function escapeHeader(value: string, version: StompVersion, command: string): string {
  if (!usesEscaping(version, command)) {
    if (/[\r\n]/.test(value)) throw new Error(`STOMP ${version} ${command} header cannot carry a line break`);
    return value;
  }
  const pattern = version === '1.2' ? /[\\\n:\r]/g : /[\\\n:]/g;
  return value.replace(pattern, (c) => escapes[c] ?? c);
}

/** Reverses {@link escapeHeader}; an escape the version does not define is a protocol error. */
export function unescapeHeader(raw: string, version: StompVersion, command: string): string {
  if (!usesEscaping(version, command)) return raw;
  return raw.replace(/\\(.?)/gs, (_match, c: string) => {
    if (c === 'n') return '\n';
    if (c === 'c') return ':';
    if (c === '\\') return '\\';
    if (c === 'r' && version === '1.2') return '\r';
    throw new StompProtocolError(`Undefined escape sequence \\${c} in a header of ${command}`);
  });
}

/**
 * Serialises a frame: command, escaped headers, blank line, body, NUL. A `content-length` header (in
 * octets) is added whenever there is a body, so bodies may contain NUL.
 */
export function serializeFrame(
  command: string,
  headers: Readonly<Record<string, string>>,
  body: string | Uint8Array,
  version: StompVersion,
): Buffer {
  const bodyBytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body);
  const lines = [command];
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'content-length') continue;
    lines.push(`${escapeHeader(name, version, command)}:${escapeHeader(value, version, command)}`);
  }
  if (bodyBytes.length > 0) lines.push(`content-length:${bodyBytes.length}`);
  const head = Buffer.from(`${lines.join('\n')}\n\n`, 'utf8');
  return Buffer.concat([head, bodyBytes, Buffer.from([0])]);
}

/** The body decoded as UTF-8 text. */
export function bodyText(frame: StompFrame): string {
  return Buffer.from(frame.body).toString('utf8');
}
