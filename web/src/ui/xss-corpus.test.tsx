import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BASIC_FORMATTING, CMS_CONTENT, type HtmlPolicy } from './sanitise-html.ts';
import { SanitisedHtml } from './sanitised-html.tsx';

/*
 * Classic cross-site scripting payloads as they could arrive in every kind of server-provided HTML
 * (CMS pages, promotion bodies, banner layers, inbox messages, translations), rendered through
 * SanitisedHtml under both policies. Each payload calls `top.xss()` (the page's, from a frame too) if
 * it ever runs. jsdom runs inline event handlers but loads nothing and never follows a link, so
 * `detonate` does what a browser and a player would: fires every event at every element, runs any
 * script element that survived, and follows every javascript: address. A control proves the same
 * payloads do run without sanitising.
 */

type Source = 'cms page' | 'promotion' | 'banner layer' | 'inbox message' | 'translation';

const X = 'top.xss()';

const PAYLOADS: readonly (readonly [Source, string])[] = [
  ['cms page', `<script>${X}</script>`],
  ['cms page', `<p>About us<script type="text/javascript">${X}</script></p>`],
  ['cms page', `<SCRIPT>${X}</SCRIPT>`],
  ['cms page', `<img src=x onerror="${X}">`],
  ['cms page', `<img src="x" onerror=${X}//>`],
  ['cms page', `<IMG SRC=# ONERROR="${X}">`],
  ['cms page', `<svg onload="${X}"></svg>`],
  ['cms page', `<svg><script>${X}</script></svg>`],
  ['cms page', `<body onload="${X}">`],
  ['cms page', `<iframe src="javascript:${X}"></iframe>`],
  ['cms page', `<iframe srcdoc="<script>${X}</script>"></iframe>`],
  ['cms page', `<object data="javascript:${X}"></object>`],
  ['cms page', `<embed src="javascript:${X}">`],
  ['promotion', `<a href="javascript:${X}">Claim the bonus</a>`],
  ['promotion', `<a href="JaVaScRiPt:${X}">Claim</a>`],
  ['promotion', `<a href=" javascript:${X}">Claim</a>`],
  ['promotion', `<a href="java\tscript:${X}">Claim</a>`],
  ['promotion', `<a href="java&#x09;script:${X}">Claim</a>`],
  ['promotion', `<a href="&#106;avascript:${X}">Claim</a>`],
  ['promotion', `<a href="javascript&colon;${X}">Claim</a>`],
  ['promotion', `<a href="#" onclick="${X}">Terms</a>`],
  ['promotion', `<p onmouseover="${X}">Hover for 20 free spins</p>`],
  ['promotion', `<div onclick="${X}">Spin</div>`],
  ['promotion', `<button onclick="${X}">Join</button>`],
  ['promotion', `<form action="javascript:${X}"><button>Join</button></form>`],
  ['promotion', `<form><button formaction="javascript:${X}">Join</button></form>`],
  ['promotion', `<input onfocus="${X}" autofocus>`],
  ['banner layer', `<div style="background:url(javascript:${X})" onanimationstart="${X}">Banner</div>`],
  ['banner layer', `<details open ontoggle="${X}"><summary>Offer</summary></details>`],
  ['banner layer', `<video src=x onerror="${X}"></video>`],
  ['banner layer', `<audio src=x onerror="${X}"></audio>`],
  ['banner layer', `<video><source onerror="${X}"></video>`],
  ['banner layer', `<marquee onstart="${X}">Jackpot</marquee>`],
  ['banner layer', `<select onfocus="${X}" autofocus><option>1</option></select>`],
  ['banner layer', `<textarea onfocus="${X}" autofocus></textarea>`],
  ['banner layer', `<keygen onfocus="${X}" autofocus>`],
  ['banner layer', `<math><a xlink:href="javascript:${X}">Prize</a></math>`],
  ['banner layer', `<svg><a xlink:href="javascript:${X}"><text x="0" y="20">Win</text></a></svg>`],
  ['banner layer', `<svg><animate onbegin="${X}" attributeName="x" dur="1s"/></svg>`],
  ['inbox message', `<p>Hello</p><img src="" onerror="${X}">`],
  ['inbox message', `<table background="javascript:${X}"><tr><td onclick="${X}">Bonus</td></tr></table>`],
  ['inbox message', `<span onclick="${X}">Your bonus</span>`],
  ['inbox message', `<strong onmouseenter="${X}">€10</strong>`],
  ['inbox message', `<em onfocusin="${X}" tabindex="0">Tap</em>`],
  ['inbox message', `<ul><li onclick="${X}">Rule</li></ul>`],
  ['inbox message', `<noscript><p title="</noscript><img src=x onerror=${X}>"></noscript>`],
  ['inbox message', `<style>@import 'javascript:${X}';</style><p>Hi</p>`],
  ['inbox message', `<link rel="import" href="javascript:${X}">`],
  ['inbox message', `<meta http-equiv="refresh" content="0;url=javascript:${X}">`],
  ['inbox message', `<base href="javascript:${X}//"><a href="/x">Open</a>`],
  ['translation', `"><script>${X}</script>`],
  ['translation', `'><img src=x onerror=${X}>`],
  ['translation', `</p><svg/onload=${X}>`],
  ['translation', `<scr<script>ipt>${X}</scr</script>ipt>`],
  ['translation', `<<script>${X};//<</script>`],
  ['translation', `<img """><script>${X}</script>">`],
  ['translation', `<a href="javascript:${X}" id="x">{count} spins</a>`],
  ['translation', `<div><template><img src=x onerror=${X}></template></div>`],
  ['translation', `<svg><style><img src=x onerror=${X}></style></svg>`],
  [
    'translation',
    `<math><mtext><table><mglyph><style><img src=x onerror=${X}></style></mglyph></table></mtext></math>`,
  ],
  ['translation', `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${X}>`],
];

