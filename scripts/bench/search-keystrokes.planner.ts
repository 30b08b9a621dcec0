/**
 * Which search texts the grid probe types: prefixes of words of the game names the grid shows first
 * ("d", "dr", "dra"), each one letter longer, kept only while every keystroke changes what the grid
 * shows, so each one has a paint to wait for and to time. The results of a text come from `resultsOf`
 * (the probe asks the sandbox the page's own search query), so the plan is known before typing and
 * is the same on every run of the same catalogue.
 */
import { MIN_MEASURED_KEYSTROKES } from './grid-figures.model.ts';

/** The names of the games on the grid's first page for a search text ('' for no search). */
export type ResultsOf = (text: string) => Promise<readonly string[]>;

/** A keystroke to type: the search text after it and the names the grid must then show. */
export interface PlannedKeystroke {
  readonly query: string;
  readonly names: readonly string[];
}

export interface KeystrokePlan {
  /** The grid's first page with no search: what clearing the box brings back. */
  readonly unfiltered: readonly string[];
  /** Prefix runs of one word each, typed one letter at a time, the box cleared before each. */
  readonly sequences: readonly (readonly PlannedKeystroke[])[];
}

export interface PlanOptions {
  /** Keystrokes to plan; default 11 (odd, so the median is one of them). */
  readonly keystrokes?: number;
  /** Fewer than this throws; default MIN_MEASURED_KEYSTROKES (7). */
  readonly minKeystrokes?: number;
  /** Longest prefix typed; default 6. */
  readonly maxPrefixLength?: number;
  /** Tiles the grid shows at its top whatever its width (one row of at least two); default 2. */
  readonly alwaysShown?: number;
}

/**
 * Lower-case words of `minLength` or more plain letters in `names`, most frequent first (ties in
 * the order first seen), one per first letter, so each run starts with a different keystroke.
 */
export function candidateWords(names: readonly string[], minLength = 4): string[] {
  const counts = new Map<string, number>();
  for (const name of names) {
    for (const word of name.toLowerCase().split(/[^a-z]+/)) {
      if (word.length >= minLength) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const byFrequency = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([word]) => word);
  const firstLetters = new Set<string>();
  return byFrequency.filter((word) => {
    if (firstLetters.has(word.charAt(0))) return false;
    firstLetters.add(word.charAt(0));
    return true;
  });
}

/**
 * Whether showing `after` instead of `before` changes the grid at its top, where a tile is always
 * rendered: another count of games (every tile says "n of count") or another game among the first
 * `alwaysShown`. An empty `after` shows no grid at all, so it does not count as a change of it.
 */
export function changesGrid(before: readonly string[], after: readonly string[], alwaysShown = 2): boolean {
  if (after.length === 0) return false;
  if (after.length !== before.length) return true;
  return after.slice(0, alwaysShown).some((name, index) => name !== before[index]);
}

/**
 * Plans `keystrokes` search keystrokes over the candidate words of the unfiltered grid's names: for
 * each word its prefixes from one letter up, stopping at the first that would not change the grid;
 * a word gives a run only when its first letter already does. Throws when that gives fewer than
 * `minKeystrokes`.
 */
export async function planKeystrokes(
  resultsOf: ResultsOf,
  options: PlanOptions = {},
): Promise<KeystrokePlan> {
  const wanted = options.keystrokes ?? 11;
  const minimum = options.minKeystrokes ?? MIN_MEASURED_KEYSTROKES;
  const maxPrefix = options.maxPrefixLength ?? 6;
  const unfiltered = await resultsOf('');
  const words = candidateWords(unfiltered);
  const sequences: PlannedKeystroke[][] = [];
  let planned = 0;
  for (const word of words) {
    if (planned >= wanted) break;
    const run: PlannedKeystroke[] = [];
    let shown = unfiltered;
    for (let length = 1; length <= Math.min(word.length, maxPrefix); length += 1) {
      if (planned + run.length >= wanted) break;
      const query = word.slice(0, length);
      const names = await resultsOf(query);
      if (!changesGrid(shown, names, options.alwaysShown)) break;
      run.push({ query, names });
      shown = names;
    }
    if (run.length > 0) {
      sequences.push(run);
      planned += run.length;
    }
  }
  if (planned < minimum) {
    throw new Error(
      `only ${planned} search keystrokes that change the grid were found in the words ${words.join(', ')}`,
    );
  }
  return { unfiltered, sequences };
}
