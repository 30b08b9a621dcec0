/** One part of a multipart/form-data body. */
export interface FormPart {
  readonly name: string;
  /** The file name of a file part; null for a text field. */
  readonly fileName: string | null;
  /** The part's Content-Type; null when it has none. */
  readonly contentType: string | null;
  readonly data: Buffer;
}

const crlf = Buffer.from('\r\n');

/**
 * Splits a multipart/form-data body (RFC 7578) into its parts. The boundary is read from the body's
 * first line, since handlers get the raw body without its Content-Type header. Null when the body is not
 * multipart.
 */
export function parseMultipartForm(body: unknown): FormPart[] | null {
  if (!Buffer.isBuffer(body)) return null;
  const firstLineEnd = body.indexOf(crlf);
  if (firstLineEnd < 3 || body[0] !== 0x2d || body[1] !== 0x2d) return null;
  const delimiter = Buffer.concat([crlf, body.subarray(0, firstLineEnd)]);
  const parts: FormPart[] = [];
  let position = firstLineEnd + crlf.length;
  for (;;) {
    const end = body.indexOf(delimiter, position);
    if (end < 0) return null;
    const part = parsePart(body.subarray(position, end));
    if (part === null) return null;
    parts.push(part);
    const after = end + delimiter.length;
    if (body[after] === 0x2d && body[after + 1] === 0x2d) return parts;
    position = after + crlf.length;
  }
}

function parsePart(raw: Buffer): FormPart | null {
  const headerEnd = raw.indexOf('\r\n\r\n');
  if (headerEnd < 0) return null;
  let name: string | null = null;
  let fileName: string | null = null;
  let contentType: string | null = null;
  for (const line of raw.subarray(0, headerEnd).toString('utf8').split('\r\n')) {
    const colon = line.indexOf(':');
    const header = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (header === 'content-type') contentType = value.toLowerCase();
    if (header === 'content-disposition') {
      name = parameterOf(value, 'name');
      fileName = parameterOf(value, 'filename');
    }
  }
  if (name === null) return null;
  return { name, fileName, contentType, data: raw.subarray(headerEnd + 4) };
}

function parameterOf(disposition: string, parameter: string): string | null {
  const match = new RegExp(`(?:^|;)\\s*${parameter}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(disposition);
  return match?.[1]?.replace(/\\(.)/g, '$1') ?? null;
}
