import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asyncapiDocumentElementId,
  buildDocsSite,
  offlineContentSecurityPolicy,
  offlineRedocPage,
  redoclyLogoUrls,
  siteFiles,
} from './build-docs.site.ts';
import { apiReference, typedocOptionsFile } from './build-docs.api.ts';
import { outputs, repoRoot } from './generate/contract-files.ts';

let outDir = '';
let written: readonly string[] = [];

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'lv-casino-docs-'));
  // TypeDoc's warnings (a few unused @param names, types referenced but not exported) are for
  // `npm run docs`; an error still fails the build.
  written = await buildDocsSite(outDir, { logLevel: 'Error' });
}, 120_000);

afterAll(async () => {
  if (outDir !== '') await rm(outDir, { recursive: true, force: true });
});

function readSite(file: string): Promise<string> {
  return readFile(join(outDir, file), 'utf8');
}

async function readBundle(path: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(join(repoRoot, path), 'utf8')) as Record<string, unknown>;
}

/** The JSON text of the `<script type="application/json">` element with the given id. */
function embeddedJson(html: string, id: string): unknown {
  const match = new RegExp(`<script id="${id}" type="application/json">([^<]*)</script>`).exec(html);
  if (match?.[1] === undefined) throw new Error(`no script element ${id}`);
  return JSON.parse(match[1]);
}

