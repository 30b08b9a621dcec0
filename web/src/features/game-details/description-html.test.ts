import { describe, expect, it } from 'vitest';
import { sanitizeDescriptionHtml } from './description-html.ts';

/** The sanitised HTML parsed back, as the browser would build it. */
const parsed = (html: string): HTMLElement => {
  const root = document.createElement('div');
  root.innerHTML = sanitizeDescriptionHtml(html);
  return root;
};

describe('a game description’s HTML', () => {
  it('loses a script, keeping the text around it', () => {
    expect(sanitizeDescriptionHtml('<p>Spin<script>alert(1)</script> to win</p>')).toBe('<p>Spin to win</p>');
  });

  it('loses an onerror attribute, and the image that carried it', () => {
    expect(sanitizeDescriptionHtml('<p>Wins<img src="x" onerror="alert(1)"></p>')).toBe('<p>Wins</p>');
  });

  it('loses an onerror attribute on an element it keeps', () => {
    expect(sanitizeDescriptionHtml('<p onerror="alert(1)">Wins</p>')).toBe('<p>Wins</p>');
  });

  it('loses the address of a javascript: link, keeping its text', () => {
    const link = parsed('<a href="javascript:alert(1)">Rules</a>').querySelector('a');

    expect([link?.hasAttribute('href'), link?.textContent]).toEqual([false, 'Rules']);
  });

  it('loses a javascript: address hidden by case and blanks', () => {
    const link = parsed('<a href=" JaVaScRiPt:alert(1)">Rules</a>').querySelector('a');

    expect(link?.hasAttribute('href')).toBe(false);
  });

  it('loses a style attribute', () => {
    expect(sanitizeDescriptionHtml('<p style="position:fixed;inset:0">Big</p>')).toBe('<p>Big</p>');
  });

  it('loses a style element with its rules', () => {
    expect(sanitizeDescriptionHtml('<style>body{display:none}</style><p>Text</p>')).toBe('<p>Text</p>');
  });

  it('keeps the basic formatting', () => {
    const html =
      '<h3>Bonus</h3><h4>Free spins</h4><p>A <strong>big</strong> <em>win</em><br>now</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol>';

    expect(sanitizeDescriptionHtml(html)).toBe(html);
  });

  it('drops other elements and attributes but keeps their text', () => {
    expect(
      sanitizeDescriptionHtml('<h2 class="x" id="y">Title</h2><div data-x="1"><span>Text</span></div>'),
    ).toBe('TitleText');
  });

  it('opens an https link in a new tab without a handle on the page', () => {
    const link = parsed('<a href="https://example.com/rules" target="_self">Rules</a>').querySelector('a');

    expect([link?.getAttribute('href'), link?.getAttribute('target'), link?.getAttribute('rel')]).toEqual([
      'https://example.com/rules',
      '_blank',
      'noopener noreferrer',
    ]);
  });

  it('keeps an http link', () => {
    expect(parsed('<a href="http://example.com/">Site</a>').querySelector('a')?.getAttribute('href')).toBe(
      'http://example.com/',
    );
  });

  it.each([['data:text/html,<b>x</b>'], ['//evil.example/'], ['/lv/casino'], ['mailto:a@b.lv']])(
    'loses a link address that is not http or https: %s',
    (href) => {
      expect(parsed(`<a href="${href}">x</a>`).querySelector('a')?.hasAttribute('href')).toBe(false);
    },
  );
});
