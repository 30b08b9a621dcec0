import { SandboxError } from '../handlers/operation-handler.ts';

/** A file part of a multipart/form-data body, kept in memory. */
export interface UploadedFile {
  readonly fileName: string;
  /** The part's declared media type. */
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

/** The parts of a multipart body: text fields and files, by name (repeated names keep every part). */
export interface MultipartParts {
  readonly fields: ReadonlyMap<string, readonly string[]>;
  readonly files: ReadonlyMap<string, readonly UploadedFile[]>;
}

/**
 * Parses a multipart/form-data body as the pipeline hands it over (the raw Buffer). The request's
 * Content-Type does not reach handlers, so the boundary is read from the body's first line (RFC 7578:
 * the body starts with `--<boundary>`). A body that is not multipart answers 400 with errorCode -1.
 */
export async function readMultipart(body: unknown): Promise<MultipartParts> {
  if (!(body instanceof Uint8Array)) throw new SandboxError(400, -1, 'Expected a multipart/form-data body');
  const head = Buffer.from(body.subarray(0, 200)).toString('latin1');
  const boundary = /^--([^\r\n]{1,70})\r?\n/.exec(head)?.[1];
  if (boundary === undefined) throw new SandboxError(400, -1, 'Malformed multipart body: no boundary');
  let form: FormData;
  try {
    form = await new Response(Uint8Array.from(body), {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    }).formData();
  } catch {
    throw new SandboxError(400, -1, 'Malformed multipart body');
  }
  const fields = new Map<string, string[]>();
  const files = new Map<string, UploadedFile[]>();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      fields.set(name, [...(fields.get(name) ?? []), value]);
    } else {
      const file = {
        fileName: value.name,
        contentType: value.type,
        bytes: new Uint8Array(await value.arrayBuffer()),
      };
      files.set(name, [...(files.get(name) ?? []), file]);
    }
  }
  return { fields, files };
}

/** Media types by their leading bytes; what a KYC upload may be. */
const signatures: readonly { readonly type: string; readonly bytes: readonly number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The media type of a file by its content (JPEG, PNG or PDF), or null for anything else. */
export function sniffMediaType(bytes: Uint8Array): string | null {
  const match = signatures.find((s) => s.bytes.every((byte, i) => bytes[i] === byte));
  return match?.type ?? null;
}
