import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { errorCatalogue } from '@lv-casino/sdk/generated/error-catalogue.ts';
import { notificationCatalogue } from '@lv-casino/sdk/generated/notifications.ts';
import { describe, expect, it } from 'vitest';
import { en, messageIds } from './messages.en.ts';
import { lv } from './messages.lv.ts';
import { ru } from './messages.ru.ts';

/** The ICU arguments of a message as `name:kind`, nested plural and select branches included. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: readonly MessageFormatElement[]): void => {
    for (const element of elements) {
      if (element.type === TYPE.argument) found.add(`${element.value}:argument`);
      if (element.type === TYPE.number) found.add(`${element.value}:number`);
      if (element.type === TYPE.date || element.type === TYPE.time) found.add(`${element.value}:date`);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        found.add(`${element.value}:${element.type === TYPE.plural ? 'plural' : 'select'}`);
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

const translations = { lv, ru };

describe('bundled messages', () => {
  it.each(Object.entries(translations))('%s has exactly the ids of en', (_, messages) => {
    expect(Object.keys(messages).sort()).toEqual([...messageIds].sort());
  });

  it.each(Object.entries(translations))('%s uses the ICU arguments of en in every message', (_, messages) => {
    const mismatched = messageIds.filter(
      (id) => argumentsOf(messages[id]).join() !== argumentsOf(en[id]).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('has a text for every message key of the contract’s error catalogue', () => {
    const missing = errorCatalogue.map((entry) => entry.messageKey).filter((key) => !(key in en));
    expect(missing).toEqual([]);
  });

  it('has a text for every message key of the contract’s notification catalogue', () => {
    const missing = notificationCatalogue.map((entry) => entry.messageKey).filter((key) => !(key in en));
    expect(missing).toEqual([]);
  });
});
