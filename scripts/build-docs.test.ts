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
import { outputs, repoRoot } from './generate/contract-files.ts';

let outDir = '';
let written: readonly string[] = [];

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'lv-casino-docs-'));
  written = await buildDocsSite(outDir);
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

  it('links both references from the index', async () => {
    const index = await readSite(siteFiles.index);
    expect(index).toContain(`href="${siteFiles.openapi}"`);
    expect(index).toContain(`href="${siteFiles.asyncapi}"`);
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
});
