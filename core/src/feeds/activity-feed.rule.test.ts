import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActivityFeedItem } from '../testing/feeds.builder.ts';
import { feedPlainText } from './feed-template.rule.ts';
import {
  activityFeedProduct,
  activityFeedScrolls,
  buildActivityFeed,
  feedMessageTemplate,
} from './activity-feed.rule.ts';

const options = { lang: 'en', defaultLanguage: 'lv', currency: 'EUR' } as const;

describe('feedMessageTemplate', () => {
  it('uses the message of the language', () => {
    expect(feedMessageTemplate(createActivityFeedItem(), 'ru', 'lv')).toBe('J***s выиграл {winAmount}');
  });

  it('falls back to the default language', () => {
    const item = createActivityFeedItem({
      messages: [
        { locale: 'x', message: 'a' },
        { locale: 'LV', message: 'b' },
      ],
    });
    expect(feedMessageTemplate(item, 'en', 'lv')).toBe('b');
  });

  it('falls back to the first message', () => {
    expect(
      feedMessageTemplate(createActivityFeedItem({ messages: [{ locale: 'de', message: 'c' }] }), 'en', 'lv'),
    ).toBe('c');
  });

  it('is empty without messages', () => {
    expect(feedMessageTemplate(createActivityFeedItem({ messages: [] }), 'en', 'lv')).toBe('');
  });
});

describe('buildActivityFeed', () => {
  it('fills the win amount in minor units with the currency', () => {
    const [entry] = buildActivityFeed([createActivityFeedItem({ winAmount: 452_000 })], options);
    expect(feedPlainText(entry?.segments ?? [])).toBe('J***s won 4 520.00 EUR');
  });

  it('sorts by winAmount descending', () => {
    const items = [100, 300, 200].map((winAmount) => createActivityFeedItem({ winAmount }));
    expect(buildActivityFeed(items, options).map((entry) => entry.item.winAmount)).toEqual([300, 200, 100]);
  });

  it('keeps at most 41 entries, the biggest wins', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1e9 }), { maxLength: 80 }), (amounts) => {
        const feed = buildActivityFeed(
          amounts.map((winAmount) => createActivityFeedItem({ winAmount })),
          options,
        );
        const expected = [...amounts].sort((a, b) => b - a).slice(0, 41);
        expect(feed.map((entry) => entry.item.winAmount)).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('activityFeedProduct', () => {
  it('asks for CASINO wins on an RNG lobby', () => {
    expect(activityFeedProduct('RNG')).toBe('CASINO');
  });

  it('asks for LIVE_CASINO wins on a live lobby', () => {
    expect(activityFeedProduct('LIVE_CASINO')).toBe('LIVE_CASINO');
  });
});

describe('activityFeedScrolls', () => {
  it('scrolls with more than 8 entries', () => {
    expect(activityFeedScrolls(9)).toBe(true);
  });

  it('does not scroll with 8', () => {
    expect(activityFeedScrolls(8)).toBe(false);
  });
});

describe('feedMessageTemplate (properties)', () => {
  it('always picks the message of the language when the item has one', () => {
    const locale = fc.constantFrom('lv', 'en', 'ru', 'de', 'LV', 'EN');
    fc.assert(
      fc.property(
        fc.array(fc.record({ locale, message: fc.string() })),
        fc.constantFrom('lv' as const, 'en' as const, 'ru' as const),
        (messages, lang) => {
          const item = createActivityFeedItem({ messages });
          const own = messages.find((entry) => entry.locale.toLowerCase() === lang);
          const chosen = feedMessageTemplate(item, lang, 'lv');
          if (own !== undefined) expect(chosen).toBe(own.message);
          else expect(chosen === '' || messages.some((entry) => entry.message === chosen)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
