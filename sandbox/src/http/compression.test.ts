import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import { createFakeWebBuild, type FakeWebBuild } from '../testing/fake-web-build.ts';
import { apiHeaders, paths, startTestSandbox } from '../testing/sandbox-harness.ts';
import { compressionThresholdBytes } from './compression.ts';

const decode: Record<string, (raw: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
};

describe('compressed responses', () => {
  let sandbox: Sandbox;
  let build: FakeWebBuild;

  beforeAll(async () => {
    build = createFakeWebBuild();
    sandbox = await startTestSandbox({ webRoot: build.root });
  });

  afterAll(async () => {
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  const get = (url: string, acceptEncoding?: string) =>
    sandbox.app.inject({
      url,
      headers: {
        ...apiHeaders,
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      },
    });

  /** What a client fetches, and the uncompressed body it must get back after decoding. */
  const cases: readonly { what: string; url: string; original: () => Promise<string> }[] = [
    { what: 'a hashed asset', url: '/assets/app-abc123.js', original: () => Promise.resolve(build.assetJs) },
    { what: 'index.html', url: '/', original: () => Promise.resolve(build.indexHtml) },
    {
      what: 'the SPA fallback',
      url: '/lv/casino/popular?modal=login',
      original: () => Promise.resolve(build.indexHtml),
    },
    {
      what: 'an API JSON response',
      url: paths.categories,
      original: async () => (await get(paths.categories)).body,
    },
  ];

  for (const encoding of ['br', 'gzip']) {
    for (const { what, url, original } of cases) {
      it(`sends ${what} ${encoding}-encoded to a client that accepts only ${encoding}`, async () => {
        const response = await get(url, encoding);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        const plain = await original();
        expect(Buffer.byteLength(plain)).toBeGreaterThan(compressionThresholdBytes);
        expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(plain));
        expect(decode[encoding]?.(response.rawPayload).toString('utf8')).toBe(plain);
      });
    }
  }

  for (const { what, url, original } of cases) {
    it(`sends ${what} as it is to a client that accepts no encoding`, async () => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(await original());
    });
  }

  it('prefers brotli when the client accepts brotli and gzip', async () => {
    const response = await get(build.assetPath, 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('falls back to gzip when the client prefers an encoding the sandbox does not offer', async () => {
    const response = await get(build.assetPath, 'zstd, gzip;q=0.5');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('leaves a body under the threshold uncompressed', async () => {
    const response = await get('/api/v9/unknown', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.rawPayload.length).toBeLessThan(compressionThresholdBytes);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ errorCode: -1 });
  });

  const postGzipped = (body: unknown) =>
    sandbox.app.inject({
      method: 'POST',
      url: paths.login,
      headers: { ...apiHeaders, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify(body)),
    });

  it('inflates a gzip-encoded request body before handling it', async () => {
    const response = await postGzipped({ username: 'anna', password: 'Casino2026!', rememberme: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('accessToken');
  });

  it('validates a gzip-encoded request body against the contract after inflating it', async () => {
    const response = await postGzipped({ username: 'anna', password: 2026, rememberme: false });
    expect(response.statusCode).toBe(400);
    const error = response.json<{ errorCode: number; errorMessage: string }>();
    expect(error.errorCode).toBe(-1);
    expect(error.errorMessage).toContain('body.password');
  });
});

describe('a build with precompressed files', () => {
  let sandbox: Sandbox;
  let build: FakeWebBuild;
  /** The build's own .br and .gz of its script and index.html, made unlike what the sandbox would make. */
  const precompressed: Record<string, Record<string, Buffer>> = {};

  beforeAll(async () => {
    build = createFakeWebBuild();
    for (const [path, text] of [
      [build.assetPath, build.assetJs],
      ['/index.html', build.indexHtml],
    ] as const) {
      const files = {
        br: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(text, { level: 1 }),
      };
      writeFileSync(join(build.root, `${path}.br`), files.br);
      writeFileSync(join(build.root, `${path}.gz`), files.gzip);
      precompressed[path] = files;
    }
    sandbox = await startTestSandbox({ webRoot: build.root });
  });

  afterAll(async () => {
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  const get = (url: string, acceptEncoding: string) =>
    sandbox.app.inject({ url, headers: { ...apiHeaders, 'accept-encoding': acceptEncoding } });

  for (const [encoding, file] of [
    ['br', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    it(`sends the build's own ${encoding} file of a script as it is`, async () => {
      const response = await get(build.assetPath, encoding);
      expect({
        encoding: response.headers['content-encoding'],
        sameBytes: response.rawPayload.equals(precompressed[build.assetPath]?.[file] ?? Buffer.alloc(0)),
      }).toEqual({ encoding, sameBytes: true });
    });
  }

  it("sends the build's own brotli file of index.html for a page path (the SPA fallback)", async () => {
    const response = await get('/lv/casino/popular?modal=login', 'br');
    expect({
      encoding: response.headers['content-encoding'],
      sameBytes: response.rawPayload.equals(precompressed['/index.html']?.br ?? Buffer.alloc(0)),
    }).toEqual({ encoding: 'br', sameBytes: true });
  });

  it('keeps the file whole for a client that accepts no encoding', async () => {
    const response = await sandbox.app.inject({ url: build.assetPath, headers: apiHeaders });
    expect({ encoding: response.headers['content-encoding'], body: response.body }).toEqual({
      encoding: undefined,
      body: build.assetJs,
    });
  });
});
