import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FEED_PLACEHOLDERS,
  feedPlainText,
  fillFeedTemplate,
  isFeedPlaceholder,
} from './feed-template.rule.ts';

describe('fillFeedTemplate', () => {
  it('fills a placeholder with its value as a value segment', () => {
    expect(
      fillFeedTemplate('{username} won {winAmount}!', { username: 'J***s', winAmount: '45.20 EUR' }),
    ).toEqual([
      { kind: 'value', placeholder: 'username', text: 'J***s' },
      { kind: 'text', text: ' won ' },
      { kind: 'value', placeholder: 'winAmount', text: '45.20 EUR' },
      { kind: 'text', text: '!' },
    ]);
  });

  it.each(FEED_PLACEHOLDERS)('fills {%s}', (placeholder) => {
    expect(feedPlainText(fillFeedTemplate(`<{${placeholder}}>`, { [placeholder]: 'v' }))).toBe('<v>');
  });

  it('fills a bonus{product}Amount placeholder', () => {
    expect(
      feedPlainText(fillFeedTemplate('{bonusLiveCasinoAmount}', { bonusLiveCasinoAmount: '5.00 EUR' })),
    ).toBe('5.00 EUR');
  });

  it('leaves braces that are no placeholder as text', () => {
    expect(fillFeedTemplate('a {winner} b', { winner: 'x' })).toEqual([
      { kind: 'text', text: 'a {winner} b' },
    ]);
  });

  it('fills a placeholder without a value with nothing', () => {
    expect(feedPlainText(fillFeedTemplate('won {winAmount}', {}))).toBe('won ');
  });

  it('keeps markup in a value as text', () => {
    expect(fillFeedTemplate('{gameName}', { gameName: '<img src=x onerror=alert(1)>' })).toEqual([
      { kind: 'value', placeholder: 'gameName', text: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('does not fill a placeholder that a value contains', () => {
    expect(feedPlainText(fillFeedTemplate('{username}', { username: '{gameName}', gameName: 'x' }))).toBe(
      '{gameName}',
    );
  });

  it('gives exactly the template with each placeholder replaced by its value, as text', () => {
    const placeholder = fc.constantFrom(...FEED_PLACEHOLDERS, 'bonusCasinoAmount');
    const part = fc.oneof(
      fc.string().map((text) => ({ text })),
      placeholder.map((name) => ({ name })),
    );
    fc.assert(
      fc.property(fc.array(part), fc.dictionary(placeholder, fc.string()), (parts, values) => {
        const template = parts.map((p) => ('name' in p ? `{${p.name}}` : p.text)).join('');
        const segments = fillFeedTemplate(template, values);
        const expected = template.replace(/\{([A-Za-z]+)\}/g, (token, name: string) =>
          isFeedPlaceholder(name) ? (values[name] ?? '') : token,
        );
        expect(feedPlainText(segments)).toBe(expected);
        for (const segment of segments) {
          if (segment.kind === 'value') expect(segment.text).toBe(values[segment.placeholder] ?? '');
          else expect(segment.text).not.toBe('');
        }
      }),
      { numRuns: 1000 },
    );
  });
});
