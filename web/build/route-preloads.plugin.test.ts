import { describe, expect, it } from 'vitest';
import { routePreloads, type BuiltChunk, type PreloadedRoute } from './route-preloads.plugin.ts';

/** A built chunk: `fileName` importing `imports` statically, with the stylesheets `css`. */
const chunk = (
  fileName: string,
  options: { facade?: string; imports?: string[]; css?: string[]; entry?: boolean } = {},
): BuiltChunk => ({
  type: 'chunk',
  fileName,
  isEntry: options.entry ?? false,
  facadeModuleId: options.facade ?? null,
  imports: options.imports ?? [],
  viteMetadata: { importedCss: new Set(options.css ?? []) },
});

const CATEGORY: PreloadedRoute = {
  path: '^/(?:lv|en|ru)/casino/[^/]',
  modules: /\/features\/category\/category\.chunk\.ts$/,
  texts: /\/features\/category\/messages\/(\w+)\.json$/,
};

/** The entry and its helpers, the page's chunk and what it shares, and the page's texts in two languages. */
const BUNDLE = [
  chunk('assets/app.js', {
    entry: true,
    imports: ['assets/runtime.js', 'assets/texts.js'],
    css: ['assets/app.css'],
  }),
  chunk('assets/runtime.js'),
  chunk('assets/texts.js'),
  chunk('assets/page.js', {
    facade: '/web/src/features/category/category.chunk.ts',
    imports: ['assets/runtime.js', 'assets/app.js', 'assets/shared.js'],
    css: ['assets/page.css'],
  }),
  chunk('assets/shared.js', {
    imports: ['assets/app.js', 'assets/leaf.js'],
    css: ['assets/shared.css', 'assets/page.css'],
  }),
  chunk('assets/leaf.js'),
  chunk('assets/lv.js', { facade: '/web/src/features/category/messages/lv.json' }),
  chunk('assets/ru.js', { facade: '/web/src/features/category/messages/ru.json' }),
  chunk('assets/lobby-lv.js', { facade: '/web/src/features/lobby/messages/lv.json' }),
];

describe('route preloads', () => {
  it("list the route's chunks and their stylesheets, each once, but none the entry loads, then its texts", () => {
    expect(routePreloads([CATEGORY], BUNDLE)).toEqual([
      {
        path: CATEGORY.path,
        links: {
          lv: [
            ['modulepreload', '/assets/page.js'],
            ['modulepreload', '/assets/shared.js'],
            ['modulepreload', '/assets/leaf.js'],
            ['preload', '/assets/page.css'],
            ['preload', '/assets/shared.css'],
            ['modulepreload', '/assets/lv.js'],
          ],
          ru: [
            ['modulepreload', '/assets/page.js'],
            ['modulepreload', '/assets/shared.js'],
            ['modulepreload', '/assets/leaf.js'],
            ['preload', '/assets/page.css'],
            ['preload', '/assets/shared.css'],
            ['modulepreload', '/assets/ru.js'],
          ],
        },
      },
    ]);
  });

  it("list every texts module of the route's language when its texts are in several folders", () => {
    const withKernelTexts = [
      ...BUNDLE,
      chunk('assets/kernel-lv.js', { facade: '/web/src/kernel/catalogue/messages/lv.json' }),
    ];
    const [route] = routePreloads(
      [{ ...CATEGORY, texts: /\/(?:features\/category|kernel\/catalogue)\/messages\/(\w+)\.json$/ }],
      withKernelTexts,
    );

    expect(route?.links['lv']?.slice(-2)).toEqual([
      ['modulepreload', '/assets/lv.js'],
      ['modulepreload', '/assets/kernel-lv.js'],
    ]);
  });

  it('list the chunks of every module the route loads on its way (a loader, deferred adapters), each once', () => {
    const withLoader = [
      ...BUNDLE,
      chunk('assets/loader.js', {
        facade: '/web/src/features/category/category.loader.ts',
        imports: ['assets/app.js'],
      }),
      chunk('assets/adapters.js', {
        facade: '/adapters/src/http/games.adapter-group.ts',
        imports: ['assets/app.js', 'assets/leaf.js'],
      }),
    ];
    const [route] = routePreloads(
      [
        {
          ...CATEGORY,
          modules:
            /\/features\/category\/category\.(?:loader|chunk)\.ts$|\/adapters\/src\/http\/games\.adapter-group\.ts$/,
        },
      ],
      withLoader,
    );

    expect(route?.links['lv']?.filter(([rel]) => rel === 'modulepreload')).toEqual([
      ['modulepreload', '/assets/page.js'],
      ['modulepreload', '/assets/shared.js'],
      ['modulepreload', '/assets/leaf.js'],
      ['modulepreload', '/assets/loader.js'],
      ['modulepreload', '/assets/adapters.js'],
      ['modulepreload', '/assets/lv.js'],
    ]);
  });

  it('refuse a route whose chunk the bundle does not have', () => {
    expect(() => routePreloads([{ ...CATEGORY, modules: /\/features\/gone\.ts$/ }], BUNDLE)).toThrow(
      /no chunk/,
    );
  });

  it('refuse a route whose texts the bundle does not have', () => {
    expect(() => routePreloads([{ ...CATEGORY, texts: /\/features\/gone\/(\w+)\.json$/ }], BUNDLE)).toThrow(
      /no texts/,
    );
  });
});
