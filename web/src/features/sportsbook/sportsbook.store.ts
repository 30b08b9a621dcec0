import { tokenRenewalDelay } from '@lv-casino/core/sportsbook/token-renewal.rule.ts';
import {
  sportsbookInnerRoute,
  widgetNeedsReinit,
  type SportsbookInnerRoute,
} from '@lv-casino/core/content/sportsbook.rule.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import {
  widgetTokenOf,
  type LoadSportsbookTokenUseCase,
} from '@lv-casino/core/sportsbook/load-sportsbook-token.use-case.ts';
import type {
  OpenSportsbookOutcome,
  OpenSportsbookUseCase,
} from '@lv-casino/core/sportsbook/open-sportsbook.use-case.ts';
import { widgetVersionOf } from '@lv-casino/core/sportsbook/sportsbook-widget.rule.ts';
import type { SportsbookWidget } from '@lv-casino/core/sportsbook/sportsbook.ts';
import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import type { AppNavigator } from '../../kernel/app-navigator.ts';
import type { SessionStore } from '../../kernel/session.store.ts';
import type { SiteConfig } from '../../kernel/site-config.ts';

export interface SportsbookStoreDeps {
  readonly open: OpenSportsbookUseCase;
  readonly token: LoadSportsbookTokenUseCase;
  readonly session: SessionStore;
  readonly site: SiteConfig;
  readonly navigator: AppNavigator;
  readonly device: Device;
  /** The time, and a timer (the app's clock), to renew the widget token before it expires. */
  readonly clock: {
    now(): number;
    schedule(delayMs: number, callback: () => void): () => void;
  };
}

/** The page's path and its language. */
export interface SportsbookPlace {
  readonly lang: Language;
  readonly pathname: string;
}

/** What the page shows in place of the widget, or the widget. */
export type SportsbookPageState =
  | { readonly kind: 'loading' }
  /** Maintenance, disabled, forbidden country: the message of core's page status. */
  | { readonly kind: 'unavailable'; readonly messageKey: string }
  /** The configuration call failed (the page offers a retry). */
  | { readonly kind: 'failed'; readonly messageKey: string }
  | { readonly kind: 'ready'; readonly widget: SportsbookWidget }
  /** The page has sent the visitor elsewhere (a path that names no version). */
  | { readonly kind: 'left' };

/** The widget frame: loading its script, running the widget, or failed to. */
export type FrameStatus = 'loading' | 'ready' | 'error';

/**
 * What the frame initialises the widget with. Only the widget's own token crosses into the frame.
 * `generation` changes when the widget must start again with the same settings (an inner route switch).
 */
export interface WidgetInit {
  readonly scriptUrl: string;
  readonly token: string | null;
  readonly culture: string;
  readonly version: string;
  readonly generation: number;
}

const LOADING: SportsbookPageState = { kind: 'loading' };

/** Whether two tuples hold the same items (the same objects, equal primitives). */
const sameItems = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((item, index) => Object.is(item, b[index]));

/**
 * A sportsbook widget page (games-and-content.md §2 Sportsbook widget pages): opens the page through
 * core (status, configuration of the language and device) when its path, language or the general
 * config change; keeps the player's widget token (fetched when a player is logged in, cleared on
 * logout, 39 opens self-excluded-modal); and says what the widget frame runs: a new token, a new
 * language (a new configuration: culture and banners) or a switch among #/overview, #/live and
 * #/virtual re-initialises the widget.
 */
export class SportsbookStore {
  place: SportsbookPlace | null = null;
  hash = '';
  page: SportsbookPageState = LOADING;
  /** The player's widget token; null for a visitor (the widget's anonymous view). */
  token: string | null = null;
  /** False until the session is known and, for a player, the first token answer has come. */
  tokenSettled = false;
  /** The catalogue message of a refused token (other than 39), or null. */
  tokenErrorKey: string | null = null;
  generation = 0;
  frameStatus: FrameStatus = 'loading';
  /** Changes when the frame must load afresh (a retry after its script failed). */
  frameKey = 0;

  readonly #deps: SportsbookStoreDeps;
  #stops: IReactionDisposer[] = [];
  #pageRun = 0;
  #tokenRun = 0;
  #cancelRenewal: (() => void) | null = null;

