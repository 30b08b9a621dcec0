import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type { TranslationsPort } from '@lv-casino/core/content/translations.port.ts';
import type { Messages, TranslationCategory } from '@lv-casino/core/content/translations.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { call } from './call.ts';
import { toMessages } from './translations.mapper.ts';

/** TranslationsPort over POST cftranslations/language/{lang}/category/multiple (public). */
export class TranslationsHttpAdapter implements TranslationsPort {
  readonly #client: CustomerFacingClient;

  constructor(client: CustomerFacingClient) {
    this.#client = client;
  }

  load(lang: Language, categories: readonly TranslationCategory[]): Promise<Result<Messages, ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v2/customerfacing/cftranslations/language/{lang}/category/multiple', {
          params: { path: { lang } },
          body: [...categories],
        }),
      (body) => toMessages(body, categories),
    );
  }
}
