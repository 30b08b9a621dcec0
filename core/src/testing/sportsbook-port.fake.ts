import type { ApiFailure } from '../errors/api-failure.ts';
import type { SportsbookPort } from '../sportsbook/sportsbook.port.ts';
import type { Language } from '../routing/language.ts';
import { ok, type Result } from '../shared/result.ts';
import type { SportsbookDevice, SportsbookToken, SportsbookWidgetConfig } from '../sportsbook/sportsbook.ts';
import { createSportsbookToken, createSportsbookWidgetConfig } from './sportsbook.builder.ts';

/**
 * A SportsbookPort whose answers are set by the test: the configuration follows the locale's culture
 * (lv-LV, ru-RU, en-GB) unless `configResult` is set; records every call. `hold()` keeps the next
 * answers waiting until `release()`, to test what shows meanwhile.
 */
export class FakeSportsbookPort implements SportsbookPort {
  /** When set, every configuration call answers it; otherwise the builder's, in the locale's culture. */
  configResult: Result<SportsbookWidgetConfig, ApiFailure> | null = null;
  tokenResult: Result<SportsbookToken, ApiFailure> = ok(createSportsbookToken());
  readonly configCalls: { locale: Language; deviceType: SportsbookDevice }[] = [];
  tokenCalls = 0;
  #held: (() => void)[] | null = null;

  getWidgetConfig(query: {
    readonly locale: Language;
    readonly deviceType: SportsbookDevice;
  }): Promise<Result<SportsbookWidgetConfig, ApiFailure>> {
    this.configCalls.push({ ...query });
    const cultures = { lv: 'lv-LV', ru: 'ru-RU', en: 'en-GB' } as const;
    const answer =
      this.configResult ??
      ok(
        createSportsbookWidgetConfig({
          culture: cultures[query.locale],
          banners: [`https://cdn.lv-casino.lv/sportsbook/banner-${query.locale}-1.webp`],
        }),
      );
    return this.#answer(answer);
  }

  getWidgetToken(): Promise<Result<SportsbookToken, ApiFailure>> {
    this.tokenCalls += 1;
    return this.#answer(this.tokenResult);
  }

  /** Keeps every answer from now on waiting until {@link release}. */
  hold(): void {
    this.#held ??= [];
  }

  /** Sends the answers held so far, and answers at once again. */
  release(): void {
    const held = this.#held ?? [];
    this.#held = null;
    for (const send of held) send();
  }

  #answer<T>(answer: T): Promise<T> {
    const held = this.#held;
    if (held === null) return Promise.resolve(answer);
    return new Promise((resolve) => {
      held.push(() => {
        resolve(answer);
      });
    });
  }
}
