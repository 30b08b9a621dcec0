import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRoot } from '../../kernel/app-root.tsx';
import { createAppContainer } from '../../shell/container.ts';
import { FeatureModules } from '../../kernel/feature-modules.ts';
import { NavigationBridge } from '../../kernel/navigation-bridge.tsx';
import { createFakePortsModule, createTestPorts, type TestPorts } from '../../testing/fake-ports.module.ts';
import { loadUnsubscribe } from './unsubscribe.loader.ts';

async function renderPage(path: string, ports: TestPorts = createTestPorts()) {
  const container = createAppContainer(createFakePortsModule(ports), {
    device: 'desktop',
    initialLanguage: 'en',
  });
  const View = await container.get(FeatureModules).prepare('unsubscribe', await loadUnsubscribe());
  const router = createMemoryRouter(
    [
      { path: '/:lang/casino', element: <p>Casino page</p> },
      {
        path: '/:lang/unsubscribe',
        element: (
          <>
            <NavigationBridge />
            <View />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<AppRoot container={container} router={router} />);
  return { ports, router, user: userEvent.setup() };
}

describe('the unsubscribe page', () => {
  it('says what unsubscribing does', async () => {
    await renderPage('/en/unsubscribe?u=abc');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Unsubscribe from e-mails');
  });

  it('sends the link’s u value and goes home', async () => {
    const { ports, router, user } = await renderPage('/en/unsubscribe?u=abc');

    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    await screen.findByText('Casino page');
    expect([ports.content.unsubscribeCalls, router.state.location.pathname]).toEqual([['abc'], '/en/casino']);
  });

  it('goes home also when the unsubscribe fails', async () => {
    const ports = createTestPorts();
    ports.content.failure = createApiFailure(-1);
    const { router, user } = await renderPage('/en/unsubscribe?u=abc', ports);

    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    await screen.findByText('Casino page');
    expect(router.state.location.pathname).toBe('/en/casino');
  });

  it('sends nothing for a link without u and offers the way home', async () => {
    const { ports, user } = await renderPage('/en/unsubscribe');

    await user.click(await screen.findByRole('button', { name: 'Go to the casino' }));

    await screen.findByText('Casino page');
    expect(ports.content.unsubscribeCalls).toEqual([]);
  });
});
