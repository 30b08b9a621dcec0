import type { SessionTabsPort, TabMessage } from '../session/session-tabs.port.ts';

/**
 * In-memory tabs of one origin: `tab()` gives each tab its SessionTabsPort; a message one publishes
 * reaches every other, synchronously (as BroadcastChannel does, never the sender). `sent` records them.
 */
export class FakeSessionTabs {
  readonly sent: TabMessage[] = [];
  readonly #listeners = new Map<number, Set<(message: TabMessage) => void>>();
  #tabs = 0;

  tab(): SessionTabsPort {
    const id = this.#tabs++;
    const own = new Set<(message: TabMessage) => void>();
    this.#listeners.set(id, own);
    return {
      reachesOtherTabs: true,
      publish: (message) => {
        this.sent.push(message);
        for (const [other, listeners] of this.#listeners) {
          if (other !== id) for (const listener of [...listeners]) listener(message);
        }
      },
      listen: (listener) => {
        own.add(listener);
        return () => {
          own.delete(listener);
        };
      },
    };
  }
}
