import { describe, expect, it } from 'vitest';
import type { CmsMenu, CmsMenuItem } from './cms-menu.ts';
import { menuLinks } from './menu-links.rule.ts';

const item = (label: string, link: string, orderNumber: number): CmsMenuItem => ({
  label,
  link,
  orderNumber,
});
const aMenu = (items: readonly CmsMenuItem[]): CmsMenu => ({
  key: 'FOOTER_HELP',
  locale: 'lv',
  title: 'Palīdzība',
  items,
});

describe('menuLinks', () => {
  it('puts a slug under the language', () => {
    expect(menuLinks(aMenu([item('BUJ', 'help/buj', 1)]), 'ru')).toEqual([
      { kind: 'internal', label: 'BUJ', path: '/ru/help/buj' },
    ]);
  });

  it('opens a domain as another site over https', () => {
    expect(menuLinks(aMenu([item('IAUI', 'www.iaui.gov.lv', 1)]), 'lv')).toEqual([
      { kind: 'external', label: 'IAUI', url: 'https://www.iaui.gov.lv' },
    ]);
  });

  it('orders the links by their order number', () => {
    const links = menuLinks(aMenu([item('B', 'b', 2), item('A', 'a', 1)]), 'lv');
    expect(links.map((link) => link.label)).toEqual(['A', 'B']);
  });

  it('leaves out an item without a label or a link', () => {
    expect(menuLinks(aMenu([item(' ', 'a', 1), item('B', '  ', 2)]), 'lv')).toEqual([]);
  });
});
