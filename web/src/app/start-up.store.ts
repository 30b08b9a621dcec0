import type { Category } from '@lv-casino/core/catalogue/catalogue.ts';
import type { LobbyStrip } from '@lv-casino/core/catalogue/lobby-strips.rule.ts';
import type { StartUpOutcome, StartUpUseCase } from '@lv-casino/core/catalogue/start-up.use-case.ts';
import type { GeneralConfig } from '@lv-casino/core/config/config.ts';
import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { LANGUAGES, type Language } from '@lv-casino/core/routing/language.ts';
import type { RouteLanguages } from '@lv-casino/core/routing/language-route.rule.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { IntlStore } from './intl.store.ts';

export type StartUpStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The site's start-up (config, translations, casino categories and games) and its re-run when the
 * route's language changes. Hands the language and translations to the IntlStore; the lobby reads
 * the strips from here.
 */
export class StartUpStore {
  status: StartUpStatus = 'idle';
  config: GeneralConfig | null = null;
  categories: readonly Category[] = [];
  strips: readonly LobbyStrip[] = [];
  /** Why the last start-up failed (its catalogue entry, for the message). */
  error: ErrorDescriptor | null = null;
  /** True while the content of another language loads over the current one. */
  switching = false;

  readonly #useCase: StartUpUseCase;
  readonly #intl: IntlStore;
  readonly #device: Device;
  #routeLanguage: string | null = null;
  /** Number of the latest run; an older run's answer is dropped. */
  #run = 0;

  constructor(useCase: StartUpUseCase, intl: IntlStore, device: Device) {
    this.#useCase = useCase;
    this.#intl = intl;
    this.#device = device;
    makeAutoObservable(this);
  }

  /** The languages routes may carry; the product's own until the config has loaded. */
  get routeLanguages(): RouteLanguages {
    return {
      supported: this.config?.supportedLanguages ?? LANGUAGES,
      default: this.config?.defaultLanguage ?? this.#intl.language,
    };
  }

  /** Starts the site once; later calls do nothing. @param routeLanguage the first path segment, if any. */
  start(routeLanguage: string | null): Promise<void> {
    if (this.status !== 'idle') return Promise.resolve();
    this.#routeLanguage = routeLanguage;
    return this.#load('loading');
  }

  /** Runs a failed start-up again. */
  retry(): Promise<void> {
    return this.status === 'failed' ? this.#load('loading') : Promise.resolve();
  }

  /** Loads translations and category names of `language`, keeping the current page on screen. */
  switchLanguage(language: Language): Promise<void> {
    if (this.status !== 'ready' || language === this.#intl.language) return Promise.resolve();
    this.#routeLanguage = language;
    this.#intl.setLanguage(language);
    return this.#load('switching');
  }

  async #load(mode: 'loading' | 'switching'): Promise<void> {
    const run = ++this.#run;
    if (mode === 'loading') {
      this.status = 'loading';
      this.error = null;
    } else {
      this.switching = true;
    }
    const outcome = await this.#useCase.execute({ routeLanguage: this.#routeLanguage, device: this.#device });
    if (run !== this.#run) return;
    runInAction(() => {
      this.#settle(outcome, mode);
    });
  }

  #settle(outcome: StartUpOutcome, mode: 'loading' | 'switching'): void {
    this.switching = false;
    if (outcome.kind === 'failed') {
      // A failed language switch keeps the page as it was, with the bundled texts of the new language.
      if (mode === 'loading') {
        this.status = 'failed';
        this.error = outcome.error;
      }
      return;
    }
    this.config = outcome.config;
    this.categories = outcome.categories;
    this.strips = outcome.strips;
    this.#intl.apply(outcome.language, outcome.messages);
    this.error = null;
    this.status = 'ready';
  }
}
