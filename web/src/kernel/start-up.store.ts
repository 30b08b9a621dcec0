import type { Category } from '@lv-casino/core/catalogue/catalogue.ts';
import type { StartUpOutcome, StartUpUseCase } from '@lv-casino/core/catalogue/start-up.use-case.ts';
import type { GeneralConfig } from '@lv-casino/core/config/config.ts';
import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { isLanguage, LANGUAGES, type Language } from '@lv-casino/core/routing/language.ts';
import type { RouteLanguages } from '@lv-casino/core/routing/language-route.rule.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { IntlStore, MessageLoader } from './intl.store.ts';
import type { SiteConfig } from './site-config.ts';

export type StartUpStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The site's start-up (config, translations, casino categories; never the whole catalogue) and its
 * re-run when the route's language changes. Hands the language and translations to the IntlStore;
 * the lobby reads the categories from here and loads its strips itself.
 */
export class StartUpStore {
  status: StartUpStatus = 'idle';
  categories: readonly Category[] = [];
  /** Why the last start-up failed (its catalogue entry, for the message). */
  error: ErrorDescriptor | null = null;
  /** True while the content of another language loads over the current one. */
  switching = false;
  /**
   * True once the shell's texts are in: the page can paint (header, footer, the page's own texts)
   * while config, translations and categories are still on their way.
   */
  shellReady = false;

  readonly #useCase: StartUpUseCase;
  readonly #intl: IntlStore;
  readonly #site: SiteConfig;
  readonly #device: Device;
  readonly #shellMessages: readonly (readonly [string, MessageLoader])[];
  #routeLanguage: string | null = null;
  /** Number of the latest run; an older run's answer is dropped. */
  #run = 0;

  /**
   * @param shellMessages the messages of the app and of the features of its shell (header, footer),
   *   loaded with start-up.
   */
  constructor(
    useCase: StartUpUseCase,
    intl: IntlStore,
    site: SiteConfig,
    device: Device,
    shellMessages: readonly (readonly [string, MessageLoader])[],
  ) {
    this.#shellMessages = shellMessages;
    this.#useCase = useCase;
    this.#intl = intl;
    this.#site = site;
    this.#device = device;
    // Its getters stay plain getters, not MobX computeds: each is cheap to run again, and the lobby's
    // start-up then runs none of MobX's computed machinery (2.6 kB less JavaScript before it is idle).
    makeAutoObservable(this, { config: false, routeLanguages: false, canPaint: false }, { deep: false });
  }

  get config(): GeneralConfig | null {
    return this.#site.general;
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
    const [outcome] = await Promise.all([
      this.#useCase.execute({ routeLanguage: this.#routeLanguage, device: this.#device }),
      // The shell's texts of the language the route names load while the API answers.
      this.#loadShellMessages(),
    ]);
    if (run !== this.#run) return;
    if (outcome.kind === 'ready') await this.#intl.setLanguage(outcome.language);
    if (run !== this.#run) return;
    // The server's texts, the config and the categories reach the page in one change: one render of
    // the page, not one for each (each text change re-renders every text on it).
    runInAction(() => {
      if (outcome.kind === 'ready') {
        // In the background: a server text with ICU syntax that differs from the bundled one waits for
        // its feature's messages and the parser; nothing here waits for it.
        void this.#intl.applyServerMessages(outcome.language, outcome.messages);
        this.#site.set(outcome.config);
      }
      this.#settle(outcome, mode);
    });
  }

  async #loadShellMessages(): Promise<void> {
    const route = this.#routeLanguage ?? '';
    const language = isLanguage(route) ? route : this.#intl.language;
    await this.#intl.useAll(this.#shellMessages);
    if (language !== this.#intl.language) await this.#intl.setLanguage(language);
    runInAction(() => {
      this.shellReady = true;
    });
  }

  /** Whether the page may paint: start-up is done, or still loading with the shell's texts in. */
  get canPaint(): boolean {
    return this.status === 'ready' || (this.status === 'loading' && this.shellReady);
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
    this.categories = outcome.categories;
    this.error = null;
    this.status = 'ready';
  }
}
