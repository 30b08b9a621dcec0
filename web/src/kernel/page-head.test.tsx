import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { MessageId } from '../i18n/message-id.ts';
import { usePageHead, type PageHead } from './page-head.ts';

function Page({ head }: { readonly head: PageHead | null }) {
  usePageHead(head);
  return null;
}

const renderHead = (head: PageHead | null, path = '/lv/help') =>
  render(
    <IntlProvider
      locale="en"
      messages={
        { 'app.title': 'LV Casino' } as Partial<Record<MessageId, string>> as Record<MessageId, string>
      }
    >
      <MemoryRouter initialEntries={[path]}>
        <Page head={head} />
      </MemoryRouter>
    </IntlProvider>,
  );

/** The hrefs of the document's canonical links. */
const canonicalLinks = () =>
  [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href'));

const metaContent = (name: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('usePageHead', () => {
  it('puts the page title before the site’s', () => {
    renderHead({ title: 'Promotions' });

    expect(document.title).toBe('Promotions | LV Casino');
  });

  it('puts the page description in the head and the site’s back on leaving', () => {
    document.head.innerHTML = '<meta name="description" content="The site">';
    const { unmount } = renderHead({ title: 'Help', description: 'Answers' });
    const shown = metaContent('description');

    unmount();

    expect([shown, metaContent('description')]).toEqual(['Answers', 'The site']);
  });

  it('never indexes a private page', () => {
    renderHead({ title: 'Unsubscribe', isPrivate: true, robots: 'index,follow' });

    expect(metaContent('robots')).toBe('noindex,nofollow');
  });

  it('does not index a public page in the test setup whatever the page asks', () => {
    renderHead({ title: 'Help', robots: 'index,follow' });

    expect(metaContent('robots')).toBe('noindex,nofollow');
  });

  it('names the canonical address while the page shows, and none after', () => {
    const { unmount } = renderHead({ title: 'Help', canonical: 'https://www.lv-casino.lv/lv/help' });
    const shown = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;

    unmount();

    expect([shown, document.head.querySelector('link[rel="canonical"]')]).toEqual([
      'https://www.lv-casino.lv/lv/help',
      null,
    ]);
  });

  it('names a public page’s own address, without its query, when the page names none', () => {
    renderHead({ title: 'Promotions' }, '/en/promotions/?modal=login');

    expect(canonicalLinks()).toEqual([new URL('/en/promotions', document.baseURI).href]);
  });

  it('names no canonical address for a private page, and removes one left', () => {
    document.head.innerHTML = '<link rel="canonical" href="https://www.lv-casino.lv/lv/casino">';
    renderHead({ title: 'Unsubscribe', isPrivate: true }, '/lv/unsubscribe');

    expect(canonicalLinks()).toEqual([]);
  });

  it('keeps one canonical link when the head had two', () => {
    document.head.innerHTML = '<link rel="canonical" href="/a"><link rel="canonical" href="/b">';
    renderHead({ title: 'Help' });

    expect(canonicalLinks()).toEqual([new URL('/lv/help', document.baseURI).href]);
  });

  it('changes nothing while the page has no head yet', () => {
    document.title = 'Before';
    renderHead(null);

    expect(document.title).toBe('Before');
  });
});
