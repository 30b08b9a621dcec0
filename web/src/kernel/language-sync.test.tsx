import { createTokens } from '@lv-casino/core/testing/user.builder.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestPorts, renderApp } from '../testing/test-app.tsx';
import { DOMAIN_EVENT_TYPE } from './domain-events.ts';

/** The language switcher's link to a language, by its visible code. */
const LANGUAGE_NAV = 'Language';
const languageLink = (code: string): HTMLElement =>
  within(screen.getByRole('navigation', { name: LANGUAGE_NAV })).getByRole('link', {
    name: new RegExp(`^${code}`),
  });

const loggedIn = () => {
  const ports = createTestPorts();
  ports.tokens.write(createTokens());
  return ports;
};

describe('a player’s choice of language', () => {
  it('is saved to the logged-in player’s profile', async () => {
    const ports = loggedIn();
    const { user } = renderApp('/en/casino', { ports });
    await screen.findByRole('button', { name: 'Log out' });

    await user.click(languageLink('RU'));

    await waitFor(() => {
      expect(ports.account.updateLanguageCalls).toEqual(['ru']);
    });
  });

  it('is stored for the next visit, and not sent to the server when logged out', async () => {
    const ports = createTestPorts();
    const { user } = renderApp('/en/casino', { ports });
    await screen.findByRole('button', { name: 'Log in' });

    await user.click(languageLink('LV'));

    await waitFor(() => {
      expect(ports.language.read()).toBe('lv');
    });
    expect(ports.account.updateLanguageCalls).toEqual([]);
  });

  it('is broadcast to the page as LANGUAGE_CHANGED', async () => {
    const heard: unknown[] = [];
    const listener = (event: Event): void => {
      heard.push((event as CustomEvent).detail);
    };
    window.addEventListener(DOMAIN_EVENT_TYPE, listener);
    const { user } = renderApp('/en/casino', { page: { events: window, scrollToTop: () => undefined } });
    await screen.findByRole('button', { name: 'Log in' });

    await user.click(languageLink('RU'));

    await waitFor(() => {
      expect(heard).toContainEqual({ kind: 'LANGUAGE_CHANGED', language: 'ru' });
    });
    window.removeEventListener(DOMAIN_EVENT_TYPE, listener);
  });

  it('scrolls a casino page to its top', async () => {
    let scrolled = 0;
    const { user } = renderApp('/en/casino', {
      page: {
        events: new EventTarget(),
        scrollToTop: () => {
          scrolled += 1;
        },
      },
    });
    await screen.findByRole('button', { name: 'Log in' });

    await user.click(languageLink('RU'));

    await waitFor(() => {
      expect(scrolled).toBe(1);
    });
  });
});
