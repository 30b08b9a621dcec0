import type { Language } from '@lv-casino/core/routing/language.ts';
import { ok } from '@lv-casino/core/shared/result.ts';
import { createGeneralConfig } from '@lv-casino/core/testing/config.builder.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteConfig } from '../../kernel/site-config.ts';
import { loggedInPorts } from '../../testing/logged-in-ports.ts';
import { createTestPorts, renderApp, type TestApp } from '../../testing/test-app.tsx';
import { ESCAPE_MESSAGE_TYPE, LIVE_CHAT_SANDBOX } from './live-chat-frame.ts';
import * as manifest from './live-chat.feature.ts';

const TEXTS = {
  en: {
    menu: 'Menu',
    chat: 'Live chat',
    frame: 'Conversation with LV Casino support',
    close: 'Close the live chat',
  },
  lv: {
    menu: 'Izvēlne',
    chat: 'Tiešsaistes tērzēšana',
    frame: 'Saruna ar LV Casino atbalsta dienestu',
    close: 'Aizvērt tērzēšanu',
  },
  ru: {
    menu: 'Меню',
    chat: 'Онлайн-чат',
    frame: 'Разговор со службой поддержки LV Casino',
    close: 'Закрыть чат',
  },
} as const;

/** Opens the mega menu with the header's button and the chat with the menu's entry. */
async function openChat(app: TestApp, language: Language = 'en'): Promise<HTMLElement> {
  const texts = TEXTS[language];
  const menuButton = await screen.findByRole('button', { name: texts.menu });
  await app.user.click(menuButton);
  await app.user.click(await screen.findByRole('button', { name: texts.chat }));
  return screen.findByRole('dialog', { name: texts.chat });
}

const frameOf = (panel: HTMLElement, language: Language = 'en'): HTMLIFrameElement =>
  within(panel).getByTitle(TEXTS[language].frame);

