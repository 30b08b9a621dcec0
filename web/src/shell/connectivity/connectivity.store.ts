import { makeAutoObservable } from 'mobx';
import type { CallFailures } from '../../kernel/call-failures.ts';

/** Where the page stands with the server: reachable, the browser offline, or the server not answering. */
export type Connectivity = 'online' | 'offline' | 'unreachable';

/** How often the server is asked again while it does not answer, in ms. */
export const PROBE_INTERVAL_MS = 10_000;

/** Timers, the shape of core's ClockPort. */
export interface ConnectivityClock {
  schedule(delayMs: number, callback: () => void): () => void;
}

export interface ConnectivityDeps {
  /** The window's `online` and `offline` events. */
  readonly events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** navigator.onLine: false when the browser knows it has no network. */
  readonly onLine: () => boolean;
  readonly calls: Pick<CallFailures, 'listen' | 'listenReached'>;
  /** Asks the server something cheap; true when it answered, with any status. */
  readonly probe: () => Promise<boolean>;
  readonly clock: ConnectivityClock;
}

/**
 * The page's connection to LV Casino, for the notice that says when it is lost: `offline` while the
 * browser reports no network, `unreachable` after a call got no answer although the browser is online
 * (the server is then asked every {@link PROBE_INTERVAL_MS} until it answers), `online` once a call —
 * the player's or the probe — gets an answer again. Nothing is queued: calls made meanwhile fail as
 * they do, and the player repeats what needs the server once the notice is gone.
 */
export class ConnectivityStore {
  state: Connectivity;

  readonly #deps: ConnectivityDeps;
  readonly #stop: (() => void)[] = [];
  #cancelProbe: (() => void) | null = null;

  constructor(deps: ConnectivityDeps) {
    this.#deps = deps;
    this.state = deps.onLine() ? 'online' : 'offline';
    makeAutoObservable(this, {}, { autoBind: true, deep: false });
    const onOffline = (): void => {
      this.#set('offline');
    };
    const onOnline = (): void => {
      // The network is back; the server may not be yet: ask it now.
      this.#set('online');
      this.#probeIn(0);
    };
    deps.events.addEventListener('offline', onOffline);
    deps.events.addEventListener('online', onOnline);
    this.#stop.push(
      () => {
        deps.events.removeEventListener('offline', onOffline);
        deps.events.removeEventListener('online', onOnline);
      },
      deps.calls.listen(({ failure }) => {
        // An aborted call (a page left, a search replaced) says nothing about the connection.
        if (failure.kind === 'transport' && !/abort/i.test(failure.message)) this.#lost();
      }),
      deps.calls.listenReached(() => {
        this.#set('online');
      }),
    );
  }

  /** Stops listening and probing. */
  dispose(): void {
    for (const stop of this.#stop.splice(0)) stop();
    this.#cancelProbe?.();
  }

  #lost(): void {
    if (!this.#deps.onLine()) {
      this.#set('offline');
      return;
    }
    this.#set('unreachable');
    this.#probeIn(PROBE_INTERVAL_MS);
  }

  #set(state: Connectivity): void {
    this.state = state;
    if (state !== 'unreachable') {
      this.#cancelProbe?.();
      this.#cancelProbe = null;
    }
  }

  #probeIn(delayMs: number): void {
    this.#cancelProbe?.();
    this.#cancelProbe = this.#deps.clock.schedule(delayMs, () => {
      this.#cancelProbe = null;
      void this.#deps.probe().then((answered) => {
        if (answered) this.#set('online');
        else this.#lost();
      });
    });
  }
}
