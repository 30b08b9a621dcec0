import { describe, expect, it } from 'vitest';
import type { ResultsOf } from './search-keystrokes.planner.ts';
import { candidateWords, changesGrid, planKeystrokes } from './search-keystrokes.planner.ts';

/** A search answering from a table of first pages; a text not in it finds nothing. */
const searchOf =
  (pages: Readonly<Record<string, readonly string[]>>): ResultsOf =>
  (text) =>
    Promise.resolve(pages[text] ?? []);

describe('candidateWords', () => {
  it('takes words of four letters or more, most frequent first, one per first letter', () => {
    const names = ['Wild Dragons', 'Dragons Deluxe', 'Wolves of Riga', 'Golden Dreams'];

    expect(candidateWords(names)).toEqual(['dragons', 'wild', 'riga', 'golden']);
  });

  it('splits at anything but plain letters and lower-cases', () => {
    expect(candidateWords(['Hold & Win: SUPER-Reels 7s'])).toEqual(['hold', 'super', 'reels']);
  });
});

describe('changesGrid', () => {
  it('is a change when the count differs or a game at the top differs', () => {
    expect(changesGrid(['a', 'b', 'c'], ['a', 'b'])).toBe(true);
    expect(changesGrid(['a', 'b', 'c'], ['a', 'x', 'c'])).toBe(true);
  });

  it('is no change when only games below the always-shown top differ', () => {
    expect(changesGrid(['a', 'b', 'c'], ['a', 'b', 'x'])).toBe(false);
    expect(changesGrid(['a', 'b', 'c'], ['a', 'b', 'x'], 3)).toBe(true);
  });

  it('is no change to a grid when nothing is found (the grid goes away)', () => {
    expect(changesGrid(['a', 'b'], [])).toBe(false);
  });
});

describe('planKeystrokes', () => {
  // Words of the unfiltered page, one per first letter: dragon, pearls, wild.
  const pages = {
    '': ['Dragon Pearls', 'Wild Dragons', 'Wolf Run'],
    d: ['Dragon Pearls', 'Wild Dragons'],
    dr: ['Wild Dragons', 'Dragon Pearls'],
    dra: ['Wild Dragons', 'Dragon Pearls'],
    p: ['Dragon Pearls', 'Wild Dragons', 'Wolf Run'],
    w: ['Wild Dragons', 'Wolf Run'],
    wi: ['Wild Dragons'],
    wil: ['Wild Dragons'],
  };
  const queries = (plan: { sequences: readonly (readonly { query: string }[])[] }) =>
    plan.sequences.map((run) => run.map((step) => step.query));

  it('types each word’s prefixes while each changes the grid; a word whose first letter does not is skipped', async () => {
    const plan = await planKeystrokes(searchOf(pages), { keystrokes: 7, minKeystrokes: 3 });

    expect(plan.unfiltered).toEqual(pages['']);
    expect(queries(plan)).toEqual([
      ['d', 'dr'],
      ['w', 'wi'],
    ]);
    expect(plan.sequences[1]?.[1]).toEqual({ query: 'wi', names: ['Wild Dragons'] });
  });

  it('stops at the number of keystrokes asked for, within a run if need be', async () => {
    const plan = await planKeystrokes(searchOf(pages), { keystrokes: 3, minKeystrokes: 3 });

    expect(queries(plan)).toEqual([['d', 'dr'], ['w']]);
  });

  it('types no prefix longer than asked', async () => {
    const plan = await planKeystrokes(searchOf(pages), { maxPrefixLength: 1, minKeystrokes: 2 });

    expect(queries(plan)).toEqual([['d'], ['w']]);
  });

  it('throws when the words give fewer keystrokes than the minimum (7 by default)', async () => {
    await expect(planKeystrokes(searchOf(pages))).rejects.toThrow(
      'only 4 search keystrokes that change the grid were found in the words dragon, pearls, wild',
    );
  });
});
