import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type { SportsbookPort } from '@lv-casino/core/sportsbook/sportsbook.port.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type {
  SportsbookDevice,
  SportsbookToken,
  SportsbookWidgetConfig,
} from '@lv-casino/core/sportsbook/sportsbook.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { call } from './call.ts';
import { toSportsbookToken, toSportsbookWidgetConfig } from './sportsbook.mapper.ts';

/**
 * SportsbookPort over GET gaming/betInAction/config (public; locale and deviceType as query
 * parameters) and GET gaming/betInAction/token (private: the SDK adds the bearer token).
 */
export class SportsbookHttpAdapter implements SportsbookPort {
  readonly #client: CustomerFacingClient;

  constructor(client: CustomerFacingClient) {
    this.#client = client;
  }

  getWidgetConfig(query: {
    readonly locale: Language;
    readonly deviceType: SportsbookDevice;
  }): Promise<Result<SportsbookWidgetConfig, ApiFailure>> {
    return call(
      () =>
        this.#client.GET('/api/v1/customerfacing/gaming/betInAction/config', {
          params: { query: { locale: query.locale, deviceType: query.deviceType } },
        }),
      toSportsbookWidgetConfig,
    );
  }

  getWidgetToken(): Promise<Result<SportsbookToken, ApiFailure>> {
    return call(() => this.#client.GET('/api/v1/customerfacing/gaming/betInAction/token'), toSportsbookToken);
  }
}
