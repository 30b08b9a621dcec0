import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/test-app.tsx';

describe('routes', () => {
  it.each([
    ['the root of the site', '/', ''],
    ['a path without a language', '/casino', ''],
    ['an unsupported language, keeping the query', '/de/casino?modal=login', '?modal=login'],
  ])('sends %s to the casino of the default language', async (_case, path, search) => {
    const { router } = renderApp(path);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/lv/casino');
    });
    expect(router.state.location.search).toBe(search);
  });

  it('shows the not-found page with a way back for an unknown path', async () => {
    const { router } = renderApp('/en/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.getByRole('link', { name: 'Back to the casino' }).getAttribute('href')).toBe('/en/casino');
  });

  it('redirects /login on a phone to the casino with the login modal', async () => {
    const { router } = renderApp('/en/login', { device: 'mobile' });
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/en/casino');
  });

  it('opens an activation link at /activate-account over the casino, its parameters kept', async () => {
    const { router } = renderApp('/en/activate-account?username=ilze&activationKey=k3y');
    await waitFor(() => {
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/en/casino?modal=activate-account&username=ilze&activationKey=k3y',
      );
    });
  });

  it('sends /lobby/{page} on a desktop to the casino', async () => {
    const { router } = renderApp('/en/lobby/promotions');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/casino');
    });
  });

  it('opens /lobby/{page} on a phone that is not framed at the page, with its query', async () => {
    const { router } = renderApp('/en/lobby/live-casino?btag=x', { device: 'mobile' });
    await waitFor(() => {
      expect(router.state.location.pathname + router.state.location.search).toBe('/en/live-casino?btag=x');
    });
  });

  it('sets the page language on the document', async () => {
    renderApp('/ru/casino');
    await waitFor(() => {
      expect(document.documentElement.lang).toBe('ru');
    });
  });
});
