import type { PaymentLogo } from '@lv-casino/core/config/config.ts';
import type { CmsMenu } from '@lv-casino/core/content/cms-menu.ts';
import { createGeneralConfig } from '@lv-casino/core/testing/config.builder.ts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRoot } from '../../kernel/app-root.tsx';
import { createAppContainer } from '../../shell/container.ts';
import { FeatureModules } from '../../kernel/feature-modules.ts';
import { SiteConfig } from '../../kernel/site-config.ts';
import { createFakePortsModule, createTestPorts } from '../../testing/fake-ports.module.ts';
import { footerFeature } from './footer.chunk.ts';

const helpMenu: CmsMenu = {
  key: 'FOOTER_HELP',
  locale: 'en',
  title: 'Help',
  items: [
    { label: 'Responsible gaming', link: 'atbildiga-spelesana', orderNumber: 2 },
    { label: 'FAQ', link: 'help/buj', orderNumber: 1 },
    { label: 'Gaming supervision', link: 'www.iaui.gov.lv', orderNumber: 3 },
  ],
};

const paymentLogos: readonly PaymentLogo[] = [
  { name: 'Swedbank', logoUrl: '/__sandbox/logos/swedbank.svg' },
  { name: 'Visa', logoUrl: 'https://cdn.example/payments/visa.svg' },
  { name: 'Apple Pay', logoUrl: '/__sandbox/logos/apple-pay.svg' },
];

async function renderFooter(menus: readonly CmsMenu[] = [helpMenu], logos = paymentLogos) {
  const ports = createTestPorts();
  ports.content.menus = menus;
  const container = createAppContainer(createFakePortsModule(ports), {
    device: 'desktop',
    initialLanguage: 'en',
  });
  container.get(SiteConfig).set(createGeneralConfig({ paymentLogos: logos }));
  const View = await container.get(FeatureModules).prepare('footer', footerFeature);
  const router = createMemoryRouter([{ path: '*', element: <View /> }], { initialEntries: ['/en/casino'] });
  render(<AppRoot container={container} router={router} />);
  return ports;
}

describe('the footer', () => {
  it('shows a CMS menu’s links in order under its title', async () => {
    await renderFooter();

    const menu = await screen.findByRole('navigation', { name: 'Help' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['FAQ', 'Responsible gaming', 'Gaming supervision (opens another site in a new tab)']);
  });

  it('links a CMS slug under the language', async () => {
    await renderFooter();

    const link = await screen.findByRole('link', { name: 'FAQ' });
    expect(link.getAttribute('href')).toBe('/en/help/buj');
  });

  it('opens a domain as another site in a new tab', async () => {
    await renderFooter();

    const link = await screen.findByRole('link', { name: /Gaming supervision/ });
    expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual([
      'https://www.iaui.gov.lv',
      '_blank',
    ]);
  });

  it('asks for the four footer menus in the page language', async () => {
    const ports = await renderFooter();

    await screen.findByRole('navigation', { name: 'Help' });
    expect(ports.content.menuCalls).toEqual([
      { key: 'FOOTER_GAMES', locale: 'en' },
      { key: 'FOOTER_QUICK_LINKS', locale: 'en' },
      { key: 'FOOTER_HELP', locale: 'en' },
      { key: 'FOOTER_MENU', locale: 'en' },
    ]);
  });

  it('still shows the licence and the 18+ notice when the CMS has no menus', async () => {
    await renderFooter([]);

    const licence = await screen.findByText(/online gambling licence/);
    expect([licence.textContent.includes('IAUI'), screen.getByText('18+').textContent]).toEqual([
      true,
      '18+',
    ]);
  });

  it('shows the general config’s payment logos in its order, each named by its method', async () => {
    await renderFooter();

    const payments = within(await screen.findByRole('region', { name: 'Payment methods' }));
    expect(
      payments.getAllByRole('img').map((logo) => [logo.getAttribute('alt'), logo.getAttribute('src')]),
    ).toEqual([
      ['Swedbank', '/__sandbox/logos/swedbank.svg'],
      ['Visa', 'https://cdn.example/payments/visa.svg'],
      ['Apple Pay', '/__sandbox/logos/apple-pay.svg'],
    ]);
  });

  it('shows no payment methods when the general config names none', async () => {
    await renderFooter([helpMenu], []);

    await screen.findByRole('navigation', { name: 'Help' });
    expect(screen.queryByRole('heading', { name: 'Payment methods' })).toBeNull();
  });

  it('shows a method’s name instead of a logo that cannot be loaded', async () => {
    await renderFooter();
    const payments = await screen.findByRole('region', { name: 'Payment methods' });

    fireEvent.error(within(payments).getByRole('img', { name: 'Visa' }));

    expect(
      within(payments)
        .getAllByRole('listitem')
        .map((item) => [item.textContent, within(item).queryByRole('img')?.getAttribute('alt') ?? null]),
    ).toEqual([
      ['', 'Swedbank'],
      ['Visa', null],
      ['', 'Apple Pay'],
    ]);
  });
});
