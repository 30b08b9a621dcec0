import type { ApiFailure } from '../errors/api-failure.ts';
import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { ContentPort } from '../content/content.port.ts';
import type { Language } from '../routing/language.ts';
import type { Device } from '../shared/device.ts';
import type { Result } from '../shared/result.ts';
import type { ContentBlock, ContentBlockKey, ContentDevice } from './content.ts';

export type ContentBlockOutcome =
  /** The block of the key in the language asked for. */
  | { readonly kind: 'block'; readonly block: ContentBlock }
  /** The key has no content in the language: nothing is shown in its place. */
  | { readonly kind: 'none' }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

type Answer = Result<ContentBlock | null, ApiFailure>;

/**
 * A CMS content block by key (games-and-content.md §7 CMS and content: SEO texts, main banners, the
 * 404 page) in a language, for the device's layout. CMS responses are cached: each key, language and
 * device is asked once for the lifetime of this instance (one per app), and callers asking at the same
 * time share the call. A failure is not kept, so the next call asks again.
 */
export class LoadContentBlockUseCase {
  readonly #content: ContentPort;
  readonly #errors: ErrorCatalogue;
  readonly #answers = new Map<string, Promise<Answer>>();

  constructor(content: ContentPort, errors: ErrorCatalogue) {
    this.#content = content;
    this.#errors = errors;
  }

  async execute(input: {
    readonly key: ContentBlockKey;
    readonly lang: Language;
    readonly device: Device;
  }): Promise<ContentBlockOutcome> {
    const answer = await this.#answerOf(
      input.key,
      input.lang,
      input.device === 'mobile' ? 'MOBILE' : 'DESKTOP',
    );
    if (!answer.ok) return { kind: 'failed', error: describeFailure(answer.error, this.#errors) };
    return answer.value === null ? { kind: 'none' } : { kind: 'block', block: answer.value };
  }

  #answerOf(key: ContentBlockKey, locale: Language, deviceType: ContentDevice): Promise<Answer> {
    const cacheKey = `${key}|${locale}|${deviceType}`;
    const cached = this.#answers.get(cacheKey);
    if (cached !== undefined) return cached;
    const asked = this.#content.getContentBlock({ key, locale, deviceType }).then((answer) => {
      // Only this call's own entry can be here: a second caller shares it until it settles.
      if (!answer.ok) this.#answers.delete(cacheKey);
      return answer;
    });
    this.#answers.set(cacheKey, asked);
    return asked;
  }
}
