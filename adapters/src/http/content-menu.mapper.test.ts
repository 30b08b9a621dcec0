import { describe, expect, it } from 'vitest';
import { toCmsMenu } from './content-menu.mapper.ts';

const aMenuDto = (overrides: Record<string, unknown> = {}) => ({
  key: 'FOOTER_HELP',
  locale: 'lv',
  title: 'Palīdzība',
  items: [{ label: 'Biežāk uzdotie jautājumi', link: 'help/buj', orderNumber: 1 }],
  ...overrides,
});

describe('toCmsMenu', () => {
  it('reads the title and the items', () => {
    expect(toCmsMenu(aMenuDto(), 'FOOTER_HELP')).toEqual({
      ok: true,
      value: {
        key: 'FOOTER_HELP',
        locale: 'lv',
        title: 'Palīdzība',
        items: [{ label: 'Biežāk uzdotie jautājumi', link: 'help/buj', orderNumber: 1 }],
      },
    });
  });

  it('rejects an answer about another menu', () => {
    expect(toCmsMenu(aMenuDto({ key: 'FOOTER_GAMES' }), 'FOOTER_HELP').ok).toBe(false);
  });

  it('rejects an item without an order number', () => {
    expect(toCmsMenu(aMenuDto({ items: [{ label: 'x', link: 'y' }] }), 'FOOTER_HELP').ok).toBe(false);
  });
});
