import { request } from 'node:http';

export interface ProbeAnswer {
  readonly status: number;
  /** Header names in lower case; a header sent twice is listed twice. */
  readonly headers: ReadonlyMap<string, readonly string[]>;
  /** The body as it came over the wire (never decompressed). */
  readonly body: Buffer;
}

export interface ProbeOptions {
  readonly method?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  /** The client's own address (a loopback one such as 127.0.0.2), so a server sees another client. */
  readonly localAddress?: string;
}

/** How long one request may take on a loaded two-core machine, ms. */
const ANSWER_MS = 30_000;

/**
 * One HTTP request with node:http, answered as it came: every copy of every header (a duplicated
 * security header shows) and the raw body (a compressed one stays compressed), from the given local
 * address. fetch() would merge the headers, decompress, and always leave from 127.0.0.1.
 */
export function probe(url: string, options: ProbeOptions = {}): Promise<ProbeAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        timeout: ANSWER_MS,
        ...(options.localAddress === undefined ? {} : { localAddress: options.localAddress }),
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('error', reject);
        response.once('end', () => {
          const headers = new Map<string, string[]>();
          const raw = response.rawHeaders;
          for (let index = 0; index + 1 < raw.length; index += 2) {
            const name = (raw[index] ?? '').toLowerCase();
            headers.set(name, [...(headers.get(name) ?? []), raw[index + 1] ?? '']);
          }
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    outgoing.once('timeout', () =>
      outgoing.destroy(new Error(`no answer from ${url} in ${String(ANSWER_MS)} ms`)),
    );
    outgoing.once('error', reject);
    outgoing.end(options.body);
  });
}

/** The single value of a header, `undefined` when absent; throws when it was sent more than once. */
export function headerOf(answer: ProbeAnswer, name: string): string | undefined {
  const values = answer.headers.get(name.toLowerCase()) ?? [];
  if (values.length > 1)
    throw new Error(`${name} sent ${String(values.length)} times: ${values.join(' | ')}`);
  return values[0];
}
