import { describe, expect, it } from 'vitest';
import { firstPaintTextsSource } from './first-paint-texts.plugin.ts';

describe('the first paint texts module', () => {
  it('exports each owner’s message file of the language', () => {
    const source = firstPaintTextsSource(
      { root: '/app/web', owners: { app: 'src/kernel', header: 'src/features/header' }, preload: 'lv' },
      'ru',
    );
    expect(source).toBe(
      'export { default as app } from "/app/web/src/kernel/messages/ru.json";\n' +
        'export { default as header } from "/app/web/src/features/header/messages/ru.json";',
    );
  });
});
