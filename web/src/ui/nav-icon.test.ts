import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAV_ICON_NAMES } from './nav-icon.names.ts';

/** The ids of index.html's symbols, which the icons reference with `<use>`. */
const symbolIds = [
  ...readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8').matchAll(
    /<symbol id="([^"]+)"/g,
  ),
].map(([, id]) => id);

describe('the page icons', () => {
  it('has a symbol in index.html for every navigation icon', () => {
    expect(NAV_ICON_NAMES.filter((name) => !symbolIds.includes(`nav-icon-${name}`))).toEqual([]);
  });
});