  constructor(deps: SportsbookStoreDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { deep: false });
  }

  /** The page's path and language (a new one opens the page again). */
  show(place: SportsbookPlace): void {
    if (this.place?.lang === place.lang && this.place.pathname === place.pathname) return;
    this.place = place;
  }

  /** The location hash: a switch to another inner route re-initialises the widget. */
  showHash(hash: string): void {
    if (widgetNeedsReinit(this.hash, hash)) this.generation += 1;
    this.hash = hash;
  }

  /** The inner route shown: #/overview when the hash names none. */
  get innerRoute(): SportsbookInnerRoute {
    return sportsbookInnerRoute(this.hash) ?? 'overview';
  }

  /** What the frame runs, once the configuration and the token are known; null until then. */
  get init(): WidgetInit | null {
    if (this.page.kind !== 'ready' || !this.tokenSettled) return null;
    const { widget } = this.page;
    return {
      scriptUrl: widget.scriptUrl,
      token: this.token,
      culture: widget.culture,
      version: widgetVersionOf(widget.version, sportsbookInnerRoute(this.hash)),
      generation: this.generation,
    };
  }

  activate(): void {
    if (this.#stops.length > 0) return;
    this.#stops = [
      reaction(
        () => [this.place, this.#deps.site.general] as const,
        () => void this.#openPage(),
        { fireImmediately: true, equals: sameItems },
      ),
      reaction(
        () => [this.#sessionKnown, this.#deps.session.user?.id ?? null] as const,
        () => void this.#loadToken(),
        { fireImmediately: true, equals: sameItems },
      ),
    ];
  }

  dispose(): void {
    for (const stop of this.#stops) stop();
    this.#stops = [];
    this.#pageRun += 1;
    this.#tokenRun += 1;
    this.#cancelRenewal?.();
    this.#cancelRenewal = null;
  }

  /** Tries again what failed: the configuration call, or the frame whose script did not load. */
  readonly retry = (): void => {
    if (this.page.kind === 'failed') {
      void this.#openPage();
      return;
    }
    this.frameKey += 1;
    this.frameStatus = 'loading';
  };

  /** The frame runs the widget. */
  readonly frameReady = (): void => {
    this.frameStatus = 'ready';
  };

  /** The frame could not load the widget's script or start it. */
  readonly frameFailed = (): void => {
    this.frameStatus = 'error';
  };

  get #sessionKnown(): boolean {
    const { status } = this.#deps.session;
    return status !== 'unknown' && status !== 'restoring';
  }

  async #openPage(): Promise<void> {
    const { place } = this;
    const config = this.#deps.site.general;
    if (place === null || config === null) return;
    const run = ++this.#pageRun;
    runInAction(() => {
      this.page = LOADING;
      this.frameStatus = 'loading';
    });
    const outcome = await this.#deps.open.execute({ config, ...place, device: this.#deps.device });
    if (run !== this.#pageRun) return;
    runInAction(() => {
      this.page = pageStateOf(outcome);
    });
    if (outcome.kind === 'not-found') this.#deps.navigator.perform(outcome.next);
  }

  async #loadToken(): Promise<void> {
    this.#cancelRenewal?.();
    this.#cancelRenewal = null;
    if (!this.#sessionKnown) return;
    const run = ++this.#tokenRun;
    const outcome = await this.#deps.token.execute({ loggedIn: this.#deps.session.isLoggedIn });
    if (run !== this.#tokenRun) return;
    runInAction(() => {
      this.token = widgetTokenOf(outcome);
      this.tokenErrorKey = outcome.kind === 'failed' ? outcome.error.messageKey : null;
      this.tokenSettled = true;
    });
    if (outcome.kind === 'self-excluded') this.#deps.navigator.perform(outcome.next);
    // A player's token is renewed a minute before it expires (the widget restarts with the new one).
    const { clock } = this.#deps;
    const delay = outcome.kind === 'token' ? tokenRenewalDelay(outcome.token.expiresAt, clock.now()) : null;
    if (delay !== null) {
      this.#cancelRenewal = clock.schedule(delay, () => void this.#loadToken());
    }
  }
}

function pageStateOf(outcome: OpenSportsbookOutcome): SportsbookPageState {
  switch (outcome.kind) {
    case 'widget':
      return { kind: 'ready', widget: outcome.widget };
    case 'unavailable':
      return { kind: 'unavailable', messageKey: outcome.messageKey };
    case 'failed':
      return { kind: 'failed', messageKey: outcome.error.messageKey };
    case 'not-found':
      return { kind: 'left' };
  }
}
