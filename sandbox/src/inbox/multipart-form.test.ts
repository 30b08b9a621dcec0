import { describe, expect, it } from 'vitest';
import { parseMultipartForm } from './multipart-form.ts';

/** The bytes undici sends for a FormData, as the pipeline hands them to handlers. */
async function encode(form: FormData): Promise<Buffer> {
  return Buffer.from(await new Response(form).arrayBuffer());
}

describe('parseMultipartForm', () => {
  it('reads text fields as UTF-8', async () => {
    const form = new FormData();
    form.append('message', 'Labdien, lūdzu, palīdziet!');
    const parts = parseMultipartForm(await encode(form));
    expect(parts?.map((p) => [p.name, p.fileName, p.data.toString('utf8')])).toEqual([
      ['message', null, 'Labdien, lūdzu, palīdziet!'],
    ]);
  });

  it('keeps a file’s name, media type and bytes, even bytes that look like a line break', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x0d, 0x0a, 0x2d, 0x2d, 0x00]);
    const form = new FormData();
    form.append('multipartFile', new Blob([bytes], { type: 'application/pdf' }), 'konta izraksts.pdf');
    const [part] = parseMultipartForm(await encode(form)) ?? [];
    expect(part).toMatchObject({
      name: 'multipartFile',
      fileName: 'konta izraksts.pdf',
      contentType: 'application/pdf',
    });
    expect([...(part?.data ?? [])]).toEqual([...bytes]);
  });

  it('answers null for a body that is not multipart', () => {
    expect(parseMultipartForm({ message: 'JSON' })).toBeNull();
    expect(parseMultipartForm(Buffer.from('message=text'))).toBeNull();
  });
});
