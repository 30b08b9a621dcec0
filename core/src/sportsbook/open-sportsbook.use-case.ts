import type { GeneralConfig } from '../config/config.ts';
import {
  sportsbookCulture,
  sportsbookPageStatusOf,
  sportsbookVersion,
  type SportsbookPageStatus,
} from '../content/sportsbook.rule.ts';
import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { SportsbookPort } from '../sportsbook/sportsbook.port.ts';
import type { Language } from '../routing/language.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { Device } from '../shared/device.ts';
import { SPORTSBOOK_PROVIDER, type SportsbookWidget } from './sportsbook.ts';

export interface OpenSportsbookInput {
  readonly config: Pick<GeneralConfig, 'sportsbookEnabled' | 'currentIpIsForbidden' | 'gameProviders'>;
  /** The page's path: /{lang}/sport-betting, /{lang}/sport-betting-live, /{lang}/sport-betting-virtuals. */
  readonly pathname: string;
  readonly lang: Language;
  readonly device: Device;
}

type Unavailable = Extract<SportsbookPageStatus, { readonly kind: 'unavailable' }>;

export type OpenSportsbookOutcome =
  /** The widget to load. */
  | { readonly kind: 'widget'; readonly widget: SportsbookWidget }
  /** Maintenance, disabled (also a version the label has not enabled) or a forbidden country. */
  | Unavailable
  /** The widget's configuration could not be fetched (the page offers a retry). */
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor }
  /** A path that names no sportsbook version. */
  | { readonly kind: 'not-found'; readonly next: NavigationIntent };

const DISABLED: Unavailable = { kind: 'unavailable', reason: 'disabled', messageKey: 'bia.disabled' };

/**
 * Opening a sportsbook widget page (games-and-content.md §2 Sportsbook widget pages): the page's status
 * from the general config for {@link SPORTSBOOK_PROVIDER} (maintenance, disabled, forbidden country);
 * when it may load, the widget configuration of the language and device, with the version of the path
 * (a version the label has not enabled is disabled) and the culture of the language. Nothing is cached:
 * a language change fetches the configuration (culture and banners) again.
 */
export class OpenSportsbookUseCase {
  readonly #sportsbook: SportsbookPort;
  readonly #errors: ErrorCatalogue;

  constructor(sportsbook: SportsbookPort, errors: ErrorCatalogue) {
    this.#sportsbook = sportsbook;
    this.#errors = errors;
  }

  async execute(input: OpenSportsbookInput): Promise<OpenSportsbookOutcome> {
    const version = sportsbookVersion(input.pathname);
    if (version === null) return { kind: 'not-found', next: { kind: 'navigate', to: { name: 'not-found' } } };
    const status = sportsbookPageStatusOf(input.config, SPORTSBOOK_PROVIDER);
    if (status.kind === 'unavailable') return status;
    const answer = await this.#sportsbook.getWidgetConfig({
      locale: input.lang,
      deviceType: input.device === 'mobile' ? 'MOBILE' : 'DESKTOP',
    });
    if (!answer.ok) return { kind: 'failed', error: describeFailure(answer.error, this.#errors) };
    const config = answer.value;
    if (!config.versions.includes(version)) return DISABLED;
    return {
      kind: 'widget',
      widget: {
        scriptUrl: config.widgetScriptUrl,
        culture: sportsbookCulture(input.lang),
        version,
        banners: config.banners,
      },
    };
  }
}
