import type { Plugin } from 'vite';

/** The formatjs modules that probe the engine's locale data, and how many probes each has. */
const PROBING_MODULES: readonly { readonly id: RegExp; readonly probes: number }[] = [
  // createIntl: warns when the engine lacks the locale's number or date data.
  { id: /\/node_modules\/@formatjs\/intl\/index\.js$/, probes: 2 },
  // IntlMessageFormat: resolves its locale when a message with arguments is first formatted.
  { id: /\/node_modules\/intl-messageformat\/index\.js$/, probes: 2 },
];
/** A probe: `Intl.NumberFormat.supportedLocalesOf(x)` or the DateTimeFormat one, `x` a name or a member of one. */
const PROBE = /Intl\.(NumberFormat|DateTimeFormat)\.supportedLocalesOf\(([\w.]+)\)/g;

/**
 * Answers formatjs's locale probes for the app's own languages without asking the engine. react-intl
 * probes on its first render and on the first message with arguments, and the engine's first
 * `supportedLocalesOf` builds its list of every locale it has: ~180 ms of main thread on a phone at 4×
 * CPU, before the first paint. For one of `locales` the answer is that locale, which is what the
 * engine answers (every browser the build targets has the data of lv, en and ru); any other value
 * still goes to the engine.
 *
 * @returns the source with its probes replaced; throws unless it has exactly `probes` of them, so a
 *   formatjs upgrade that changes them fails the build instead of silently bringing the cost back.
 */
export function withoutLocaleProbes(source: string, locales: readonly string[], probes: number): string {
  const found = source.match(PROBE)?.length ?? 0;
  if (found !== probes) {
    throw new Error(
      `expected ${String(probes)} locale probes (Intl.*.supportedLocalesOf), found ${String(found)}; ` +
        'review web/build/locale-probe.plugin.ts against the new formatjs version',
    );
  }
  const known = JSON.stringify(locales);
  return source.replace(
    PROBE,
    // `locale` has no calls, so reading it twice is the same as once.
    (_, format: string, locale: string) =>
      `(${known}.includes(${locale}) ? [${locale}] : Intl.${format}.supportedLocalesOf(${locale}))`,
  );
}

/** The build's plugin: `withoutLocaleProbes` on formatjs's probing modules, for the app's `locales`. */
export function localeProbes(locales: readonly string[]): Plugin {
  return {
    name: 'lv-casino:locale-probes',
    apply: 'build',
    transform: {
      filter: { id: PROBING_MODULES.map(({ id }) => id) },
      handler(code, id) {
        const module = PROBING_MODULES.find((candidate) => candidate.id.test(id));
        return module === undefined
          ? null
          : { code: withoutLocaleProbes(code, locales, module.probes), map: null };
      },
    },
  };
}