const EVENTS = [
  ...['click', 'dblclick', 'mousedown', 'mouseup', 'mouseover', 'mouseenter', 'mousemove'],
  ...['focus', 'focusin', 'blur', 'load', 'error', 'toggle', 'start', 'begin', 'animationstart'],
  ...['input', 'change', 'submit', 'keydown', 'pointerdown', 'pointerover', 'transitionend'],
];

/** Attributes a browser follows as an address. */
const ADDRESSES = ['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'background'];

/** The code of a javascript: address as a browser reads it (tabs, newlines and entities resolved). */
function javascriptOf(address: string): string | null {
  // eslint-disable-next-line no-control-regex -- the browser strips these before reading the scheme
  const value = address.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  return /^javascript:/i.test(value) ? value.slice('javascript:'.length) : null;
}

/** Runs `code` as a script of the page, in the page's global. */
function runInPage(code: string): void {
  const script = document.createElement('script');
  script.textContent = code;
  document.head.append(script);
  script.remove();
}

/** Does to `root` what a browser and a curious player would, so any payload in it runs. */
function detonate(root: Element): void {
  for (const element of root.querySelectorAll('*')) {
    for (const type of EVENTS) element.dispatchEvent(new Event(type));
    if (element.localName === 'script') runInPage(element.textContent);
    for (const name of ADDRESSES) {
      const code = javascriptOf(element.getAttribute(name) ?? '');
      if (code !== null) runInPage(decodeURIComponent(code));
    }
    const srcdoc = element.getAttribute('srcdoc');
    if (srcdoc !== null) {
      const frame = document.createElement('div');
      frame.innerHTML = srcdoc;
      detonate(frame);
    }
  }
}

let executions = 0;
const counted = (): void => {
  executions += 1;
};

beforeEach(() => {
  executions = 0;
  // The page's global (jsdom's own window, not the test's) gets `xss`, which tells the test through
  // the one object both share: the document.
  runInPage("window.xss = () => document.dispatchEvent(new Event('xss-ran'));");
  document.addEventListener('xss-ran', counted);
});

afterEach(() => {
  // `xss` stays: a payload that runs late (a toggle event) must not fail another test.
  document.removeEventListener('xss-ran', counted);
});

/** Lets what the page does later (toggle events, frames loading) happen. */
const later = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });

describe('the XSS corpus', () => {
  it('has at least 50 payloads from every kind of server-provided HTML', () => {
    expect([PAYLOADS.length >= 50, new Set(PAYLOADS.map(([source]) => source)).size]).toEqual([true, 5]);
  });

  it('runs when rendered without sanitising (the harness sees an execution)', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    let ran = 0;
    for (const [, payload] of PAYLOADS) {
      const before = executions;
      root.innerHTML = payload;
      detonate(root);
      await later();
      if (executions > before) ran += 1;
    }
    root.remove();

    // The rest need a real browser's layout, media or parser quirks (mutation XSS).
    expect(ran).toBeGreaterThanOrEqual(45);
  });

  it.each([
    ['CMS content', CMS_CONTENT],
    ['basic formatting', BASIC_FORMATTING],
  ] as const)('never runs through SanitisedHtml with %s', async (_, policy: HtmlPolicy) => {
    const view = render(
      <>
        {PAYLOADS.map(([, payload], index) => (
          <SanitisedHtml key={index} html={payload} policy={policy} />
        ))}
      </>,
    );
    detonate(view.container);
    await later();

    expect(executions).toBe(0);
  });
});
