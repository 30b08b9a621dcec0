import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { ContainerContext, useInjection } from '../../kernel/container-context.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import { MAIN_CONTENT_ID } from '../../ui/landmarks.ts';
import LiveChatPanel from './live-chat-panel.tsx';
import './live-chat.css';

/** A text still loading shows its id for a moment; any other formatting error is worth seeing. */
function reportIntlError(error: { readonly code: string }): void {
  if (error.code !== 'MISSING_TRANSLATION') console.error(error);
}

/** The page language's texts (the live chat's loaded with its entry), following a language switch. */
const DockIntl = observer(function DockIntl({ children }: { readonly children: ReactNode }) {
  const intl = useInjection(IntlStore);
  return (
    <IntlProvider
      locale={intl.language}
      messages={intl.messages as Record<string, MessageFormatElement[]>}
      defaultLocale="lv"
      onError={reportIntlError}
    >
      {children}
    </IntlProvider>
  );
});

/**
 * Where the open chat lives: a React root of its own at the end of the body, as a chat provider's
 * widget would be, because the chat outlasts the menu that opened it (the menu closes as the chat
 * opens) and stays open while the player moves from page to page. It exists while the chat is open:
 * closing unmounts it, so the conversation's frame is gone with it. Focus returns to the entry when
 * it is still on the page, else to where focus was when the chat opened (the menu's button, as the
 * menu handed it back), else to the main content.
 */
class LiveChatDock {
  readonly #container: Container;
  readonly #host = document.createElement('div');
  readonly #root: Root;
  /** What opened the chat last, and where focus was as the panel took it. */
  #entry: HTMLElement | null = null;
  #before: HTMLElement | null = null;
  #openings = 0;

  constructor(container: Container) {
    this.#container = container;
    this.#host.className = 'live-chat-dock';
    document.body.append(this.#host);
    this.#root = createRoot(this.#host);
  }

  open(entry: HTMLElement): void {
    this.#entry = entry;
    this.#openings += 1;
    this.#root.render(
      <ContainerContext.Provider value={this.#container}>
        <DockIntl>
          <LiveChatPanel openings={this.#openings} onFocusTaken={this.#focusTaken} onClose={this.#close} />
        </DockIntl>
      </ContainerContext.Provider>,
    );
  }

  readonly #focusTaken = (previous: Element | null): void => {
    if (previous instanceof HTMLElement && previous !== document.body && !this.#host.contains(previous)) {
      this.#before = previous;
    }
  };

  readonly #close = (): void => {
    if (docks.get(this.#container) !== this) return;
    docks.delete(this.#container);
    // Focus comes back only from the chat (not when a logout closed it while the player was elsewhere).
    const active = document.activeElement;
    if (active === null || active === document.body || this.#host.contains(active)) {
      const target = [this.#entry, this.#before].find((element) => element?.isConnected === true);
      if (target === undefined || target === null) {
        document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
      } else {
        target.focus();
      }
    }
    // After the event that closed it: a root is not unmounted from within its own event handling.
    queueMicrotask(() => {
      this.#root.unmount();
      this.#host.remove();
    });
  };
}

/** The open chat of each app (its container). */
const docks = new WeakMap<Container, LiveChatDock>();

/**
 * Opens the live chat of the app with `container` (focus moves into it), or moves focus into it again
 * when it is open; `entry` is what opened it.
 */
export function openLiveChat(container: Container, entry: HTMLElement): void {
  let dock = docks.get(container);
  if (dock === undefined) {
    dock = new LiveChatDock(container);
    docks.set(container, dock);
  }
  dock.open(entry);
}
