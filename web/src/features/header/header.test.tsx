import { ok } from '@lv-casino/core/shared/result.ts';
import { createGeneralConfig } from '@lv-casino/core/testing/config.builder.ts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StartUpStore } from '../../kernel/start-up.store.ts';
import { createTestPorts, renderApp } from '../../testing/test-app.tsx';

describe('header for a visitor', () => {
  it('opens the registration modal from its Register button', async () => {
    const { user, router } = renderApp('/en/casino');

    await user.click(await screen.findByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeDefined();
    expect(router.state.location.search).toBe('?modal=register');
  });

  it('hides the Register button when the config says currentIpIsForbidden', async () => {
    const ports = createTestPorts();
    ports.config.general = ok(createGeneralConfig({ currentIpIsForbidden: true }));
    const { container } = renderApp('/en/casino', { ports });
    await screen.findByRole('button', { name: 'Log in' });
    await waitFor(() => {
      expect(container.get(StartUpStore).status).toBe('ready');
    });

    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });
});
