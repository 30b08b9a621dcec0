import { describe, expect, it } from 'vitest';
import { BASIC_FORMATTING, CMS_CONTENT, isSitePath, sanitiseHtml, type HtmlPolicy } from './sanitise-html.ts';

const basic = (html: string): string => sanitiseHtml(html, BASIC_FORMATTING);

/** The sanitised HTML parsed back, as the browser would build it. */
const parsed = (html: string, policy: HtmlPolicy = BASIC_FORMATTING): HTMLElement => {
  const root = document.createElement('div');
  root.innerHTML = sanitiseHtml(html, policy);
  return root;
};

describe('HTML with basic formatting (a game’s description)', () => {
  it('loses a script, keeping the text around it', () => {
    expect(basic('<p>Spin<script>alert(1)</script> to win</p>')).toBe('<p>Spin to win</p>');
  });

  it('loses an onerror attribute, and the image that carried it', () => {
    expect(basic('<p>Wins<img src="x" onerror="alert(1)"></p>')).toBe('<p>Wins</p>');
  });

  it('loses an onerror attribute on an element it keeps', () => {
    expect(basic('<p onerror="alert(1)">Wins</p>')).toBe('<p>Wins</p>');
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
    expect(basic('<p style="position:fixed;inset:0">Big</p>')).toBe('<p>Big</p>');
  });

  it('loses a style element with its rules', () => {
    expect(basic('<style>body{display:none}</style><p>Text</p>')).toBe('<p>Text</p>');
  });

  it('keeps the basic formatting', () => {
    const html =
      '<h3>Bonus</h3><h4>Free spins</h4><p>A <strong>big</strong> <em>win</em><br>now</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol>';

    expect(basic(html)).toBe(html);
  });

  it('drops other elements and attributes but keeps their text', () => {
    expect(basic('<h2 class="x" id="y">Title</h2><div data-x="1"><span>Text</span></div>')).toBe('TitleText');
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

describe('CMS content', () => {
  const cms = (html: string): string => sanitiseHtml(html, CMS_CONTENT);
  const linkOf = (href: string) => parsed(`<a href="${href}">x</a>`, CMS_CONTENT).querySelector('a');

  it('loses a script and an onerror payload', () => {
    expect(cms('<h2>Bonus</h2><script>alert(1)</script><p>Win<img src="x" onerror="alert(1)"></p>')).toBe(
      '<h2>Bonus</h2><p>Win</p>',
    );
  });

  it('keeps headings of every level, text formatting, lists, quotes and tables', () => {
    const html =
      '<h1>Casino</h1><h2>Games</h2><h5>Note</h5><p><b>2000</b> <i>games</i> <small>T&amp;C</small></p>' +
      '<blockquote>Fair play</blockquote><table><tbody><tr><th>RTP</th><td>96%</td></tr></tbody></table>';

    expect(cms(html)).toBe(html);
  });

  it('drops images, forms and iframes', () => {
    expect(cms('<p>A<img src="https://cdn.example/a.png"></p><form><input></form><iframe></iframe>')).toBe(
      '<p>A</p>',
    );
  });

  it('keeps a link to a path of the site, opening in the same tab', () => {
    const link = parsed(
      '<a href="/lv/promotions/vasaras-turnirs" target="_blank">Join</a>',
      CMS_CONTENT,
    ).querySelector('a');

    expect([link?.getAttribute('href'), link?.hasAttribute('target'), link?.hasAttribute('rel')]).toEqual([
      '/lv/promotions/vasaras-turnirs',
      false,
      false,
    ]);
  });

  it('opens another site in a new tab without a handle on the page', () => {
    const link = linkOf('https://www.iaui.gov.lv');

    expect([link?.getAttribute('target'), link?.getAttribute('rel')]).toEqual([
      '_blank',
      'noopener noreferrer',
    ]);
  });

  it.each([['//evil.example/'], ['/\\evil.example/'], ['javascript:alert(1)'], ['promotions']])(
    'loses an address that leaves the site without saying so: %s',
    (href) => {
      expect(linkOf(href)?.hasAttribute('href')).toBe(false);
    },
  );
});

describe('isSitePath', () => {
  it.each([
    ['/lv/casino', true],
    ['/', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['/\t/evil.example', false],
    ['https://www.lv-casino.lv/lv', false],
    ['lv/casino', false],
  ])('%s → %s', (href, expected) => {
    expect(isSitePath(href)).toBe(expected);
  });
});
