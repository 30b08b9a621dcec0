import { describe, expect, it } from 'vitest';
import { withEntryScriptFirst } from './entry-script-first.plugin.ts';

/** A built page's head with `tags` in it. */
const page = (...tags: string[]): string =>
  `<html>\n  <head>\n${tags.map((tag) => `    ${tag}\n`).join('')}  </head>\n</html>\n`;

const script = (src: string): string => `<script type="module" crossorigin src="${src}"></script>`;
const preload = (href: string): string => `<link rel="modulepreload" crossorigin href="${href}">`;
const stylesheet = '<link rel="stylesheet" crossorigin href="/assets/app.css">';

describe('withEntryScriptFirst', () => {
  it('requests the entry first and preloads the helpers Vite listed before it', () => {
    expect(
      withEntryScriptFirst(
        page(script('/assets/rt.js'), script('/assets/app-1.js'), stylesheet),
        '/assets/app-1.js',
      ),
    ).toBe(page(script('/assets/app-1.js'), preload('/assets/rt.js'), stylesheet));
  });

  it('keeps the order of several scripts before the entry', () => {
    expect(withEntryScriptFirst(page(script('/a.js'), script('/b.js'), script('/app.js')), '/app.js')).toBe(
      page(script('/app.js'), preload('/a.js'), preload('/b.js')),
    );
  });

  it('leaves a page whose entry is already first as it is', () => {
    const html = page(script('/app.js'), script('/late.js'));
    expect(withEntryScriptFirst(html, '/app.js')).toBe(html);
  });

  it('leaves a page without the entry as it is', () => {
    const html = page(script('/a.js'));
    expect(withEntryScriptFirst(html, '/app.js')).toBe(html);
  });
});
