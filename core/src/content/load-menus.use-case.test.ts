import { describe, expect, it } from 'vitest';
import { FakeContentPort } from '../testing/content-port.fake.ts';
import type { CmsMenu } from './cms-menu.ts';
import { LoadMenusUseCase } from './load-menus.use-case.ts';

const aMenu = (overrides: Partial<CmsMenu> = {}): CmsMenu => ({
  key: 'FOOTER_HELP',
  locale: 'lv',
  title: 'Palīdzība',
  items: [{ label: 'Biežāk uzdotie jautājumi', link: 'help/buj', orderNumber: 1 }],
  ...overrides,
});

const setUp = (menus: readonly CmsMenu[]) => {
  const content = new FakeContentPort();
  content.menus = menus;
  return { content, load: new LoadMenusUseCase(content) };
};

describe('LoadMenusUseCase', () => {
  it('answers the menus asked for in their order, with their links under the language', async () => {
    const { load } = setUp([aMenu(), aMenu({ key: 'FOOTER_GAMES', title: 'Spēles' })]);

    const menus = await load.execute({ keys: ['FOOTER_GAMES', 'FOOTER_HELP'], lang: 'lv' });

    expect(menus).toEqual([
      {
        key: 'FOOTER_GAMES',
        title: 'Spēles',
        links: [{ kind: 'internal', label: 'Biežāk uzdotie jautājumi', path: '/lv/help/buj' }],
      },
      {
        key: 'FOOTER_HELP',
        title: 'Palīdzība',
        links: [{ kind: 'internal', label: 'Biežāk uzdotie jautājumi', path: '/lv/help/buj' }],
      },
    ]);
  });

  it('asks for each menu in the language', async () => {
    const { content, load } = setUp([]);

    await load.execute({ keys: ['FOOTER_MENU'], lang: 'ru' });

    expect(content.menuCalls).toEqual([{ key: 'FOOTER_MENU', locale: 'ru' }]);
  });

  it('leaves out a menu the CMS has nothing for', async () => {
    const { load } = setUp([aMenu()]);

    const menus = await load.execute({ keys: ['FOOTER_GAMES', 'FOOTER_HELP'], lang: 'lv' });

    expect(menus.map((menu) => menu.key)).toEqual(['FOOTER_HELP']);
  });

  it('leaves out a menu without links', async () => {
    const { load } = setUp([aMenu({ items: [] })]);

    expect(await load.execute({ keys: ['FOOTER_HELP'], lang: 'lv' })).toEqual([]);
  });

  it('answers no menus when the CMS fails', async () => {
    const { content, load } = setUp([aMenu()]);
    content.failure = { kind: 'transport', message: 'offline' };

    expect(await load.execute({ keys: ['FOOTER_HELP'], lang: 'lv' })).toEqual([]);
  });
});
