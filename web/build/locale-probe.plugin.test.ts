import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { withoutLocaleProbes } from './locale-probe.plugin.ts';

const installed = (name: string) => readFileSync(createRequire(import.meta.url).resolve(name), 'utf8');

describe('formatjs’s locale probes', () => {
  it('are gone from the installed @formatjs/intl and intl-messageformat', () => {
    const sources = ['@formatjs/intl', 'intl-messageformat'].map((name) =>
      withoutLocaleProbes(installed(name), ['lv', 'en', 'ru'], 2),
    );
    expect(sources.map((source) => /^(?!.*includes).*supportedLocalesOf/m.test(source))).toEqual([
      false,
      false,
    ]);
  });

  it('answer an app language with itself and ask the engine about any other', () => {
    const probes = withoutLocaleProbes(
      '[Intl.NumberFormat.supportedLocalesOf(locale), Intl.DateTimeFormat.supportedLocalesOf(options.locale)]',
      ['lv', 'ru'],
      2,
    );
    const engine = { supportedLocalesOf: () => ['asked'] };
    const answer = (locale: string): unknown =>
      runInNewContext(probes, {
        locale,
        options: { locale },
        Intl: { NumberFormat: engine, DateTimeFormat: engine },
      });
    expect([answer('ru'), answer('de')]).toEqual([
      [['ru'], ['ru']],
      [['asked'], ['asked']],
    ]);
  });

  it('fail the build when a new version has another number of probes', () => {
    expect(() => withoutLocaleProbes('Intl.NumberFormat.supportedLocalesOf(locale)', ['lv'], 2)).toThrow(
      /expected 2 locale probes/,
    );
  });
});