describe('docs site', () => {
  it('writes the index, the OpenAPI page and the AsyncAPI page with its script and styles', async () => {
    expect(written).toEqual(Object.values(siteFiles));
    for (const file of Object.values(siteFiles))
      expect((await stat(join(outDir, file))).size).toBeGreaterThan(0);
  });

  it('links the three references from the index', async () => {
    const index = await readSite(siteFiles.index);
    expect(index).toContain(`href="${siteFiles.openapi}"`);
    expect(index).toContain(`href="${siteFiles.asyncapi}"`);
    expect(index).toContain(`href="${siteFiles.apiIndex}"`);
  });

  it('renders the OpenAPI reference with its scripts inlined instead of loaded from a CDN', async () => {
    const page = await readSite(siteFiles.openapi);
    const info = (await readBundle(outputs.openapiBundle)).info as { title: string };
    expect(page).toContain(info.title);
    expect(page).not.toMatch(/<script[^>]+src="https?:/);
  });

  it('keeps the OpenAPI reference offline: no CDN logo, and a policy that forbids every remote load', async () => {
    const page = await readSite(siteFiles.openapi);
    for (const url of redoclyLogoUrls) expect(page).not.toContain(url);
    expect(page).toContain(
      `<meta http-equiv="Content-Security-Policy" content="${offlineContentSecurityPolicy}" />`,
    );
    expect(offlineContentSecurityPolicy).not.toMatch(/https?:|\*/);
    expect(page).not.toMatch(/<(script|img|link|iframe)[^>]+(src|href)="https?:/);
  });

  it('refuses a Redoc page it cannot put the policy in', () => {
    expect(() => offlineRedocPage('<html><head></head></html>')).toThrow('has no <meta charset');
  });

  it('shows the error catalogue as a table and which operations are specified or designed', async () => {
    const page = await readSite(siteFiles.openapi);
    const bundle = await readBundle(outputs.openapiBundle);
    const description = (bundle.info as { description: string }).description;
    expect(description).toContain('## Error catalogue');
    expect(description).toContain('| errorCode | name | meaning | client action |');
    expect(description).toContain('| 39 | `SELF_EXCLUDED` |');
    expect(description).toContain('## Specified and designed operations');
    // The page embeds the document it renders (JSON-escaped), so both sections reach the reader.
    expect(page).toContain('## Error catalogue');
    expect(page).toContain(
      '| 1 | `BAD_CREDENTIALS` | Bad credentials: the username or password is wrong. | `show-message` |',
    );
    expect(page).toContain('**Origin: designed**');
    expect(page).toContain('**Origin: specified**');
    expect(page).toContain('[error catalogue](#section/error-catalogue)');
  });

  it('embeds the AsyncAPI document in its page, with every message of the bundle', async () => {
    const page = await readSite(siteFiles.asyncapi);
    const bundle = await readBundle(outputs.asyncapiBundle);
    const embedded = embeddedJson(page, asyncapiDocumentElementId) as Record<string, unknown>;
    expect(embedded.info).toEqual(bundle.info);
    expect(Object.keys(embedded.channels as object)).toEqual(Object.keys(bundle.channels as object));
    const messagesOf = (document: Record<string, unknown>) =>
      Object.keys((document.components as { messages: Record<string, unknown> }).messages);
    expect(messagesOf(embedded)).toEqual(messagesOf(bundle));
  });

  it('loads the component from the copied files only', async () => {
    const page = await readSite(siteFiles.asyncapi);
    expect(page).toContain(`<script src="${siteFiles.asyncapiScript}"></script>`);
    expect(page).toContain(`<link rel="stylesheet" href="${siteFiles.asyncapiStyles}" />`);
    expect(page).not.toMatch(/(src|href)="https?:/);
  });

  it('takes the API reference of each published package from the root its package.json exports', async () => {
    const options = JSON.parse(await readFile(typedocOptionsFile, 'utf8')) as {
      entryPoints: string[];
      packageOptions: { entryPoints: string[] };
    };
    const published: string[] = [];
    const roots = new Set<string>();
    for (const dir of ['contracts', 'sdk', 'core', 'adapters', 'web', 'sandbox', 'tests']) {
      const manifest = JSON.parse(await readFile(join(repoRoot, dir, 'package.json'), 'utf8')) as {
        private?: boolean;
        exports?: Record<string, Record<string, string>>;
      };
      if (manifest.private === true) continue;
      published.push(dir);
      roots.add(manifest.exports?.['.']?.['@lv-casino/source']?.replace(/^\.\//, '') ?? '');
    }
    expect(options.entryPoints).toEqual(published);
    expect(options.packageOptions.entryPoints).toEqual([...roots]);
  });

  it('documents the key exports of the sdk, core and adapters', async () => {
    const index = await readSite(siteFiles.apiIndex);
    const pages = {
      sdk: [
        'functions/_lv-casino_sdk.createCustomerFacingClient.html',
        'classes/_lv-casino_sdk.ApiError.html',
      ],
      core: ['classes/_lv-casino_core.LoginUseCase.html', 'interfaces/_lv-casino_core.PaymentFormPort.html'],
      adapters: [
        'classes/_lv-casino_adapters.NotificationsStompAdapter.html',
        'classes/_lv-casino_adapters.SandboxPaymentForms.html',
      ],
    };
    for (const [name, files] of Object.entries(pages)) {
      expect(index, name).toContain(`href="modules/_lv-casino_${name}.html"`);
      const module = await readSite(`${apiReference.dir}/modules/_lv-casino_${name}.html`);
      for (const file of files) {
        const exported = /\.([A-Za-z]+)\.html$/.exec(file)?.[1] ?? '';
        expect(module, `${name} lists ${exported}`).toContain(`href="../${file}"`);
        expect(await readSite(`${apiReference.dir}/${file}`)).toContain(`<h1>`);
      }
    }
  });

  it('describes an export with its TSDoc and keeps the reference offline', async () => {
    const port = await readSite(`${apiReference.dir}/interfaces/_lv-casino_core.PaymentFormPort.html`);
    expect(port).toContain('in-page');
    for (const page of [
      siteFiles.apiIndex,
      `${apiReference.dir}/interfaces/_lv-casino_core.PaymentFormPort.html`,
    ])
      expect(await readSite(page)).not.toMatch(/<(script|img|link|iframe)[^>]+(src|href)="https?:/);
  });
});
