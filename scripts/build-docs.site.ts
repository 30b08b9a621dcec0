/**
 * The static reference site of the contracts and the packages, built without the network:
 * openapi.html (Redoc, through `redocly build-docs --inlineBundle`, with a policy that forbids every remote load), asyncapi.html (the AsyncAPI React
 * component's standalone bundle and stylesheet, copied next to the page, with the document embedded),
 * api/ (the TypeDoc reference of @lv-casino/sdk, core and adapters: build-docs.api.ts) and index.html
 * linking the three.
 */
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Parser, stringify } from '@asyncapi/parser';
import { outputs, repoRoot } from './generate/contract-files.ts';
import { isRecord } from './generate/json-reader.ts';
import { runRedoclyOrThrow } from './generate/redocly.runner.ts';
import { apiReference, buildApiReference, type ApiReferenceOptions } from './build-docs.api.ts';

const require = createRequire(import.meta.url);
const asyncapiComponentDir = dirname(require.resolve('@asyncapi/react-component/package.json'));

/** The files of the site, relative to its folder. */
export const siteFiles = {
  index: 'index.html',
  openapi: 'openapi.html',
  asyncapi: 'asyncapi.html',
  asyncapiScript: 'without-parser.js',
  asyncapiStyles: 'default.min.css',
  apiIndex: apiReference.index,
} as const;

/**
 * What openapi.html may load: its inline scripts and styles, and data:/blob: images, fonts and workers;
 * nothing from the network. Redoc's bundle would otherwise fetch the Redocly logo from a CDN and could
 * reach Redocly's telemetry collector; the policy keeps the page offline whatever its bundle does.
 */
export const offlineContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  'img-src data: blob:',
  'font-src data:',
  'worker-src blob:',
  "connect-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** The CDN images Redoc's bundle shows in its footer ("API docs by Redocly"). */
export const redoclyLogoUrls = [
  'https://cdn.redoc.ly/redoc/logo-mini-full.svg',
  'https://cdn.redoc.ly/redoc/logo-mini.svg',
] as const;

/**
 * The Redoc page made offline: the CDN logo's URL becomes an empty data: URL (the image fails to load
 * and Redoc drops it) and a Content-Security-Policy meta element forbids every other remote load.
 */
export function offlineRedocPage(html: string): string {
  const charset = '<meta charset="utf8" />';
  if (!html.includes(charset)) throw new Error(`The Redoc page has no ${charset} to put the policy after`);
  let page = html.replace(
    charset,
    `${charset}\n  <meta http-equiv="Content-Security-Policy" content="${offlineContentSecurityPolicy}" />`,
  );
  for (const url of redoclyLogoUrls) page = page.replaceAll(url, 'data:,');
  return page;
}

/** The id of the `<script type="application/json">` element of asyncapi.html that holds the document. */
export const asyncapiDocumentElementId = 'asyncapi-document';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** JSON that can sit inside a `<script>` element: `<` only occurs in strings, where `\u003c` means it. */
function scriptSafeJson(json: string): string {
  return json.replaceAll('<', '\\u003c');
}

function titleOf(document: unknown, fallback: string): string {
  const info = isRecord(document) ? document.info : undefined;
  if (!isRecord(info) || typeof info.title !== 'string') return fallback;
  return typeof info.version === 'string' ? `${info.title} ${info.version}` : info.title;
}

/** The AsyncAPI document parsed and stringified the way the component's without-parser bundle reads it. */
async function stringifiedAsyncapi(text: string): Promise<string> {
  const { document, diagnostics } = await new Parser().parse(text, { source: outputs.asyncapiBundle });
  const serialised = document === undefined ? undefined : stringify(document);
  if (serialised === undefined) {
    const messages = diagnostics.map((diagnostic) => diagnostic.message);
    throw new Error(`${outputs.asyncapiBundle} does not parse: ${messages.join('; ')}`);
  }
  return serialised;
}

function asyncapiPage(title: string, stringified: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)} – AsyncAPI reference</title>
    <link rel="stylesheet" href="${siteFiles.asyncapiStyles}" />
  </head>
  <body>
    <p><a href="${siteFiles.index}">LV Casino API reference</a></p>
    <div id="asyncapi"></div>
    <script id="${asyncapiDocumentElementId}" type="application/json">${scriptSafeJson(stringified)}</script>
    <script src="${siteFiles.asyncapiScript}"></script>
    <script>
      AsyncApiStandalone.render(
        {
          schema: JSON.parse(document.getElementById('${asyncapiDocumentElementId}').textContent),
          config: { show: { sidebar: true }, expand: { messageExamples: true } },
        },
        document.getElementById('asyncapi'),
      );
    </script>
  </body>
</html>
`;
}

function indexPage(openapiTitle: string, asyncapiTitle: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>LV Casino API reference</title>
  </head>
  <body>
    <h1>LV Casino API reference</h1>
    <ul>
      <li><a href="${siteFiles.openapi}">${escapeHtml(openapiTitle)}</a>: the HTTP API (OpenAPI)</li>
      <li><a href="${siteFiles.asyncapi}">${escapeHtml(asyncapiTitle)}</a>: the realtime notifications (AsyncAPI)</li>
      <li><a href="${siteFiles.apiIndex}">API reference of the packages</a>: @lv-casino/sdk, @lv-casino/core and @lv-casino/adapters (TypeDoc)</li>
    </ul>
    <p>Built by <code>npm run docs</code> from contracts/bundled/ and the packages' sources; regenerate the bundles with <code>npm run generate</code>.</p>
  </body>
</html>
`;
}

/**
 * Builds the site into `outDir` (created when missing) and returns the paths it wrote, relative to it
 * (of the API reference, its index only). `options` go to TypeDoc.
 */
export async function buildDocsSite(
  outDir: string,
  options: ApiReferenceOptions = {},
): Promise<readonly string[]> {
  await mkdir(outDir, { recursive: true });
  const openapiBundle = join(repoRoot, outputs.openapiBundle);
  const openapiTitle = titleOf(JSON.parse(await readFile(openapiBundle, 'utf8')), 'HTTP API');
  const openapiPage = join(outDir, siteFiles.openapi);
  await runRedoclyOrThrow([
    'build-docs',
    openapiBundle,
    '--output',
    openapiPage,
    '--inlineBundle',
    '--title',
    `${openapiTitle} – OpenAPI reference`,
  ]);
  await writeFile(openapiPage, offlineRedocPage(await readFile(openapiPage, 'utf8')));

  const asyncapiText = await readFile(join(repoRoot, outputs.asyncapiBundle), 'utf8');
  const asyncapiTitle = titleOf(JSON.parse(asyncapiText), 'Realtime notifications');
  await writeFile(
    join(outDir, siteFiles.asyncapi),
    asyncapiPage(asyncapiTitle, await stringifiedAsyncapi(asyncapiText)),
  );
  await copyFile(
    join(asyncapiComponentDir, 'browser/standalone/without-parser.js'),
    join(outDir, siteFiles.asyncapiScript),
  );
  await copyFile(
    join(asyncapiComponentDir, 'styles/default.min.css'),
    join(outDir, siteFiles.asyncapiStyles),
  );
  await buildApiReference(outDir, options);
  await writeFile(join(outDir, siteFiles.index), indexPage(openapiTitle, asyncapiTitle));
  return Object.values(siteFiles);
}