describe('live chat', () => {
  it('contributes the mega menu’s entry as a lazy loader only', () => {
    expect(Object.keys(manifest)).toEqual(['slots']);
    expect(Object.keys(manifest.slots)).toEqual(['liveChat']);
    expect(typeof manifest.slots.liveChat).toBe('function');
  });

  it('opens from the mega menu as a panel over the page, the menu closed and focus in the chat’s frame', async () => {
    const app = renderApp('/en/casino');

    const panel = await openChat(app);

    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    // Not a modal dialog: the page beside it stays usable.
    expect(panel.getAttribute('aria-modal')).toBeNull();
    expect(document.getElementById('app-shell')?.hasAttribute('inert')).toBe(false);
    const frame = frameOf(panel);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms');
    expect(frame.getAttribute('sandbox')).toBe(LIVE_CHAT_SANDBOX);
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    await waitFor(() => {
      expect(document.activeElement).toBe(frame);
    });

    await app.user.click(within(panel).getByRole('button', { name: 'Close the live chat' }));
  });

  it.each(['lv', 'en', 'ru'] as const)(
    'frames the provider’s page in the site’s language (%s), with nothing else in its address',
    async (language) => {
      const app = renderApp(`/${language}/casino`, { language });

      const panel = await openChat(app, language);

      expect(frameOf(panel, language).getAttribute('src')).toBe(`/__sandbox/live-chat/?lang=${language}`);
      expect(within(panel).getByRole('heading', { name: TEXTS[language].chat })).toBeDefined();
      await app.user.click(within(panel).getByRole('button', { name: TEXTS[language].close }));
    },
  );

  it('frames the page the general config names, on another origin too, in the site’s language', async () => {
    const ports = createTestPorts();
    ports.config.general = ok(
      createGeneralConfig({ liveChatUrl: 'https://chat.provider.example/lv-casino' }),
    );
    const app = renderApp('/en/casino', { ports });

    const panel = await openChat(app);

    expect(frameOf(panel).getAttribute('src')).toBe('https://chat.provider.example/lv-casino?lang=en');
    await app.user.click(within(panel).getByRole('button', { name: 'Close the live chat' }));
  });

  it('is not offered once the general config names no live chat, and an open chat closes', async () => {
    const app = renderApp('/en/casino');
    const panel = await openChat(app);
    const site = app.container.get(SiteConfig);
    const general = site.general ?? createGeneralConfig();

    act(() => {
      site.set({ ...general, liveChatUrl: null });
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Live chat' })).toBeNull();
    });
    await app.user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });

    expect([panel.isConnected, within(menu).queryByRole('button', { name: 'Live chat' })]).toEqual([
      false,
      null,
    ]);
  });

  it('follows a switch of the site’s language', async () => {
    const app = renderApp('/en/casino');
    const panel = await openChat(app);

    await app.user.click(
      within(screen.getByRole('navigation', { name: 'Language' })).getByRole('link', { name: /RU/ }),
    );

    expect(await within(panel).findByRole('heading', { name: 'Онлайн-чат' })).toBeDefined();
    expect(frameOf(panel, 'ru').getAttribute('src')).toBe('/__sandbox/live-chat/?lang=ru');
    await app.user.click(within(panel).getByRole('button', { name: 'Закрыть чат' }));
  });

  it('closes with its close button, and focus returns to the menu’s button, which led to the entry', async () => {
    const app = renderApp('/en/casino');
    const panel = await openChat(app);
    await waitFor(() => {
      expect(document.activeElement).toBe(frameOf(panel));
    });

    await app.user.click(within(panel).getByRole('button', { name: 'Close the live chat' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Live chat' })).toBeNull();
    });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
    expect(document.querySelector('.live-chat-dock')).toBeNull();
  });

  it('closes with Escape in the panel', async () => {
    const app = renderApp('/en/casino');
    const panel = await openChat(app);
    within(panel).getByRole('button', { name: 'Close the live chat' }).focus();

    await app.user.keyboard('{Escape}');

    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Live chat' })).toBeNull();
    });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
  });

  it('closes when its frame says Escape was pressed in it, and only its own frame is heard', async () => {
    const app = renderApp('/en/casino');
    const panel = await openChat(app);
    const frame = frameOf(panel);
    const escape = { type: ESCAPE_MESSAGE_TYPE };

    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: escape, source: window }));
    });
    expect(screen.getByRole('dialog', { name: 'Live chat' })).toBe(panel);

    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: escape, source: frame.contentWindow }));
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Live chat' })).toBeNull();
    });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
  });

  it('moves focus back into the chat when it is opened again while open', async () => {
    const app = renderApp('/en/casino');
    const panel = await openChat(app);
    within(panel).getByRole('button', { name: 'Close the live chat' }).focus();

    expect(await openChat(app)).toBe(panel);

    await waitFor(() => {
      expect(document.activeElement).toBe(frameOf(panel));
    });
    expect(screen.getAllByRole('dialog', { name: 'Live chat' })).toHaveLength(1);
    await app.user.click(within(panel).getByRole('button', { name: 'Close the live chat' }));
  });

  it('is offered to a player too, after messages, and closes when the player logs out', async () => {
    const app = renderApp('/en/casino', { ports: loggedInPorts() });
    await app.user.click(await screen.findByRole('button', { name: 'Menu' }));
    const entry = await screen.findByRole('button', { name: 'Live chat' });
    const actions = within(entry.closest('ul') ?? document.body).getAllByRole('button');
    expect(actions.map((action) => action.textContent)).toEqual([
      'Deposit',
      'My profile',
      'Messages',
      'Live chat',
    ]);
    await app.user.click(entry);
    const panel = await screen.findByRole('dialog', { name: 'Live chat' });
    expect(frameOf(panel).getAttribute('src')).toBe('/__sandbox/live-chat/?lang=en');

    await app.user.click(await screen.findByRole('button', { name: 'Log out' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Live chat' })).toBeNull();
    });
  });
});
