import { ControllableClock } from '@lv-casino/core/testing/controllable-clock.ts';
import { describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SearchTextStore } from './search-text.store.ts';

function setUp() {
  const clock = new ControllableClock();
  const searched: string[] = [];
  const field = new SearchTextStore(clock, () => {
    searched.push(field.text);
  });
  return { clock, field, searched };
}

describe('SearchTextStore', () => {
  it('searches once the player pauses typing', () => {
    const { clock, field, searched } = setUp();

    field.setText('Ga');
    clock.advance(SEARCH_DEBOUNCE_MS - 1);
    field.setText('Game');
    clock.advance(SEARCH_DEBOUNCE_MS - 1);
    const early = [...searched];
    clock.advance(1);

    expect([early, searched]).toEqual([[], ['Game']]);
  });

  it('drops a search still waiting on stop() and clear()', () => {
    const { clock, field, searched } = setUp();

    field.setText('Game');
    field.stop();
    field.setText('Book');
    field.clear();
    clock.advance(SEARCH_DEBOUNCE_MS);

    expect([searched, field.text]).toEqual([[], '']);
  });
});
