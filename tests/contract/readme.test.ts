import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACT_DIR } from './pact-setup.ts';

interface ProviderState {
  readonly name: string;
  readonly params?: Readonly<Record<string, unknown>>;
}
interface Interaction {
  readonly providerStates?: readonly ProviderState[];
}

const readme = readFileSync(join(import.meta.dirname, 'README.md'), 'utf8');
const interactions = readdirSync(PACT_DIR)
  .filter((file) => file.endsWith('.json'))
  .flatMap(
    (file) =>
      (JSON.parse(readFileSync(join(PACT_DIR, file), 'utf8')) as { interactions: Interaction[] })
        .interactions,
  );

/** The values an interaction takes from its provider state: `${name}` in its provider-state generators. */
const valuesFromState = (interaction: Interaction): string[] => {
  const values: string[] = [];
  JSON.stringify(interaction, (_key, value: unknown) => {
    const generator = value as { type?: unknown; expression?: unknown } | null;
    if (generator?.type === 'ProviderState' && typeof generator.expression === 'string')
      for (const [, name] of generator.expression.matchAll(/\$\{(\w+)\}/g))
        if (name !== undefined) values.push(name);
    return value;
  });
  return values;
};

/** Per state: its parameters and the values taken from it, over every interaction that names it. */
const states = new Map<string, { params: Set<string>; values: Set<string> }>();
for (const interaction of interactions) {
  for (const state of interaction.providerStates ?? []) {
    const entry = states.get(state.name) ?? { params: new Set(), values: new Set() };
    for (const param of Object.keys(state.params ?? {})) entry.params.add(param);
    for (const value of valuesFromState(interaction)) entry.values.add(value);
    states.set(state.name, entry);
  }
}

/** The README's table row of a state: `| \`name\` | parameters | what the provider has … |`. */
const rowOf = (name: string): string | undefined =>
  readme.split('\n').find((line) => line.startsWith(`| \`${name}\``));

describe('tests/contract/README.md, for API teams', () => {
  it('describes every provider state of the pacts', () => {
    expect([...states.keys()].filter((name) => rowOf(name) === undefined)).toEqual([]);
  });

  it('lists the parameters of each state', () => {
    const wrong = [...states].filter(([name, { params }]) => {
      const cell = rowOf(name)?.split('|')[2] ?? '';
      return [...params].some(
        (param) =>
          !cell
            .split(',')
            .map((p) => p.trim())
            .includes(param),
      );
    });
    expect(wrong.map(([name]) => name)).toEqual([]);
  });

  it('says which values each state returns (the access token is said once for all)', () => {
    const wrong = [...states].filter(([name, { values }]) => {
      const returns = /returns (.*?)(\(|\||$)/.exec(rowOf(name) ?? '')?.[1] ?? '';
      const listed = [...returns.matchAll(/`(\w+)`/g)].map(([, value]) => value).sort();
      return (
        listed.join() !==
        [...values]
          .filter((value) => value !== 'accessToken')
          .sort()
          .join()
      );
    });
    expect(wrong.map(([name]) => name)).toEqual([]);
  });
});
