import type { Language } from '@lv-casino/core/routing/language.ts';
import { ControllableClock } from '@lv-casino/core/testing/controllable-clock.ts';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_SAVED, LanguageChoiceStore } from './language-choice.store.ts';

const setUp = () => {
  const switched: Language[] = [];
  const store = new LanguageChoiceStore({
    current: () => 'en',
    supported: () => ['lv', 'en', 'ru'],
    switchTo: (language) => {
      switched.push(language);
    },
    clock: new ControllableClock(),
  });
  return { store, switched };
};

describe('LanguageChoiceStore', () => {
  it('does not switch to the language already shown', () => {
    const { store, switched } = setUp();

    store.save();

    expect([switched, store.message.messageKey]).toEqual([[], LANGUAGE_SAVED]);
  });

  it('switches to the language picked', () => {
    const { store, switched } = setUp();
    store.pick('lv');

    store.save();

    expect(switched).toEqual(['lv']);
  });
});
