import type { GeneralConfig } from '../config/config.ts';
import type { ApiFailure } from '../errors/api-failure.ts';
import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { CataloguePort } from '../catalogue/catalogue.port.ts';
import type { ConfigPort } from '../config/config.port.ts';
import type { TranslationsPort } from '../content/translations.port.ts';
import type { Messages, TranslationCategory } from '../content/translations.ts';
import { isLanguage, LANGUAGES, type Language } from '../routing/language.ts';
import type { Device } from '../shared/device.ts';
import type { Category } from './catalogue.ts';
import { pageCategories } from './lobby-strips.rule.ts';

/**
 * Translation categories loaded at start-up (games-and-content.md §9): the site's texts. CUSTOMER,
 * the account area's, is not among them: a front end loads it with the first part of the account
 * area it shows (the web: with a feature's messages), so the start-up's answer stays small.
 */
export const START_UP_TRANSLATION_CATEGORIES: readonly TranslationCategory[] = [
  'GENERAL',
  'SEO',
  'GAME_VENDORS',
  'COUNTRY',
];

export interface StartUpInput {
  /** Language code of the current route; null, or one the config does not support, gives the default. */
  readonly routeLanguage: string | null;
  readonly device: Device;
}

export type StartUpStep = 'config' | 'translations' | 'categories';

export type StartUpOutcome =
  | {
      readonly kind: 'ready';
      readonly config: GeneralConfig;
      readonly language: Language;
      readonly messages: Messages;
      /**
       * Visible casino categories in lobby order, whatever the device (the category bar and the
       * categories list); the lobby's strips keep those of lobbyCategories.
       */
      readonly categories: readonly Category[];
    }
  | { readonly kind: 'failed'; readonly step: StartUpStep; readonly error: ErrorDescriptor };

/**
 * Start-up of the site (games-and-content.md §4): the general config (it names the languages), the
 * translations and the casino categories; when several fail, the first in that order is reported.
 * The translations and categories of the route's language are asked together with the config. The
 * whole catalogue (the bulk games fetch) is not on the way to the first paint: each lobby strip loads
 * a page of its own games (LoadLobbyStripsUseCase).
 */
export class StartUpUseCase {
  readonly #config: ConfigPort;
  readonly #translations: TranslationsPort;
  readonly #catalogue: CataloguePort;
  readonly #errors: ErrorCatalogue;

  constructor(
    config: ConfigPort,
    translations: TranslationsPort,
    catalogue: CataloguePort,
    errors: ErrorCatalogue,
  ) {
    this.#config = config;
    this.#translations = translations;
    this.#catalogue = catalogue;
    this.#errors = errors;
  }

  async execute(input: StartUpInput): Promise<StartUpOutcome> {
    // The route's language is very likely the page's, and without one the product's first language
    // (the config's default): its texts and categories are asked together with the config (one round
    // trip less before the first paint), and asked again only when the config turns out otherwise.
    const route = input.routeLanguage ?? '';
    const guess = isLanguage(route) ? route : LANGUAGES[0];
    const early = this.#content(guess, input.device);
    const config = await this.#config.getGeneral();
    if (!config.ok) return this.#failed('config', config.error);

    const language =
      config.value.supportedLanguages.find((supported) => supported === input.routeLanguage) ??
      config.value.defaultLanguage;
    const [messages, categories] = await (language === guess ? early : this.#content(language, input.device));
    if (!messages.ok) return this.#failed('translations', messages.error);
    if (!categories.ok) return this.#failed('categories', categories.error);

    return {
      kind: 'ready',
      config: config.value,
      language,
      messages: messages.value,
      categories: pageCategories(categories.value, 'CASINO'),
    };
  }

  /** The translations and the casino categories of a language, asked together. */
  #content(language: Language, device: Device) {
    return Promise.all([
      this.#translations.load(language, START_UP_TRANSLATION_CATEGORIES),
      this.#catalogue.getCategories({
        page: 'CASINO',
        mobile: device === 'mobile',
        gameType: 'RNG',
        lang: language,
      }),
    ]);
  }

  #failed(step: StartUpStep, failure: ApiFailure): StartUpOutcome {
    return { kind: 'failed', step, error: describeFailure(failure, this.#errors) };
  }
}
